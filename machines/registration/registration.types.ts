import type { ApiError } from '@/domain/apiError';
import type { Account } from '../session/session.types';
import type { DateParts } from '@/domain/validation/birthdate';
import type { FieldError } from '@/domain/validation/fieldError';

export type { FieldError } from '@/domain/validation/fieldError';

/** The registration form of /register and /register/phone. */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  /** Digits only, 0 + 9 digits; shown 3-3-4. */
  mobile: string;
  /** Optional on registration. */
  email: string;
  /** Optional; when given, 13 digits with a valid checksum. */
  nationalId: string;
  gender: 'male' | 'female' | 'unspecified' | '';
  birth: DateParts;
}
export type TextField = Exclude<keyof RegistrationForm, 'birth' | 'gender'>;
export type RegistrationErrors = Partial<Record<keyof RegistrationForm, NonNullable<FieldError>>>;

/** Current consent versions from blob storage (spec default: 1, age 20); defined with the consent rules. */
export type { ConsentVersions } from '@/domain/consent/versions';
import type { ConsentVersions } from '@/domain/consent/versions';

/** The account the backend returns after registering: the session's account, stored on sign-in. */
export type RegisteredAccount = Account;

export interface RegisterResult {
  account: RegisteredAccount;
  /** Welcome points granted on sign-up; 0 when none. */
  welcomePoints: number;
}

/** What the OTP step hands back once the phone is verified. */
export interface VerifiedPhone {
  contactNumber: string;
  refcode: string;
  otp: string;
}

/** What a verified LINE ID token says about a newcomer (spec section 7: the sign-up form is prefilled from it). */
export interface LineNewcomer {
  /** The raw ID token, sent as `id_token` with POST /line/register. */
  idToken: string;
  firstName: string;
  lastName: string;
  /** Empty when the token has no e-mail (the email scope was not granted). */
  email: string;
  /** The LINE profile picture, shown on the form; empty when none. */
  picture: string;
}

export interface RegistrationInput {
  /**
   * 'phone': /register/phone verifies the mobile number by OTP before the form. 'line': a LINE user who is
   * not yet a member signs up with the form prefilled from the ID token (POST /line/register); the chart ends
   * with the account, and the LINE login signs the member in.
   */
  mode: 'form' | 'phone' | 'line';
  locale: 'th' | 'en';
  /** Today as an ISO date (yyyy-MM-dd); injected so rules and tests don't read the clock. */
  today: string;
  /** Minimum age asked on this form. @default 20 */
  minimumAge?: number;
  /** Mode 'line': the newcomer of the ID token. @default null */
  line?: LineNewcomer | null;
}

/** What the chart ends with: the account and welcome points once registered (mode 'line'), else null. */
export type RegistrationOutput = RegisterResult | null;

export interface RegistrationContext extends Required<RegistrationInput> {
  form: RegistrationForm;
  errors: RegistrationErrors;
  /** Errors show only after a submit attempt (spec section 5). */
  submitAttempted: boolean;
  versions: ConsentVersions;
  verifiedPhone: VerifiedPhone | null;
  welcomePoints: number;
  account: RegisteredAccount | null;
  /** Message id of the last failure, shown above the form; the form keeps what was typed. */
  failure: { id: string; values?: Record<string, string | number> } | null;
}

export type RegistrationEvent =
  | { type: 'FORM.FIELD_CHANGED'; field: TextField; value: string }
  | { type: 'FORM.GENDER_CHANGED'; value: RegistrationForm['gender'] }
  | { type: 'FORM.BIRTHDATE_CHANGED'; part: keyof DateParts; value: number | undefined }
  | { type: 'FORM.SUBMIT' }
  | { type: 'PHONE.SUBMIT' }
  | { type: 'REGISTRATION.START' };

export type RegistrationEmitted = { type: 'registration.registered'; account: RegisteredAccount };

export type RegisterPayload = {
  form: RegistrationForm;
  versions: ConsentVersions;
  verifiedPhone: VerifiedPhone | null;
  locale: 'th' | 'en';
  /** Mode 'line': the raw ID token for POST /line/register. */
  idToken?: string;
};
export type { ApiError };
