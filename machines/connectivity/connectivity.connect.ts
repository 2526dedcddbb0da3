/**
 * The page frame's notice strip: snapshot + send → which notice shows (offline, back online, update) as a
 * message id, whether actions that need the server are enabled, and Reload sending the chart's event. Pure
 * like the chart, so the frame, the pages and their tests share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { ConnectivityMachine } from './connectivity.machine';
import type { ConnectivityEvent } from './connectivity.types';

/** Sends one of the connectivity chart's events (the running actor's `send`). */
export type ConnectivitySend = (event: ConnectivityEvent) => void;

/** Message ids of the strip (src/i18n/catalogues/shell.messages.json). */
export const CONNECTIVITY_MESSAGES = {
  offline: 'shell.offline.notice',
  backOnline: 'shell.offline.backOnline',
  needsNetwork: 'shell.offline.needsNetwork',
  updateAvailable: 'shell.update.available',
  reload: 'shell.update.reload',
} as const;

export interface ConnectivityView {
  /** No network: pages show what is stored and disable what needs the server. */
  offline: boolean;
  /** Grows each time the network comes back: a page showing server data keys its flow on it to read again. */
  comebacks: number;
  /** The network notice to show, if any (offline wins over back online). */
  networkNotice: { id: string; role: 'status' | 'alert' } | null;
  /** Why a server action is disabled, when it is (else null). */
  disabledReason: string | null;
  /** The update notice: shown while a new build waits or applies. */
  update: { shown: boolean; messageId: string; reloadLabelId: string; reloading: boolean; canReload: boolean; onReload: () => void };
  /** The browser's network events and the first screen, as the root reports them. */
  onWentOffline: () => void;
  onCameBack: () => void;
  onFirstScreenShown: () => void;
}

export function connect(snapshot: SnapshotFrom<ConnectivityMachine>, send: ConnectivitySend): ConnectivityView {
  const offline = snapshot.hasTag('offline');
  const backOnline = snapshot.hasTag('backOnline');
  return {
    offline,
    comebacks: snapshot.context.comebacks,
    networkNotice: offline
      ? { id: CONNECTIVITY_MESSAGES.offline, role: 'alert' }
      : backOnline
        ? { id: CONNECTIVITY_MESSAGES.backOnline, role: 'status' }
        : null,
    disabledReason: offline ? CONNECTIVITY_MESSAGES.needsNetwork : null,
    update: {
      shown: snapshot.hasTag('updateAvailable') || snapshot.hasTag('busy'),
      messageId: CONNECTIVITY_MESSAGES.updateAvailable,
      reloadLabelId: CONNECTIVITY_MESSAGES.reload,
      reloading: snapshot.hasTag('busy'),
      canReload: snapshot.can({ type: 'APP.UPDATE_ACCEPTED' }),
      onReload: () => send({ type: 'APP.UPDATE_ACCEPTED' }),
    },
    onWentOffline: () => send({ type: 'NETWORK.WENT_OFFLINE' }),
    onCameBack: () => send({ type: 'NETWORK.CAME_BACK' }),
    onFirstScreenShown: () => send({ type: 'APP.FIRST_SCREEN_SHOWN' }),
  };
}
