import type { ApiError } from '@/domain/apiError';
import type { Receipt, ReceiptStatus } from '@/domain/receipt/receipt';

/** The status filter: every receipt, or one status. */
export type ReceiptFilter = 'all' | ReceiptStatus;

export interface ReceiptHistoryInput {
  /** @default 'all' */
  filter?: ReceiptFilter;
  /** Receipts per page. @default 10 */
  pageSize?: number;
}

export interface ReceiptHistoryContext {
  filter: ReceiptFilter;
  pageSize: number;
  receipts: Receipt[];
  hasMore: boolean;
  error?: ApiError;
}

export interface LoadReceiptsInput {
  filter: ReceiptFilter;
  skip: number;
  top: number;
}

export type ReceiptHistoryEvent =
  | { type: 'RECEIPTS.FILTER_SELECTED'; filter: ReceiptFilter }
  | { type: 'RECEIPTS.LOAD_MORE' }
  | { type: 'RECEIPTS.RETRY' };

export type ReceiptHistoryTag = 'loading' | 'loadingMore' | 'slow';
