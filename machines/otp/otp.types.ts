import type { ApiError } from '@/domain/apiError';

/** How the code is delivered (spec section 3 "OTP": option sms or email). */
export type OtpOption = 'sms' | 'email';

/** Who the code goes to and how; the body of POST /auth/otp without app_id. */
export interface OtpTarget {
  /** Thai mobile number, 10 digits, when the code goes by SMS. */
  contactNumber?: string;
  /** E-mail address, when the code goes by e-mail. */
  email?: string;
  /** Backend channel name (for example `login`, `register`), passed through. */
  channel?: string;
  /** @default 'sms' when contactNumber is set, otherwise 'email' */
  option: OtpOption;
  /** Messaging-app ID token, when the caller has one. */
  idToken?: string;
  /** Device or member uuid, when the caller has one. */
  uuid?: string;
}

/** Output of the `requestOtp` actor: POST /auth/otp `data`. */
export interface OtpRequestOutput {
  refcode: string;
  /** Seconds the code stays valid. @default 60 */
  expireinseconds?: number;
}

/** Input of the `verifyOtp` actor: the target plus the typed code and the reference code. */
export interface OtpVerifyInput extends OtpTarget {
  otp: string;
  refcode: string;
}

/**
 * Output of the `verifyOtp` actor. Verification succeeds on HTTP 200 or a success flag (spec section 4);
 * `data` is whatever the verifying call returned (for login: the account of /auth/{provider}_authen).
 */
export interface OtpVerifyOutput {
  status?: number;
  success?: boolean;
  data?: unknown;
}

/** Input of the OTP machine (what a caller passes when it invokes or spawns it). */
export interface OtpInput {
  /** Set by a chart that invokes the dialog: its notices are also sent to that parent. @default false */
  reportsToParent?: boolean;
  contactNumber?: string;
  email?: string;
  channel?: string;
  option?: OtpOption;
  idToken?: string;
  uuid?: string;
  /**
   * When true the dialog requests a code on start and on resend; when false the caller requested it and
   * passes `refcode`/`expireInSeconds`, and a resend only notifies the caller (`OTP.RESEND_REQUESTED`),
   * which answers with `OTP.CODE_SENT`.
   * @default true
   */
  requestEnabled?: boolean;
  /** Reference code of a code the caller already requested. */
  refcode?: string;
  /** Validity of a code the caller already requested. @default 60 */
  expireInSeconds?: number;
}

export interface OtpContext {
  target: OtpTarget;
  /** From the input: a parent chart listens for the dialog's notices. */
  reportsToParent: boolean;
  requestEnabled: boolean;
  refcode: string;
  /** Validity of the current code, seconds. */
  expireInSeconds: number;
  /** Seconds left on the countdown; 0 when expired. */
  remainingSeconds: number;
  /** Seconds left of the resend cooldown after a `mobile_wait` answer. */
  cooldownSeconds: number;
  /** Digits typed so far (0–6 ASCII digits). */
  code: string;
  /** The code that was last rejected, so Confirm stays disabled until the digits change. */
  rejectedCode: string;
  /** Last failure (verify, request or cooldown). */
  error?: ApiError;
}

export type OtpEvent =
  /** The hidden input changed (typing, paste, SMS autofill); the machine keeps digits only, at most 6. */
  | { type: 'OTP.CODE_CHANGED'; value: string }
  | { type: 'OTP.CONFIRM' }
  | { type: 'OTP.RESEND' }
  | { type: 'OTP.CANCEL' }
  /** Caller → dialog, when requests are disabled: a new code was sent. */
  | { type: 'OTP.CODE_SENT'; refcode: string; expireinseconds?: number };

/** What the dialog hands back (machine output and emitted events). */
export type OtpOutput =
  | { status: 'verified'; code: string; refcode: string; contactNumber?: string; email?: string; response: OtpVerifyOutput }
  | { status: 'cancelled' }
  | { status: 'requestFailed'; error: ApiError };

/** Events the machine emits (`actor.on(...)`); `OTP.RESEND_REQUESTED` is also sent to a parent. */
export type OtpEmitted =
  | ({ type: 'OTP.VERIFIED' } & Omit<Extract<OtpOutput, { status: 'verified' }>, 'status'>)
  | { type: 'OTP.CANCELLED' }
  | { type: 'OTP.REQUEST_FAILED'; error: ApiError }
  | { type: 'OTP.RESEND_REQUESTED'; target: OtpTarget };

/** Tags the dialog reads instead of state names. */
export type OtpTag = 'open' | 'loading' | 'counting' | 'expired' | 'coolingDown' | 'rejected' | 'awaitingCode' | 'timedOut' | 'slow';
