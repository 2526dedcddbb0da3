import { notProvided } from '../shared/provided';
import type { Receipt } from '@/domain/receipt/receipt';
import type { LoadReceiptsInput } from './receiptHistory.types';

/** One page of the member's receipts (GET /receipt/history). Real one: src/flows/receiptHistory/receiptHistory.live.ts. */
export const loadReceipts = notProvided<Receipt[], LoadReceiptsInput>('receiptHistory.loadReceipts');
