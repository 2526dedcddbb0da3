import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { describeApiError, GENERIC_ERROR_IDS } from '@/domain/errors/genericError';
import type { FieldError } from '@/domain/validation/fieldError';
import { formatPhoneInput, validatePhone } from '@/domain/validation/phone';
import { describeOtpError, type OtpMessage } from '@machines/otp/otp.selectors';
import type { otpMachine } from '@machines/otp/otp.machine';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from './login.machine';
import type { LoginFailureSource, LoginMethod } from './login.types';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Error code shown by the generic login error when the server gave none (spec section 8). */
export const GENERIC_LOGIN_ERROR_CODE = 100000;

const OTP_CODES = new Set(['mobile_dup', 'mobile_wrong', 'mobile_wait', 'mobile_internet_fail', 'token_exp']);

/** The login alert of spec section 8: title, message (and an optional second one), and the error code. */
export interface LoginAlert {
  titleId: string;
  message: OtpMessage;
  /** Shown as 'Error code: …'; 100000 when the server sent none. */
  code: string;
}

/**
 * Message for a failed sign-in, never the server's own text: OTP codes use the OTP texts; a
 * call the chart gave up on says the server is taking too long; no response is the
 * please-check-your-connection message; a wrong username or password (401 on the password sign-in) its
 * own text; everything else the shared mapping by status and error id (src/domain/errors: business errors,
 * 400 internet, 401 the server's short message, 412 token invalid), whose generic text is the spec's
 * login one ('Unable to continue. Please contact staff.'). The code shows on its own line.
 */
export function describeLoginError(error: ApiError, source: LoginFailureSource | undefined): LoginAlert {
  const code = String(error.id ?? error.code ?? GENERIC_LOGIN_ERROR_CODE);
  const alert = (message: OtpMessage): LoginAlert => ({ titleId: 'login.error.title', message, code });
  if (typeof error.code === 'string' && OTP_CODES.has(error.code)) return alert(describeOtpError(error));
  if (error.status === 0 && error.code === 'timeout') return alert({ id: 'errors.timeout' });
  if (error.status === 0) return alert({ id: 'login.error.connection' });
  if (error.status === 401 && source === 'password') return alert({ id: 'login.error.credentials' });
  const { messageId, values } = describeApiError(error);
  if (messageId === GENERIC_ERROR_IDS.generic) return alert({ id: 'login.error.generic' });
  return alert({ id: messageId, values: { ...values, hasId: 'no', hasCode: 'no' } });
}

export interface LoginView {
  method: LoginMethod;
  username: string;
  password: string;
  /** The mobile number as displayed in the field, 3-3-4 with '-'. */
  mobileDisplay: string;
  usernameError: FieldError;
  passwordError: FieldError;
  mobileError: FieldError;
  busy: boolean;
  /** Which action is running, for the button spinners. */
  pending?: 'password' | 'otp' | 'guest' | 'saving';
  canSubmit: boolean;
  /** The running call has passed REQUEST_SLOW: the slow notice shows. */
  slow: boolean;
  alert?: LoginAlert;
}

export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  const { context } = snapshot;
  const required: FieldError = { id: 'validation.required' };
  const pending = snapshot.matches('signingIn')
    ? 'password'
    : snapshot.matches('verifyingMobile')
      ? 'otp'
      : snapshot.matches('guest')
        ? 'guest'
        : snapshot.matches('savingAccount')
          ? 'saving'
          : undefined;
  return {
    method: context.method,
    username: context.username,
    password: context.password,
    mobileDisplay: formatPhoneInput(context.mobile),
    usernameError: context.passwordSubmitted && context.username.trim() === '' ? required : null,
    passwordError: context.passwordSubmitted && context.password === '' ? required : null,
    mobileError: context.mobileSubmitted ? validatePhone(context.mobile) : null,
    busy: pending !== undefined,
    pending,
    canSubmit: snapshot.hasTag('submittable'),
    slow: snapshot.hasTag('slow'),
    alert: snapshot.hasTag('failed') && context.error ? describeLoginError(context.error, context.failureSource) : undefined,
  };
}

/** The running OTP dialog child, while the mobile sign-in is in progress. */
export function selectOtpRef(snapshot: LoginSnapshot): ActorRefFrom<typeof otpMachine> | undefined {
  return snapshot.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
}

/** Signed in: the account and where to go. */
export function selectSignedIn(snapshot: LoginSnapshot): boolean {
  return snapshot.status === 'done';
}
