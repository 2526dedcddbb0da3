/**
 * The find-store connect: snapshot + send → what /findstore shows (nearby branches, by province, search
 * results, their states) and the handlers that send the chart's events. Pure like the chart, so the screen,
 * its replay and tests share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { Branch } from '@/domain/stores/stores';
import type { findStoreMachine } from './findStore.machine';
import {
  selectBranches,
  selectCanLocateAgain,
  selectCanSearch,
  selectFindStoreError,
  selectFindStoreStatus,
  selectIsSlow,
  selectNoLocationReason,
  selectProvince,
  selectQuery,
  selectResults,
  type FindStoreStatus,
} from './findStore.selectors';
import type { FindStoreEvent, NoLocationReason } from './findStore.types';

type Snapshot = SnapshotFrom<typeof findStoreMachine>;
/** Sends one of the find-store chart's events (the running actor's `send`). */
export type FindStoreSend = (event: FindStoreEvent) => void;

export interface FindStoreConnectView {
  status: FindStoreStatus;
  /** Why the member's position is unknown (the page then offers provinces). */
  reason?: NoLocationReason;
  branches: Branch[];
  results: Branch[];
  province?: string;
  query: string;
  slow: boolean;
  error?: ApiError;
  /** Search is enabled when the chart accepts FIND.SEARCH. */
  canSearch: boolean;
  /** Locate again is offered when the chart accepts FIND.LOCATE_AGAIN. */
  canLocateAgain: boolean;
  onSearch: (query: string) => void;
  onClearSearch: () => void;
  onProvince: (province?: string) => void;
  onLocateAgain: () => void;
  onRetry: () => void;
}

export function connect(snapshot: Snapshot, send: FindStoreSend): FindStoreConnectView {
  return {
    status: selectFindStoreStatus(snapshot),
    reason: selectNoLocationReason(snapshot),
    branches: selectBranches(snapshot),
    results: selectResults(snapshot),
    province: selectProvince(snapshot),
    query: selectQuery(snapshot),
    slow: selectIsSlow(snapshot),
    error: selectFindStoreError(snapshot),
    canSearch: selectCanSearch(snapshot),
    canLocateAgain: selectCanLocateAgain(snapshot),
    onSearch: (query) => send({ type: 'FIND.SEARCH', query }),
    onClearSearch: () => send({ type: 'FIND.SEARCH_CLEARED' }),
    onProvince: (province) => send({ type: 'FIND.PROVINCE_CHOSEN', province }),
    onLocateAgain: () => send({ type: 'FIND.LOCATE_AGAIN' }),
    onRetry: () => send({ type: 'FIND.RETRY' }),
  };
}
