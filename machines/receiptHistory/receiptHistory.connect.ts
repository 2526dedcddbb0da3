/**
 * The receipt history's connect: snapshot + send → what the receipt list shows (the status filter, the list
 * in its state, load more) and the handlers that send the chart's events. Pure like the chart, so the screen,
 * its replay and tests share one mapping.
 */
import type { ApiError } from '@/domain/apiError';
import type { Receipt } from '@/domain/receipt/receipt';
import {
  selectReceiptFilter,
  selectReceiptHistoryView,
  selectReceiptMore,
  selectReceipts,
  type ReceiptHistorySnapshot,
  type ReceiptHistoryView,
} from './receiptHistory.selectors';
import type { ReceiptFilter, ReceiptHistoryEvent } from './receiptHistory.types';

/** Sends one of the receipt history's events (the running actor's `send`). */
export type ReceiptHistorySend = (event: ReceiptHistoryEvent) => void;

export interface ReceiptHistoryConnectView {
  /** The status filter in force. */
  filter: ReceiptFilter;
  onFilterSelected: (filter: ReceiptFilter) => void;
  /** What the list area shows: loading, failed, empty or the list. */
  status: ReceiptHistoryView;
  receipts: Receipt[];
  /** Try again after a failed read, enabled when the chart accepts RECEIPTS.RETRY. */
  retry: { enabled: boolean; onRetry: () => void };
  /** The load-more row: shown while more may exist, its failure with Retry, enabled from snapshot.can. */
  more: { show: boolean; busy: boolean; failed: ApiError | null; enabled: boolean; onLoadMore: () => void };
}

export function connect(snapshot: ReceiptHistorySnapshot, send: ReceiptHistorySend): ReceiptHistoryConnectView {
  const more = selectReceiptMore(snapshot);
  return {
    filter: selectReceiptFilter(snapshot),
    onFilterSelected: (filter) => send({ type: 'RECEIPTS.FILTER_SELECTED', filter }),
    status: selectReceiptHistoryView(snapshot),
    receipts: selectReceipts(snapshot),
    retry: { enabled: snapshot.can({ type: 'RECEIPTS.RETRY' }), onRetry: () => send({ type: 'RECEIPTS.RETRY' }) },
    more: { ...more, enabled: snapshot.can({ type: 'RECEIPTS.LOAD_MORE' }) && !more.busy, onLoadMore: () => send({ type: 'RECEIPTS.LOAD_MORE' }) },
  };
}
