/**
 * The cookie-consent chart's connect: snapshot + send → what the banner and the cookies page show (the
 * settings button enabled from `snapshot.can`), the settings child to render, and the handlers that send the
 * chart's events. Pure like the chart, so the runner, the cookies page and the screen replay share one mapping.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CookieChoices } from '@/domain/consent/cookies';
import type { CookieConsentMachine } from './cookieConsent.machine';
import { selectCookieChoices, selectCookieSettingsActor, selectShowBanner } from './cookieConsent.selectors';
import type { CookieSettingsMachine } from './cookieSettings.machine';
import type { CookieConsentEvent } from './cookieConsent.types';

/** A banner button tapped on the boot script's early banner, before the chart was running. */
export type EarlyBannerTap = 'accept' | 'reject' | 'settings';

/** Sends one of the cookie-consent chart's events (the running actor's `send`). */
export type CookieConsentSend = (event: CookieConsentEvent) => void;

export interface CookieConsentView {
  /** The banner shows (first visit, or a new cookie-policy version). */
  showBanner: boolean;
  /** The chart knows whether the banner shows (its version read is over). */
  settled: boolean;
  /** The choice in force (one 0/1 per category), or null before one is made. */
  choices: CookieChoices | null;
  /** The settings dialog can be opened now (not while it is open). */
  canOpenSettings: boolean;
  /** The running settings dialog, while it is open. */
  settings?: ActorRefFrom<CookieSettingsMachine>;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onOpenSettings: () => void;
  /** The member signed in or out after the chart started (the state at its start is its input). */
  onSignInChanged: (signedIn: boolean) => void;
  onLocaleChanged: (locale: 'th' | 'en') => void;
  /** A tap made on the early banner: the button's event, sent only if the chart's banner shows (else no-op). */
  onEarlyBannerTap: (tap: EarlyBannerTap) => void;
}

const EARLY_TAP_EVENTS: Record<EarlyBannerTap, CookieConsentEvent> = {
  accept: { type: 'COOKIES.ACCEPT_ALL' },
  reject: { type: 'COOKIES.REJECT_ALL' },
  settings: { type: 'COOKIES.OPEN_SETTINGS' },
};

export function connect(snapshot: SnapshotFrom<CookieConsentMachine>, send: CookieConsentSend): CookieConsentView {
  const showBanner = selectShowBanner(snapshot);
  return {
    showBanner,
    settled: !snapshot.matches({ choice: 'syncing' }),
    choices: selectCookieChoices(snapshot),
    canOpenSettings: snapshot.can({ type: 'COOKIES.OPEN_SETTINGS' }),
    settings: selectCookieSettingsActor(snapshot) as ActorRefFrom<CookieSettingsMachine> | undefined,
    onAcceptAll: () => send({ type: 'COOKIES.ACCEPT_ALL' }),
    onRejectAll: () => send({ type: 'COOKIES.REJECT_ALL' }),
    onOpenSettings: () => send({ type: 'COOKIES.OPEN_SETTINGS' }),
    onSignInChanged: (signedIn) => send({ type: signedIn ? 'COOKIES.SIGNED_IN' : 'COOKIES.SIGNED_OUT' }),
    onLocaleChanged: (locale) => send({ type: 'COOKIES.LOCALE_CHANGED', locale }),
    onEarlyBannerTap: (tap) => {
      if (showBanner) send(EARLY_TAP_EVENTS[tap]);
    },
  };
}
