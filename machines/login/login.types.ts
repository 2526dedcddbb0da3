import type { ApiError } from '@/domain/apiError';
import type { Account } from '@machines/session/session.types';

/** The two forms of /login; guest is a button, not a form. */
export type LoginMethod = 'password' | 'mobile';

/** Input of the login machine. */
export interface LoginInput {
  /** Where to go after signing in (the `next` query param, already checked to be an in-app path). @default '/' */
  next?: string;
  /** Form tab shown first. @default 'password' */
  method?: LoginMethod;
}

/** The device data of a guest (device) login, spec section 7. */
export interface DeviceInfo {
  /** Stable per browser: generated once and kept locally. */
  uuid: string;
  os: string;
  platform: string;
  /** Browsers cannot read a MAC address; the app sends a stable locally generated one. */
  macAddress: string;
  /** True when this device signed in as a guest before (device_resume instead of device_login). */
  returning: boolean;
}

export interface PasswordLoginInput {
  username: string;
  password: string;
}

/** Which way in failed, so the alert and tests can tell. */
export type LoginFailureSource = 'password' | 'otp' | 'guest';

export interface LoginContext {
  method: LoginMethod;
  username: string;
  password: string;
  /** Digits only, at most 10, starting with 0 (src/domain/validation/phone.ts). */
  mobile: string;
  /** Field errors show only after a submit attempt (spec section 5). */
  passwordSubmitted: boolean;
  mobileSubmitted: boolean;
  device?: DeviceInfo;
  error?: ApiError;
  failureSource?: LoginFailureSource;
  account?: Account;
  next: string;
}

export type LoginEvent =
  | { type: 'LOGIN.METHOD_CHANGED'; method: LoginMethod }
  | { type: 'LOGIN.USERNAME_CHANGED'; value: string }
  | { type: 'LOGIN.PASSWORD_CHANGED'; value: string }
  | { type: 'LOGIN.MOBILE_CHANGED'; value: string }
  | { type: 'LOGIN.PASSWORD_SUBMITTED' }
  | { type: 'LOGIN.OTP_REQUESTED' }
  | { type: 'LOGIN.GUEST_CHOSEN' }
  | { type: 'LOGIN.ERROR_DISMISSED' };

/** Output when signed in. */
export interface LoginOutput {
  account: Account;
  next: string;
}

export type LoginTag = 'submittable' | 'loading' | 'failed' | 'slow';
