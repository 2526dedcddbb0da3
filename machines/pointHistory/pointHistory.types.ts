import type { ApiError } from '@/domain/apiError';
import type { ExpiringSummary, HistoryFilter, HistoryMonth, PointLogItem } from '@/domain/points/pointLog';

/** Entries per page unless the input says otherwise (also what the start-up warm-up asks for). */
export const DEFAULT_POINT_PAGE_SIZE = 10;

/** The point tabs of /profile/history/{tab}. */
export type PointTab = 'earn' | 'used' | 'expiring';

export interface PointHistoryInput {
  tab: PointTab;
  /** The month shown first. Normally the current month (the route passes it). */
  month: HistoryMonth;
  /** Entries per page. @default 10 */
  pageSize?: number;
}

export interface PointHistoryContext {
  tab: PointTab;
  /** The filter as chosen (a part may be missing). */
  filter: HistoryFilter;
  /** The month whose entries are shown. */
  applied: HistoryMonth;
  pageSize: number;
  entries: PointLogItem[];
  /** The last page was full, so another may exist. */
  hasMore: boolean;
  expiring: ExpiringSummary | null;
  error?: ApiError;
}

export interface LoadPointLogInput {
  tab: 'earn' | 'used';
  month: HistoryMonth;
  /** RowKey of the last entry shown; '0' for the first page. */
  lastRowKey: string;
  top: number;
}

export type PointHistoryEvent =
  | { type: 'HISTORY.TAB_SELECTED'; tab: PointTab }
  | { type: 'HISTORY.FILTER_CHANGED'; filter: HistoryFilter }
  | { type: 'HISTORY.LOAD_MORE' }
  | { type: 'HISTORY.RETRY' };

/** Tags the history screen reads. */
export type PointHistoryTag = 'loading' | 'loadingMore' | 'slow';
