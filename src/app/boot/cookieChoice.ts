import { COOKIE_CONSENT_NAME } from '@/flows/cookieConsent/cookieConsentName';

/** The browser holds a cookie choice (valid or not: the app's chart judges it); false when cookies are blocked. */
export function hasCookieChoice(doc: Document): boolean {
  try {
    return doc.cookie.split(';').some((pair) => pair.trim().startsWith(`${COOKIE_CONSENT_NAME}=`));
  } catch {
    return false;
  }
}
