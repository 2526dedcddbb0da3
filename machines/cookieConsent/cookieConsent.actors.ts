import { fromPromise } from 'xstate';
import type { CookieChoices } from '@/domain/consent/cookies';
import type { CookieContent, CookieSync } from './cookieConsent.types';

/** The cookie content file of one version and language; the app provides the blob implementation. */
export const loadCookieContent = fromPromise<CookieContent, { version: string; locale: 'th' | 'en' }>(async () => {
  throw new Error('cookieSettings.loadCookieContent is not provided');
});

/** The current cookie-policy version and, when signed in, the member's stored choice (GET /consent). */
export const syncCookieConsent = fromPromise<CookieSync, { signedIn: boolean }>(async () => {
  throw new Error('cookieConsent.syncCookieConsent is not provided');
});

/** POST /consent, cookie variant: a map of category to 0 or 1. */
export const postCookieConsent = fromPromise<void, { choices: CookieChoices; tranId: string }>(async () => {
  throw new Error('cookieConsent.postCookieConsent is not provided');
});

/** Loads the analytics script (or brings it back) and initialises it; the app provides it. */
export const startAnalytics = fromPromise<void, void>(async () => {
  throw new Error('cookieConsent.startAnalytics is not provided');
});
