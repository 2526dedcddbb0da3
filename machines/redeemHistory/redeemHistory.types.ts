import type { ApiError } from '@/domain/apiError';
import type { RedeemHistoryEntry } from '@/domain/campaign/history';
import type { SerialStatus } from '@/domain/campaign/serial';

export interface RedeemHistoryContext {
  items: RedeemHistoryEntry[];
  /** No page after the last one read. */
  end: boolean;
  error?: ApiError;
  /** The item being opened (reloaded, then its serial shown). */
  openKey?: string;
}

export interface LoadPageInput {
  skip: number;
  top: number;
}

export type RedeemHistoryEvent =
  | { type: 'HISTORY.RETRY' }
  | { type: 'HISTORY.LOAD_MORE' }
  /** Open the code of a 'view code' or 'code expired' item. */
  | { type: 'HISTORY.OPEN'; redeemKey: string }
  | { type: 'HISTORY.DISMISS' };

/** What the serial chart ends with: the code's last status. */
export interface SerialDoneOutput {
  status: SerialStatus;
}

export type RedeemHistoryTag = 'loading' | 'slow' | 'busy';
