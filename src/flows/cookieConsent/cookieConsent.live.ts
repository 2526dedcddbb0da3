/**
 * The cookie consent chart with its calls (version and record, cookie content, the cookie variant of
 * POST /consent) and the analytics switch: the start-up analytics script is loaded or brought back when
 * the analytics category is accepted, and replaced by the disabled stub when it is withdrawn.
 */
import { fromPromise } from 'xstate';
import { createCookieConsentMachine } from '@machines/cookieConsent/cookieConsent.machine';
import { createCookieSettingsMachine } from '@machines/cookieConsent/cookieSettings.machine';
import type { CookieContent, CookieSync } from '@machines/cookieConsent/cookieConsent.types';
import type { AppServices } from '@/flows/shared/services';
import { disableAnalytics, enableAnalytics } from '@/platform/scripts';
import { withBuildVersion } from '@machines/scriptLoader/scriptUrl';
import { cookiesFromRecord, type CookieChoices } from '@/domain/consent/cookies';
import { fetchConsentRecord, fetchConsentVersions, fetchCookieContent, postCookieChoices } from '@/flows/shared/consentApi';

export interface AnalyticsSwitch {
  start(signal: AbortSignal): Promise<void>;
  stop(): void;
}

/** The page's analytics global, following the runtime settings of the moment. */
export function browserAnalyticsSwitch(services: Pick<AppServices, 'settings'>): AnalyticsSwitch {
  const s = services.settings;
  return {
    start: (signal) =>
      enableAnalytics({ src: withBuildVersion(s.analyticsUrl, s.buildVersion), init: { siteId: s.analyticsSiteId, dimensionKey: s.analyticsDimensionKey, debug: s.debug } }, signal),
    stop: () => disableAnalytics(),
  };
}

export function createCookieSettingsLogic(services: Pick<AppServices, 'clients' | 'settings'>) {
  return createCookieSettingsMachine({
    actors: {
      loadCookieContent: fromPromise<CookieContent, { version: string; locale: 'th' | 'en' }>(({ input, signal }) => fetchCookieContent(services, input, signal)),
    },
  });
}

export function createCookieConsentLogic(services: Pick<AppServices, 'clients' | 'settings'>, analytics: AnalyticsSwitch = browserAnalyticsSwitch(services)) {
  return createCookieConsentMachine({
    actors: {
      syncCookieConsent: fromPromise<CookieSync, { signedIn: boolean }>(async ({ input, signal }) => {
        // Both reads at once: a member's sign-in or start-up does not wait two round trips one after the other.
        // A record that cannot be read leaves the local choice in force (section 8: fetch errors are tolerated here).
        const [versions, record] = await Promise.all([
          fetchConsentVersions(services, signal),
          input.signedIn ? fetchConsentRecord(services, signal).catch(() => null) : undefined,
        ]);
        return { version: versions.cookie, remote: input.signedIn ? cookiesFromRecord(record ?? null) : null };
      }),
      postCookieConsent: fromPromise<void, { choices: CookieChoices; tranId: string }>(({ input, signal }) => postCookieChoices(services, input.choices, input.tranId, signal)),
      startAnalytics: fromPromise<void, void>(({ signal }) => analytics.start(signal)),
      cookieSettings: createCookieSettingsLogic(services),
    },
    actions: {
      stopAnalytics: () => analytics.stop(),
    },
  });
}
