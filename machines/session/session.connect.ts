/**
 * The session's connect: what the member does in the shell (change language, sign out, read the profile again,
 * open LINE sign-in, try the settings again) and the facts other flows report (a registration signed in), as
 * handlers that send the session chart's events. Pure like the chart, so the shell, the start-up failure page and
 * the live modules share one mapping of intents to events.
 */
import type { Account, LocaleCode, SessionEvent } from './session.types';

/** Sends one of the session chart's events (the running actor's `send`). */
export type SessionSend = (event: SessionEvent) => void;

export interface SessionIntents {
  onLocaleChange: (locale: LocaleCode) => void;
  onSignOut: () => void;
  onProfileRetry: () => void;
  onLineSignInOpened: () => void;
  /** The start-up failure page's Try again. */
  onRetry: () => void;
  /** Another flow signed the member in (registration). */
  onSignedIn: (account: Account) => void;
}

export function sessionIntents(send: SessionSend): SessionIntents {
  return {
    onLocaleChange: (locale) => send({ type: 'SESSION.LOCALE_CHANGE', locale }),
    onSignOut: () => send({ type: 'SESSION.LOGOUT' }),
    onProfileRetry: () => send({ type: 'SESSION.PROFILE_REFRESH' }),
    onLineSignInOpened: () => send({ type: 'SESSION.LINE_SIGN_IN_OPENED' }),
    onRetry: () => send({ type: 'SESSION.RETRY' }),
    onSignedIn: (account) => send({ type: 'SESSION.SIGNED_IN', account }),
  };
}
