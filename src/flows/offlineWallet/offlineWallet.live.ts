/**
 * Real actors of the offline wallet (machines/offlineWallet): the member's codes read, written and removed
 * through the encrypted wallet store (src/platform/storage/walletStore.ts, the account cache's key).
 */
import { fromPromise } from 'xstate';
import { createOfflineWalletMachine } from '@machines/offlineWallet/offlineWallet.machine';
import type { SaveCodesInput, WalletRecordInput } from '@machines/offlineWallet/offlineWallet.types';
import type { StoredCode } from '@/domain/offline/wallet';
import type { WalletStore } from '@/platform/storage/walletStore';

export interface OfflineWalletServices {
  wallet: WalletStore;
}

export function createOfflineWalletLogic(services: OfflineWalletServices) {
  // Reads, writes and the logout clear run one after another, so a write still encrypting when the member
  // logged out finishes (or is skipped, its actor stopped) before the clear, never after it.
  let queue: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T> | T): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  return createOfflineWalletMachine({
    actors: {
      loadCodes: fromPromise<StoredCode[], WalletRecordInput>(({ input }) => queued(() => services.wallet.load(input.member))),
      saveCodes: fromPromise<void, SaveCodesInput>(({ input, signal }) =>
        queued(() => services.wallet.save(input.member, input.codes, signal)),
      ),
      clearCodes: fromPromise<void, void>(() => queued(() => services.wallet.clear())),
    },
  });
}
