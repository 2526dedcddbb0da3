import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { RedeemHistoryEntry } from '@/domain/campaign/history';
import type { serialMachine } from '@machines/serial/serial.machine';
import type { redeemHistoryMachine } from './redeemHistory.machine';

type Snapshot = SnapshotFrom<typeof redeemHistoryMachine>;

export type RedeemHistoryStatus = 'loading' | 'empty' | 'failed' | 'list';

export function selectHistoryStatus(snapshot: Snapshot): RedeemHistoryStatus {
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('list')) return 'list';
  return 'loading';
}

export interface RedeemHistoryView {
  status: RedeemHistoryStatus;
  items: RedeemHistoryEntry[];
  slow: boolean;
  canLoadMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** The key of the item being reloaded before its code opens. */
  opening?: string;
  itemFailed: boolean;
  error?: ApiError;
}

export function selectHistoryView(snapshot: Snapshot): RedeemHistoryView {
  const { items, error, openKey } = snapshot.context;
  const reloading = snapshot.matches({ list: 'reloading' });
  return {
    status: selectHistoryStatus(snapshot),
    items,
    slow: snapshot.hasTag('slow'),
    canLoadMore: snapshot.can({ type: 'HISTORY.LOAD_MORE' }),
    loadingMore: snapshot.matches({ list: 'loadingMore' }),
    moreFailed: snapshot.matches({ list: 'moreFailed' }),
    ...(reloading && openKey ? { opening: openKey } : {}),
    itemFailed: snapshot.matches({ list: 'itemFailed' }),
    ...(error ? { error } : {}),
  };
}

/** True when the row of `redeemKey` can be opened now. */
export const selectCanOpen = (snapshot: Snapshot, redeemKey: string): boolean => snapshot.can({ type: 'HISTORY.OPEN', redeemKey });

/** The serial chart of the opened item, while its dialog shows. */
export const selectHistorySerial = (snapshot: Snapshot): ActorRefFrom<typeof serialMachine> | undefined =>
  snapshot.children.serial as ActorRefFrom<typeof serialMachine> | undefined;
