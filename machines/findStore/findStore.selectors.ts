import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { Branch } from '@/domain/stores/stores';
import type { findStoreMachine } from './findStore.machine';
import type { NoLocationReason } from './findStore.types';

type Snapshot = SnapshotFrom<typeof findStoreMachine>;

export type FindStoreStatus = 'locating' | 'loading' | 'nearby' | 'byProvince' | 'results' | 'failed';

export function selectFindStoreStatus(snapshot: Snapshot): FindStoreStatus {
  if (snapshot.hasTag('locating')) return 'locating';
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches('nearby')) return 'nearby';
  if (snapshot.matches('byProvince')) return 'byProvince';
  if (snapshot.matches('searchResults')) return 'results';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

export const selectNoLocationReason = (snapshot: Snapshot): NoLocationReason | undefined => snapshot.context.reason;
export const selectBranches = (snapshot: Snapshot): Branch[] => snapshot.context.branches;
export const selectResults = (snapshot: Snapshot): Branch[] => snapshot.context.results;
export const selectProvince = (snapshot: Snapshot): string | undefined => snapshot.context.province;
export const selectQuery = (snapshot: Snapshot): string => snapshot.context.query;
export const selectHasPosition = (snapshot: Snapshot): boolean => snapshot.context.position !== undefined;
export const selectFindStoreError = (snapshot: Snapshot): ApiError | undefined => snapshot.context.error;
export const selectIsSlow = (snapshot: Snapshot): boolean => snapshot.hasTag('slow');
export const selectCanSearch = (snapshot: Snapshot): boolean => snapshot.can({ type: 'FIND.SEARCH', query: 'x' });
export const selectCanLocateAgain = (snapshot: Snapshot): boolean => snapshot.can({ type: 'FIND.LOCATE_AGAIN' });
