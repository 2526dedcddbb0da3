/**
 * Where the browser remembers the cookie choice: a first-party cookie for the cookie lifetime of spec
 * section 9 (10 days, path /, SameSite Lax). It is itself a necessary cookie: it only records the choice.
 */
import { createCookieStore, type TextStore } from '@/platform/storage/textStores';
import { parseStoredCookieConsent, serializeCookieConsent, type StoredCookieConsent } from '@/domain/consent/cookies';

import { COOKIE_CONSENT_NAME } from './cookieConsentName';

export interface CookieConsentStore {
  read(): StoredCookieConsent | null;
  write(value: StoredCookieConsent): void;
}

export function createCookieConsentStore(store: TextStore = createCookieStore(() => globalThis.document)): CookieConsentStore {
  return {
    read() {
      try {
        return parseStoredCookieConsent(store.get(COOKIE_CONSENT_NAME));
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        store.set(COOKIE_CONSENT_NAME, serializeCookieConsent(value));
      } catch {
        // Cookies blocked: the choice holds for this visit.
      }
    },
  };
}
