/**
 * Redeem history (spec section 2 /profile/history/redeem, section 4 "Purchase states"): each redeemed
 * item with its purchase state, and which ones open their code. The list can be stale (platform-api.md
 * §4), so opening a code reloads the item first.
 */
import type { Serial } from './serial';

/** Purchase states of spec section 4. */
export type PurchaseState = 'viewCode' | 'codeExpired' | 'inDelivery' | 'shipped' | 'drawPending' | 'drawWinner' | 'drawNotWinner';

/** One row of the redeem history. */
export interface RedeemHistoryEntry {
  redeemKey: string;
  campaignId: string;
  name: string;
  imageUrl?: string;
  pointPerUnit: number;
  /** Epoch ms. */
  redeemedAt: number;
  state: PurchaseState;
  /** The code was marked as used (shown as used, still opens). */
  used: boolean;
  /** Shipped: the parcel number. */
  parcelNumber?: string;
  /** Draw: when the draw is announced (the campaign's expiry), epoch ms. */
  announcedAt?: number;
  /** The code, as the list gave it (may be stale). */
  serial: Serial;
}

/** The page size of the history and favourites lists; a shorter page is the last (platform-api.md §4). */
export const LIST_PAGE_SIZE = 8;

/** True for the items whose row opens the serial ('view code', 'code expired', used codes). */
export function opensCode(entry: Pick<RedeemHistoryEntry, 'state' | 'serial'>): boolean {
  return (entry.state === 'viewCode' || entry.state === 'codeExpired') && entry.serial.serial !== '';
}

/** True when a page of `received` items (asked for `pageSize`) may have more after it. */
export function hasMoreAfter(received: number, pageSize: number = LIST_PAGE_SIZE): boolean {
  return received >= pageSize;
}
