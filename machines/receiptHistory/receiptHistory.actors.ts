import { fromPromise } from 'xstate';
import type { Receipt } from '@/domain/receipt/receipt';
import type { LoadReceiptsInput } from './receiptHistory.types';

/** One page of the member's receipts (GET /receipt/history). Real one: src/flows/receiptHistory/receiptHistory.live.ts. */
export const loadReceipts = fromPromise<Receipt[], LoadReceiptsInput>(async () => {
  throw new Error('receiptHistory.loadReceipts is not provided');
});
