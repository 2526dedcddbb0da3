/**
 * The redeem history's connect: snapshot + send → what the redeem tab shows (the list in its state, load more,
 * the item-reload failure, the opened item's serial) and the handlers that send the chart's events. Pure like
 * the chart, so the screen, its replay and tests share one mapping.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { describeApiError } from '@/domain/errors/genericError';
import type { serialMachine } from '@machines/serial/serial.machine';
import type { redeemHistoryMachine } from './redeemHistory.machine';
import { selectHistorySerial, selectHistoryView, type RedeemHistoryView } from './redeemHistory.selectors';
import type { RedeemHistoryEvent } from './redeemHistory.types';

type Snapshot = SnapshotFrom<typeof redeemHistoryMachine>;
/** Sends one of the redeem history's events (the running actor's `send`). */
export type RedeemHistorySend = (event: RedeemHistoryEvent) => void;

/** The alert when an opened item could not be read again: its message ids, Try again and Close. */
export interface RedeemHistoryProblem {
  titleId: string;
  messageId: string;
  values?: Record<string, string | number>;
  onRetry: () => void;
  onClose: () => void;
}

export interface RedeemHistoryConnectView {
  view: RedeemHistoryView;
  onRetry: () => void;
  onLoadMore: () => void;
  onOpen: (redeemKey: string) => void;
  /** The item-reload failure alert, while the chart is in it. */
  problem?: RedeemHistoryProblem;
  /** The opened item's serial chart, while its dialog shows. */
  serial?: ActorRefFrom<typeof serialMachine>;
}

export function connect(snapshot: Snapshot, send: RedeemHistorySend): RedeemHistoryConnectView {
  const view = selectHistoryView(snapshot);
  const onRetry = () => send({ type: 'HISTORY.RETRY' });
  const failure = view.itemFailed && view.error ? describeApiError(view.error) : undefined;
  return {
    view,
    onRetry,
    onLoadMore: () => send({ type: 'HISTORY.LOAD_MORE' }),
    onOpen: (redeemKey) => send({ type: 'HISTORY.OPEN', redeemKey }),
    problem: failure
      ? { titleId: 'history.itemFailed.title', messageId: failure.messageId, values: failure.values, onRetry, onClose: () => send({ type: 'HISTORY.DISMISS' }) }
      : undefined,
    serial: selectHistorySerial(snapshot),
  };
}
