import type { ApiError } from '@/domain/apiError';
import type { BlobSchema } from '@/api/types';
import type { CookieCategory, CookieChoices, StoredCookieConsent } from '@/domain/consent/cookies';

/** The cookie content file (blob `.../cookie/{version}/{locale}.json`). */
export type CookieContent = BlobSchema<'CookieContent'>;

export interface CookieSettingsInput {
  /** Cookie-policy version of the content file. */
  version: string;
  locale: 'th' | 'en';
  /** The choices to pre-select (the stored ones, or every optional category off). */
  choices: CookieChoices;
}

export interface CookieSettingsContext extends CookieSettingsInput {
  content: CookieContent | null;
  error: ApiError | null;
  /** The choices saved (set by Save). */
  result: CookieChoices | null;
}

export type CookieSettingsEvent =
  | { type: 'COOKIES.SET'; category: CookieCategory; accepted: boolean }
  | { type: 'COOKIES.SAVE' }
  | { type: 'COOKIES.CLOSE' }
  | { type: 'COOKIES.RETRY' };

/** Saved choices, or null when the dialog was closed without saving. */
export interface CookieSettingsOutput {
  choices: CookieChoices | null;
}

export interface CookieConsentInput {
  /** What this browser remembers (read from the consent cookie at start-up); null on a first visit. */
  stored: StoredCookieConsent | null;
  signedIn: boolean;
  locale: 'th' | 'en';
  /** The analytics flag of the runtime settings. */
  analyticsFlag: boolean;
  /** True when start-up already loaded the analytics script (flag on and consent remembered). */
  analyticsRunning: boolean;
}

/** What start-up and sign-in learn: the cookie-policy version and, signed in, the choice stored on the server. */
export interface CookieSync {
  version: string;
  /** The member's choice on the consent API (another device), or null. */
  remote: CookieChoices | null;
}

export interface CookieConsentContext extends Omit<CookieConsentInput, 'stored'> {
  /** The choice in force (remembered, or just made); null until one is made. */
  choices: CookieChoices | null;
  /** The cookie-policy version the choice answers. */
  choiceVersion: string | null;
  /** The current cookie-policy version. */
  version: string;
  /** The remote choice of the last sync. */
  remote: CookieChoices | null;
  error: ApiError | null;
}

export type CookieConsentEvent =
  | { type: 'COOKIES.ACCEPT_ALL' }
  | { type: 'COOKIES.REJECT_ALL' }
  | { type: 'COOKIES.OPEN_SETTINGS' }
  | { type: 'COOKIES.SIGNED_IN' }
  | { type: 'COOKIES.SIGNED_OUT' }
  | { type: 'COOKIES.LOCALE_CHANGED'; locale: 'th' | 'en' };

export type CookieConsentEmitted =
  /** Save the choice for the cookie lifetime (the app writes the consent cookie). */
  | { type: 'cookies.remember'; value: StoredCookieConsent }
  /** A failed post goes to the shared error handler; the choice stays in force. */
  | { type: 'cookies.saveFailed'; error: ApiError };
