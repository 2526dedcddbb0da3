import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { PointHistoryMachine } from './pointHistory.machine';

export type PointHistorySnapshot = SnapshotFrom<PointHistoryMachine>;

/** What the point tabs render. */
export type PointHistoryView =
  | { kind: 'filterIncomplete' }
  | { kind: 'loading'; slow: boolean }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'empty' }
  | { kind: 'log' }
  | { kind: 'expiring' };

export function selectPointHistoryView(snapshot: PointHistorySnapshot): PointHistoryView {
  if (snapshot.matches({ log: 'filterIncomplete' })) return { kind: 'filterIncomplete' };
  if (snapshot.hasTag('loading')) return { kind: 'loading', slow: snapshot.hasTag('slow') };
  if (snapshot.matches({ log: 'failed' }) || snapshot.matches({ expiring: 'failed' })) {
    return { kind: 'failed', error: snapshot.context.error ?? { status: 0, message: '' } };
  }
  if (snapshot.matches({ log: 'empty' }) || snapshot.matches({ expiring: 'empty' })) return { kind: 'empty' };
  if (snapshot.matches('expiring')) return { kind: 'expiring' };
  return { kind: 'log' };
}

export const selectEntries = (s: PointHistorySnapshot) => s.context.entries;
export const selectExpiring = (s: PointHistorySnapshot) => s.context.expiring;
export const selectFilter = (s: PointHistorySnapshot) => s.context.filter;
export const selectApplied = (s: PointHistorySnapshot) => s.context.applied;

/** The load-more row: shown while more may exist; busy while a page loads; failed offers retry. */
export function selectMore(s: PointHistorySnapshot): { show: boolean; busy: boolean; failed: ApiError | null } {
  const failed = s.matches({ log: { loaded: 'moreFailed' } });
  return {
    show: s.matches({ log: 'loaded' }) && (s.context.hasMore || failed),
    busy: s.hasTag('loadingMore'),
    failed: failed ? (s.context.error ?? { status: 0, message: '' }) : null,
  };
}
