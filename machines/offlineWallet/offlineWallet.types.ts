import type { SeenCode, StoredCode } from '@/domain/offline/wallet';

export interface OfflineWalletInput {
  /** The signed-in member's id, or null (signed out or a guest: nothing is kept). */
  member: string | null;
}

export interface OfflineWalletContext {
  member: string | null;
  /** The codes kept for offline use, newest redeem first. */
  codes: StoredCode[];
  /** The codes changed since the last write. */
  dirty: boolean;
}

/** What the load and save actors take: the member the stored record must name. */
export interface WalletRecordInput {
  member: string;
}

export interface SaveCodesInput extends WalletRecordInput {
  codes: StoredCode[];
}

export type OfflineWalletEvent =
  /** A member signed in (or was restored): their stored codes are read. */
  | { type: 'WALLET.SIGNED_IN'; member: string }
  /** Logout: every stored code is removed. */
  | { type: 'WALLET.SIGNED_OUT' }
  /** Codes seen online (a redeem answer, the history list, an opened history item). */
  | { type: 'WALLET.CODES_SEEN'; codes: SeenCode[] }
  /** A code was marked as used online. */
  | { type: 'WALLET.CODE_USED'; redeemKey: string };

export type OfflineWalletTag = 'loading' | 'busy';
