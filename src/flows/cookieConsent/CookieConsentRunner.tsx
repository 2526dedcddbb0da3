/**
 * The cookie-consent chart at work (kept out of the entry to keep it small: src/flows/cookieConsent/CookieConsentRoot.tsx renders
 * it once downloaded; the download starts with start-up, beside the first route's module): runs the chart (banner, settings dialog, persistence, analytics gating),
 * tells it about sign-in, sign-out and the language, writes the consent cookie when it says so, sends a
 * failed save to the shared error handler, and, for a signed-in member, runs the re-consent check (loaded on
 * demand with the consent dialogs). Hands its actor to the root (`onActor`) for /profile/legalpolicy/cookies.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { connect, type CookieConsentSend } from '@machines/cookieConsent/cookieConsent.connect';
import type { CookieConsentMachine } from '@machines/cookieConsent/cookieConsent.machine';
import { connect as connectSettings } from '@machines/cookieConsent/cookieSettings.connect';
import type { CookieSettingsMachine } from '@machines/cookieConsent/cookieSettings.machine';
import { sameView } from '@machines/shared/sameView';
import { isGuestAccount } from '@machines/session/guest';
import { selectAccount, selectIsLoggedIn, selectScriptResults, selectShortLocale } from '@machines/session/session.selectors';
import type { CookieConsentActor } from './CookieConsentRoot';
import { createCookieConsentStore } from './cookieConsentStore';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';
import { useDialogs } from '@/flows/shared/useDialogs';
import { useServices, useSessionSelector } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createCookieConsentLogic } from './cookieConsent.live';
import { withMessages } from '@/i18n/runtimeMessages';
import { CookieBanner } from './CookieBanner';
import { releaseEarlyCookieBanner } from './earlyBanner';
import { CookieSettingsDialog } from './CookieSettingsDialog';

// The re-consent dialogs show consent messages outside the Thai core: they wait for the rest of Thai too.
const ReconsentRunner = lazy(withMessages(() => import('@/flows/reconsent/ReconsentRunner')));


export default function CookieConsentRunner({ onActor }: { onActor: (actor: CookieConsentActor | null) => void }) {
  const services = useServices();
  const dialogs = useDialogs();
  const signedIn = useSessionSelector(selectIsLoggedIn);
  const account = useSessionSelector(selectAccount);
  const locale = useSessionSelector(selectShortLocale);
  const scripts = useSessionSelector(selectScriptResults);
  const [store] = useState(() => createCookieConsentStore());
  const [input] = useState(() => ({
    stored: store.read(),
    signedIn,
    locale,
    analyticsFlag: services.settings.featureBzbsAnalyticsEnable === 'true',
    analyticsRunning: scripts.some((r) => r.script === 'analytics' && r.status === 'loaded'),
  }));
  const actor = useFlow((s) => createCookieConsentLogic(s), input);

  useEffect(() => {
    onActor(actor);
    return () => onActor(null);
  }, [actor, onActor]);

  useEffect(() => {
    const remember = actor.on('cookies.remember', (event) => store.write(event.value));
    const failed = actor.on('cookies.saveFailed', (event) => void dialogs.apiError(event.error));
    return () => {
      remember.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, store, dialogs]);

  // The connect's handlers do not depend on the snapshot.
  const intents = useMemo(() => connect(actor.getSnapshot(), (event) => actor.send(event)), [actor]);
  // Sign-in and sign-out after the chart started (the state at its start is the chart's input).
  const lastSignedIn = useRef(signedIn);
  useEffect(() => {
    if (lastSignedIn.current === signedIn) return;
    lastSignedIn.current = signedIn;
    intents.onSignInChanged(signedIn);
  }, [intents, signedIn]);
  useEffect(() => {
    intents.onLocaleChanged(locale);
  }, [intents, locale]);

  // A guest (device login) has no policies to accept.
  const member = signedIn && account !== null && !isGuestAccount(account);
  // A check that found the device offline runs again when the network comes back.
  const { comebacks } = useConnectivity();
  return (
    <>
      <CookieConsentScreen actor={actor} />
      {member ? (
        <Suspense fallback={null}>
          <ReconsentRunner key={`${account?.userId ?? ''}:${account?.token ?? ''}:${comebacks}`} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The banner and the settings dialog for a running cookie-consent actor (also driven by the screen replays). */
export function CookieConsentScreen({ actor }: { actor: CookieConsentActor }) {
  const send = useCallback<CookieConsentSend>((event) => actor.send(event), [actor]);
  // It shows over every page (the first one too): the connect's view is selected whole with sameView, so a
  // snapshot that changes nothing shown here does not re-render it.
  const select = useCallback((snapshot: SnapshotFrom<CookieConsentMachine>) => connect(snapshot, send), [send]);
  const view = useSelector(actor, select, sameView);
  // The boot script's banner (drawn before the app loaded) gives way to this one, and a tap made on it counts.
  useLayoutEffect(() => {
    if (!view.settled) return;
    const tap = releaseEarlyCookieBanner();
    if (tap) view.onEarlyBannerTap(tap);
  }, [view.settled]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      {view.showBanner ? <CookieBanner onAccept={view.onAcceptAll} onReject={view.onRejectAll} onSettings={view.onOpenSettings} /> : null}
      {view.settings ? <CookieSettingsConnector actorRef={view.settings} /> : null}
    </>
  );
}

/** The settings dialog for a running cookie-settings child (also driven by the screen replays). */
export function CookieSettingsConnector({ actorRef }: { actorRef: ActorRefFrom<CookieSettingsMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const view = useMemo(() => connectSettings(snapshot, (event) => actorRef.send(event)), [snapshot, actorRef]);
  return <CookieSettingsDialog open {...view} />;
}
