import { notProvided } from '../shared/provided';
import type { CookieChoices } from '@/domain/consent/cookies';
import type { CookieContent, CookieSync } from './cookieConsent.types';

/** The cookie content file of one version and language; the app provides the blob implementation. */
export const loadCookieContent = notProvided<CookieContent, { version: string; locale: 'th' | 'en' }>('cookieSettings.loadCookieContent');

/** The current cookie-policy version and, when signed in, the member's stored choice (GET /consent). */
export const syncCookieConsent = notProvided<CookieSync, { signedIn: boolean }>('cookieConsent.syncCookieConsent');

/** POST /consent, cookie variant: a map of category to 0 or 1. */
export const postCookieConsent = notProvided<void, { choices: CookieChoices; tranId: string }>('cookieConsent.postCookieConsent');

/** Loads the analytics script (or brings it back) and initialises it; the app provides it. */
export const startAnalytics = notProvided<void, void>('cookieConsent.startAnalytics');
