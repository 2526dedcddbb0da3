/** What the redeem history and the page frame read of the wallet (it has no screen or control of its own). */
import type { SnapshotFrom } from 'xstate';
import type { StoredCode } from '@/domain/offline/wallet';
import type { OfflineWalletMachine } from './offlineWallet.machine';

type Snapshot = SnapshotFrom<OfflineWalletMachine>;

/** The codes kept for offline use; empty until they are read, and for no member. */
export function selectStoredCodes(snapshot: Snapshot): StoredCode[] {
  return snapshot.matches('ready') ? snapshot.context.codes : [];
}

/** True while the stored codes are being read (the offline history waits instead of saying "none"). */
export function selectWalletLoading(snapshot: Snapshot): boolean {
  return snapshot.hasTag('loading');
}

/** The last time any stored code was seen online (epoch ms), for "last updated". */
export function selectLastSeenAt(snapshot: Snapshot): number | undefined {
  const times = selectStoredCodes(snapshot).map((code) => code.seenAt);
  return times.length > 0 ? Math.max(...times) : undefined;
}
