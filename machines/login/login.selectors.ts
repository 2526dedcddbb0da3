import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
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
  /** The server's own words, when they add something to the translated message. */
  detail?: string;
  /** Shown as 'Error code: …'; 100000 when the server sent none. */
  code: string;
}

/**
 * Message for a failed sign-in. OTP codes use the OTP texts; HTTP 400 is the internet-connection message,
 * 401 the wrong-credentials text (password) or the server's message, 412 'Token invalid', no response the
 * please-check-your-connection message; anything else the server's message, else the generic
 * 'Something went wrong' text.
 */
export function describeLoginError(error: ApiError, source: LoginFailureSource | undefined): LoginAlert {
  const code = String(error.id ?? error.code ?? GENERIC_LOGIN_ERROR_CODE);
  const serverMessage = error.message.trim();
  const alert = (message: OtpMessage, detail?: string): LoginAlert => ({
    titleId: 'login.error.title',
    message,
    detail: detail && detail !== '' ? detail : undefined,
    code,
  });
  if (typeof error.code === 'string' && OTP_CODES.has(error.code)) return alert(describeOtpError(error));
  if (error.status === 0) return alert({ id: 'login.error.connection' });
  if (error.status === 400 && error.id === undefined && error.code === undefined) return alert({ id: 'login.error.internet' });
  if (error.status === 401) {
    return source === 'password' ? alert({ id: 'login.error.credentials' }, serverMessage) : alert(serverMessage ? { id: 'login.error.server', values: { message: serverMessage } } : { id: 'login.error.generic' });
  }
  if (error.status === 412) return alert({ id: 'login.error.tokenInvalid' });
  if (source === 'otp' && error.status === 200 && serverMessage === '') return alert({ id: 'login.error.generic' });
  if (serverMessage !== '' && !/^(HTTP )?\d{3}\b/.test(serverMessage)) return alert({ id: 'login.error.server', values: { message: serverMessage } });
  return alert({ id: 'login.error.generic' });
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
  pending?: 'password' | 'otp' | 'guest';
  canSubmit: boolean;
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
