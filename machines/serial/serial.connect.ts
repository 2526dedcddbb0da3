/**
 * The serial's connect: snapshot + send → which of the serial's dialogs shows (the serial with its display,
 * the mark-as-used confirmation, the marking indicator, the outcome alert) and the handlers that send the
 * chart's events. Pure like the chart; used wherever a serial is shown (after a redeem, in the history).
 */
import type { SnapshotFrom } from 'xstate';
import type { RenderErrorReason, SerialTab } from '@/domain/campaign/barcode';
import { describeApiError } from '@/domain/errors/genericError';
import { CONNECTIVITY_MESSAGES } from '@machines/connectivity/connectivity.connect';
import type { serialMachine } from './serial.machine';
import { selectMarkUsedError, selectSerialStep, selectSerialView, type SerialView } from './serial.selectors';
import type { SerialEvent } from './serial.types';

type Snapshot = SnapshotFrom<typeof serialMachine>;
/** Sends one of the serial chart's events (the running actor's `send`). */
export type SerialSend = (event: SerialEvent) => void;

/** The mark-as-used outcome: one alert whose title, message and detail say which. */
export interface SerialAlertView {
  kind: 'used' | 'failed';
  titleId: string;
  messageId: string;
  /** The shared error message of a failed mark (spec section 8). */
  detail?: { messageId: string; values?: Record<string, string | number> };
  onOk: () => void;
}

export interface SerialConnectView {
  /** The serial dialog with its display. */
  dialog: { open: boolean; onClose: () => void };
  /** Everything the serial display renders (tabs, Copy and Mark as used enabled from snapshot.can). */
  view: SerialView;
  onSelectTab: (tab: SerialTab) => void;
  onCopy: () => void;
  onMarkUsed: () => void;
  /**
   * Why Mark as used is shown but disabled (a message id): it needs the server, and the network is gone.
   * Null when it can be pressed (or is hidden).
   */
  markUsedDisabledReasonId: string | null;
  onRenderFailed: (tab: 'qr' | 'barcode', reason: RenderErrorReason) => void;
  /** Send to chat is offered for a code still in use. */
  sendToChat: { code: string; name: string; active: boolean };
  confirmUse: { open: boolean; onConfirm: () => void; onCancel: () => void };
  /** The code is being marked as used. */
  marking: boolean;
  /** The outcome alert of mark as used, while it shows. */
  alert?: SerialAlertView;
}

function alertOf(snapshot: Snapshot, onOk: () => void): SerialAlertView | undefined {
  const step = selectSerialStep(snapshot);
  if (step === 'usedAlert') return { kind: 'used', titleId: 'serial.markUsed.successTitle', messageId: 'serial.markUsed.successMessage', onOk };
  if (step !== 'failAlert') return undefined;
  const error = selectMarkUsedError(snapshot);
  const detail = error ? describeApiError(error) : undefined;
  return {
    kind: 'failed',
    titleId: 'serial.markUsed.failTitle',
    messageId: 'serial.markUsed.failMessage',
    ...(detail ? { detail: { messageId: detail.messageId, values: detail.values } } : {}),
    onOk,
  };
}

/** Facts from outside the serial chart that the view depends on. */
export interface SerialConnectOptions {
  /** The connectivity chart says there is no network: mark as used waits for it (the code still shows). */
  offline?: boolean;
}

export function connect(snapshot: Snapshot, send: SerialSend, options: SerialConnectOptions = {}): SerialConnectView {
  const step = selectSerialStep(snapshot);
  const view = selectSerialView(snapshot);
  const markUsedBlocked = Boolean(options.offline) && view.canMarkUsed;
  return {
    dialog: { open: step === 'serial', onClose: () => send({ type: 'SERIAL.CLOSE' }) },
    view,
    onSelectTab: (tab) => send({ type: 'SERIAL.TAB_SELECTED', tab }),
    onCopy: () => send({ type: 'SERIAL.COPY' }),
    onMarkUsed: () => {
      if (!markUsedBlocked) send({ type: 'SERIAL.MARK_USED' });
    },
    markUsedDisabledReasonId: markUsedBlocked ? CONNECTIVITY_MESSAGES.needsNetwork : null,
    onRenderFailed: (tab, reason) => send({ type: 'SERIAL.RENDER_FAILED', tab, reason }),
    sendToChat: { code: view.code, name: view.serial.card?.name ?? '', active: view.status === 'active' },
    confirmUse: {
      open: step === 'confirmUse',
      onConfirm: () => send({ type: 'SERIAL.CONFIRM_USE' }),
      onCancel: () => send({ type: 'SERIAL.CANCEL_USE' }),
    },
    marking: step === 'marking',
    alert: alertOf(snapshot, () => send({ type: 'SERIAL.ALERT_CLOSED' })),
  };
}
