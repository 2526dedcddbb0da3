import type { SnapshotFrom } from 'xstate';
import { describeApiError, type ErrorDescription } from '@/domain/errors/genericError';
import type { ReceiptHistoryMachine } from './receiptHistory.machine';

export type ReceiptHistorySnapshot = SnapshotFrom<ReceiptHistoryMachine>;

export type ReceiptHistoryView = { kind: 'loading'; slow: boolean } | { kind: 'failed'; error: ErrorDescription } | { kind: 'empty' } | { kind: 'list' };

export function selectReceiptHistoryView(s: ReceiptHistorySnapshot): ReceiptHistoryView {
  if (s.matches('loading')) return { kind: 'loading', slow: s.hasTag('slow') };
  if (s.matches('failed')) return { kind: 'failed', error: describeApiError(s.context.error ?? { status: 0, message: '' }) };
  if (s.matches('empty')) return { kind: 'empty' };
  return { kind: 'list' };
}

export const selectReceipts = (s: ReceiptHistorySnapshot) => s.context.receipts;
export const selectReceiptFilter = (s: ReceiptHistorySnapshot) => s.context.filter;

export function selectReceiptMore(s: ReceiptHistorySnapshot): { show: boolean; busy: boolean; failed: ErrorDescription | null } {
  const failed = s.matches({ loaded: 'moreFailed' });
  return {
    show: s.matches('loaded') && (s.context.hasMore || failed),
    busy: s.hasTag('loadingMore'),
    failed: failed ? describeApiError(s.context.error ?? { status: 0, message: '' }) : null,
  };
}
