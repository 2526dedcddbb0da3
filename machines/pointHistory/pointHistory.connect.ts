/**
 * The point history's connect: snapshot + send → what the point tabs show (the month filter, the log or the
 * expiring points in their state, load more) and the handlers that send the chart's events. Pure like the
 * chart, so the screen, its replay and tests share one mapping.
 */
import type { ApiError } from '@/domain/apiError';
import type { ExpiringSummary, HistoryFilter, HistoryMonth, PointLogItem } from '@/domain/points/pointLog';
import {
  selectApplied,
  selectEntries,
  selectExpiring,
  selectFilter,
  selectMore,
  selectPointHistoryView,
  type PointHistorySnapshot,
  type PointHistoryView,
} from './pointHistory.selectors';
import type { PointHistoryEvent, PointTab } from './pointHistory.types';

/** Sends one of the point history's events (the running actor's `send`). */
export type PointHistorySend = (event: PointHistoryEvent) => void;

export interface PointHistoryConnectView {
  /** The month filter as chosen (a part may be missing). */
  filter: HistoryFilter;
  /** The month whose entries are shown. */
  applied: HistoryMonth;
  /** What the list area shows: the filter's prompt, loading, failed, empty, the log or the expiring points. */
  status: PointHistoryView;
  entries: PointLogItem[];
  expiring: ExpiringSummary | null;
  /** Try again after a failed read, enabled when the chart accepts HISTORY.RETRY. */
  retry: { enabled: boolean; onRetry: () => void };
  /** The load-more row: shown while more may exist, busy while a page loads, its failure with Retry. */
  more: { show: boolean; busy: boolean; failed: ApiError | null; enabled: boolean; onLoadMore: () => void };
  onFilterChange: (filter: HistoryFilter) => void;
}

export function connect(snapshot: PointHistorySnapshot, send: PointHistorySend): PointHistoryConnectView {
  const more = selectMore(snapshot);
  return {
    filter: selectFilter(snapshot),
    applied: selectApplied(snapshot),
    status: selectPointHistoryView(snapshot),
    entries: selectEntries(snapshot),
    expiring: selectExpiring(snapshot),
    retry: { enabled: snapshot.can({ type: 'HISTORY.RETRY' }), onRetry: () => send({ type: 'HISTORY.RETRY' }) },
    more: {
      ...more,
      enabled: snapshot.can({ type: 'HISTORY.LOAD_MORE' }) && !more.busy,
      onLoadMore: () => send({ type: 'HISTORY.LOAD_MORE' }),
    },
    onFilterChange: (filter) => send({ type: 'HISTORY.FILTER_CHANGED', filter }),
  };
}

/** The tab of the URL, told to the chart (the panel and the screen replays send it on every change). */
export const tabSelected = (tab: PointTab): PointHistoryEvent => ({ type: 'HISTORY.TAB_SELECTED', tab });
