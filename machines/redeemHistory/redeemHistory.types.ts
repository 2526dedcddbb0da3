import type { RedeemHistoryEntry } from '@/domain/campaign/history';
import type { SerialStatus } from '@/domain/campaign/serial';
import type { PageInput, PagedListContext } from '@machines/shared/pagedList';

export interface RedeemHistoryContext extends PagedListContext<RedeemHistoryEntry> {
  /** The item being opened (reloaded, then its serial shown). */
  openKey?: string;
}

/** What the page call takes (the shared paged list's input). */
export type LoadPageInput = PageInput;

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
