import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { describeApiError } from '@/domain/errors/genericError';
import { formatPhoneDisplay } from '@/domain/validation/phone';
import { otpBoxes } from '@/domain/validation/otpCode';
import type { otpMachine } from './otp.machine';

export type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

/** A translated message: catalogue id plus values. */
export interface OtpMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** Backend error id of a wrong OTP (spec section 8). */
export const WRONG_OTP_ERROR_ID = 2091;

/** `75` → `01:15` (spec section 9: colon separator). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/**
 * The message of an OTP-related failure (spec section 8): the five OTP codes by name; error id 2091 is
 * the 'mobile wrong' text; no response at all is the connection message; otherwise the server's own
 * message, or the generic 'wrong OTP, try again' entry error when it sent none.
 */
export function describeOtpError(error: ApiError): OtpMessage {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code === 'mobile_dup') return { id: 'otp.error.mobileDup' };
  if (code === 'mobile_wait') return { id: 'otp.error.mobileWait' };
  if (code === 'mobile_internet_fail') return { id: 'otp.error.internetFail' };
  if (code === 'token_exp') return { id: 'otp.error.tokenExpired' };
  if (code === 'mobile_wrong' || Number(error.id) === WRONG_OTP_ERROR_ID) return { id: 'otp.error.mobileWrong' };
  if (error.status === 0 && error.code === 'timeout') return { id: 'errors.timeout' };
  if (error.status === 0 && error.code !== 'aborted') return { id: 'otp.error.internetFail' };
  // Never the server's own text: the shared mapping by status and error id, without the id and
  // code suffix since the dialog shows 'Error Code' on its own line.
  const { messageId, values } = describeApiError(error);
  return { id: messageId, values: { ...values, hasId: 'no', hasCode: 'no' } };
}

/**
 * True when the verify call answered and refused the code (a wrong-code id, or any refusal the server
 * answered), as opposed to no answer at all: only then does the entry itself get the 'try again' error.
 */
export function isRefusedCode(error: ApiError | undefined): boolean {
  return error !== undefined && error.status !== 0;
}

/** The error id shown as 'Error Code' under the boxes: the backend id, else its code. */
export function errorCodeOf(error: ApiError | undefined): string | undefined {
  if (!error) return undefined;
  const value = error.id ?? error.code;
  return value === undefined || value === '' ? undefined : String(value);
}

/** Everything the OTP dialog renders, derived from one snapshot. */
export interface OtpView {
  open: boolean;
  loading: boolean;
  verifying: boolean;
  /** Phone shown 3-3-4 with '-', or the e-mail. */
  sentTo: string;
  sentBy: 'sms' | 'email';
  refcode: string;
  code: string;
  boxes: string[];
  /** mm:ss left on the code. */
  remaining: string;
  expired: boolean;
  /** Resend link visible (expired and not cooling down or waiting for the caller). */
  showResend: boolean;
  /** Expired, and the caller (who owns requests) was asked for a new code. */
  awaitingCode: boolean;
  canResend: boolean;
  /** 'resend in mm:ss': the code's countdown, or the cooldown after mobile_wait; undefined when the link shows. */
  resendIn?: string;
  canConfirm: boolean;
  canCancel: boolean;
  /** Red borders on the boxes. */
  invalid: boolean;
  error?: OtpMessage;
  /** The entry error under the boxes when the server refused the code (spec section 8: wrong OTP, try again). */
  entryError?: OtpMessage;
  errorCode?: string;
  /** A request or the check has run past REQUEST_SLOW: the slow notice shows. */
  slow: boolean;
}

export function selectOtpView(snapshot: OtpSnapshot): OtpView {
  const { context } = snapshot;
  const rejected = snapshot.hasTag('rejected');
  const coolingDown = snapshot.hasTag('coolingDown');
  const expired = snapshot.hasTag('expired');
  const showError = (rejected || coolingDown || snapshot.hasTag('timedOut')) && context.error !== undefined;
  const sentBy = context.target.option;
  return {
    open: snapshot.hasTag('open'),
    loading: snapshot.hasTag('loading'),
    verifying: snapshot.matches({ active: { entry: 'verifying' } }),
    sentTo: sentBy === 'sms' ? formatPhoneDisplay(context.target.contactNumber ?? '') : (context.target.email ?? ''),
    sentBy,
    refcode: context.refcode,
    code: context.code,
    boxes: otpBoxes(context.code),
    remaining: formatCountdown(context.remainingSeconds),
    expired,
    showResend: expired && !coolingDown && !snapshot.hasTag('awaitingCode'),
    awaitingCode: snapshot.hasTag('awaitingCode'),
    canResend: snapshot.can({ type: 'OTP.RESEND' }),
    resendIn: coolingDown
      ? formatCountdown(context.cooldownSeconds)
      : snapshot.hasTag('counting')
        ? formatCountdown(context.remainingSeconds)
        : undefined,
    canConfirm: snapshot.can({ type: 'OTP.CONFIRM' }),
    canCancel: snapshot.can({ type: 'OTP.CANCEL' }),
    invalid: rejected,
    slow: snapshot.hasTag('slow'),
    error: showError && context.error ? describeOtpError(context.error) : undefined,
    errorCode: rejected ? errorCodeOf(context.error) : undefined,
    entryError: rejected && isRefusedCode(context.error) ? { id: 'otp.error.entry' } : undefined,
  };
}
