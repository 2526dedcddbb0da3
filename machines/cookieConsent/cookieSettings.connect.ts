/**
 * The cookie settings dialog's connect: snapshot + send → what the dialog shows (an optional category's
 * switches locked unless the chart accepts COOKIES.SET for it, Save from `snapshot.can`) and the handlers
 * that send the chart's events. Pure like the chart, so the dialog and its screen replay share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { CookieCategory } from '@/domain/consent/cookies';
import { selectCookieSettingsView, type CookieRow } from './cookieConsent.selectors';
import type { CookieSettingsMachine } from './cookieSettings.machine';
import type { CookieSettingsEvent } from './cookieConsent.types';

/** Sends one of the cookie-settings chart's events (the running actor's `send`). */
export type CookieSettingsSend = (event: CookieSettingsEvent) => void;

export interface CookieSettingsView {
  isLoading: boolean;
  isSlow: boolean;
  loadFailed: boolean;
  header: string;
  body: string;
  footer: string;
  rows: CookieRow[];
  canSave: boolean;
  onSet: (category: CookieCategory, accepted: boolean) => void;
  onSave: () => void;
  onClose: () => void;
  onRetry: () => void;
}

export function connect(snapshot: SnapshotFrom<CookieSettingsMachine>, send: CookieSettingsSend): CookieSettingsView {
  const view = selectCookieSettingsView(snapshot);
  // An optional category can be switched only where the chart takes COOKIES.SET (the content is shown).
  const canSetOptional = snapshot.can({ type: 'COOKIES.SET', category: 'functionalCookies', accepted: true });
  return {
    ...view,
    rows: view.rows.map((row) => ({ ...row, locked: row.locked || !canSetOptional })),
    onSet: (category, accepted) => send({ type: 'COOKIES.SET', category, accepted }),
    onSave: () => send({ type: 'COOKIES.SAVE' }),
    onClose: () => send({ type: 'COOKIES.CLOSE' }),
    onRetry: () => send({ type: 'COOKIES.RETRY' }),
  };
}
