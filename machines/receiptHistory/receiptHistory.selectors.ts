import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { ReceiptHistoryMachine } from './receiptHistory.machine';

export type ReceiptHistorySnapshot = SnapshotFrom<ReceiptHistoryMachine>;

export type ReceiptHistoryView = { kind: 'loading'; slow: boolean } | { kind: 'failed'; error: ApiError } | { kind: 'empty' } | { kind: 'list' };

export function selectReceiptHistoryView(s: ReceiptHistorySnapshot): ReceiptHistoryView {
  if (s.matches('loading')) return { kind: 'loading', slow: s.hasTag('slow') };
  if (s.matches('failed')) return { kind: 'failed', error: s.context.error ?? { status: 0, message: '' } };
  if (s.matches('empty')) return { kind: 'empty' };
  return { kind: 'list' };
}

export const selectReceipts = (s: ReceiptHistorySnapshot) => s.context.receipts;
export const selectReceiptFilter = (s: ReceiptHistorySnapshot) => s.context.filter;

export function selectReceiptMore(s: ReceiptHistorySnapshot): { show: boolean; busy: boolean; failed: ApiError | null } {
  const failed = s.matches({ loaded: 'moreFailed' });
  return {
    show: s.matches('loaded') && (s.context.hasMore || failed),
    busy: s.hasTag('loadingMore'),
    failed: failed ? (s.context.error ?? { status: 0, message: '' }) : null,
  };
}
