/**
 * Consent for the whole app, signed in or not. Sits in the root layout, inside the dialog host. The chart at
 * work (banner, settings dialog, persistence, analytics gating, re-consent: src/flows/cookieConsent/CookieConsentRunner.tsx)
 * is not part of the entry: its download starts with start-up, beside the first route's module
 * (renderApp calls {@link preloadCookieConsent}), so a first visit's banner, often the largest paint of the
 * first screen, is ready when the first screen renders, without adding to the entry's parse and evaluation.
 * The banner is fixed at the bottom of the viewport, so it moves nothing on the page. The start-up scripts do
 * not wait for it: the session reads the remembered choice from the consent cookie itself.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CookieConsentMachine } from '@machines/cookieConsent/cookieConsent.machine';
import { onDemand, onDemandComponent } from '@/ui/common/onDemand';

export type CookieConsentActor = ActorRefFrom<CookieConsentMachine>;

const CookieConsentContext = createContext<CookieConsentActor | null>(null);

/** The app's cookie-consent actor (for /profile/legalpolicy/cookies); null until the chart has downloaded and started. */
export function useCookieConsent(): CookieConsentActor | null {
  return useContext(CookieConsentContext);
}

// The banner and the settings dialog show only core messages (consent.cookies.banner/settings), so it does not
// wait for the rest of Thai; the re-consent dialogs it may open load with the rest (withMessages).
const runner = onDemand(() => import('./CookieConsentRunner'), { messages: 'core' });

/** Starts downloading the chart at work (start-up calls it; a failure is reported when it renders). */
export const preloadCookieConsent = runner.preload;

export function CookieConsentRoot({ children }: { children?: ReactNode }) {
  const [actor, setActor] = useState<CookieConsentActor | null>(null);
  return (
    <CookieConsentContext.Provider value={actor}>
      {children}
      <CookieConsentLoader onActor={setActor} />
    </CookieConsentContext.Provider>
  );
}

const CookieConsentLoader = onDemandComponent(runner, (module) => module.default);
