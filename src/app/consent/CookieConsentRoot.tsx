/**
 * Consent for the whole app, signed in or not. Sits in the root layout, inside the dialog host. The chart at
 * work (banner, settings dialog, persistence, analytics gating, re-consent: src/app/consent/CookieConsentRunner.tsx)
 * is not part of the first route (issue 12): it downloads once the first screen has rendered, with the rest
 * of Thai (its messages are outside the core), and then starts. The banner is fixed at the bottom of the
 * viewport, so its later arrival moves nothing on the page. The start-up scripts do not wait for it: the
 * session reads the remembered choice from the consent cookie itself.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { cookieConsentMachine } from '@machines/cookieConsent/cookieConsent.machine';
import { onDemand } from '@/ui/common/onDemand';

export type CookieConsentActor = ActorRefFrom<typeof cookieConsentMachine>;

const CookieConsentContext = createContext<CookieConsentActor | null>(null);

/** The app's cookie-consent actor (for /profile/legalpolicy/cookies); null until the chart has downloaded and started. */
export function useCookieConsent(): CookieConsentActor | null {
  return useContext(CookieConsentContext);
}

const runner = onDemand(() => import('@/app/consent/CookieConsentRunner'));

export function CookieConsentRoot({ children }: { children?: ReactNode }) {
  const [actor, setActor] = useState<CookieConsentActor | null>(null);
  return (
    <CookieConsentContext.Provider value={actor}>
      {children}
      <CookieConsentLoader onActor={setActor} />
    </CookieConsentContext.Provider>
  );
}

function CookieConsentLoader({ onActor }: { onActor: (actor: CookieConsentActor | null) => void }) {
  const Runner = runner.useLoaded()?.default;
  return Runner ? <Runner onActor={onActor} /> : null;
}
