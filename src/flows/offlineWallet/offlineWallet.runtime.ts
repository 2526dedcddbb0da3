/**
 * The page's one offline wallet (machines/offlineWallet), started by the first flow that shows or lists codes
 * (the serial view, the redeem history) and kept for the page's life, so every route reports into the same
 * chart and one queue writes the store. It follows the session: the member's id while a member (not a guest)
 * is signed in, none otherwise; logout clears the stored codes.
 */
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { OfflineWalletMachine } from '@machines/offlineWallet/offlineWallet.machine';
import type { SessionSnapshot } from '@machines/session/session.selectors';
import { selectAccount, selectIsGuest, selectIsLoggedIn } from '@machines/session/session.selectors';
import type { SeenCode, StoredCode } from '@/domain/offline/wallet';
import { selectStoredCodes } from '@machines/offlineWallet/offlineWallet.selectors';
import { sharedKeyStore } from '@/platform/storage/keyStore';
import { createWalletStore } from '@/platform/storage/walletStore';
import { createOfflineWalletLogic } from './offlineWallet.live';

export type OfflineWalletActor = ActorRefFrom<OfflineWalletMachine>;

/** What the wallet needs of the app: the session it follows. */
export interface OfflineWalletHost {
  session: { getSnapshot(): SessionSnapshot; subscribe(observer: (snapshot: SessionSnapshot) => void): { unsubscribe(): void } };
}

/** The member the wallet keeps codes for: a signed-in member's id, never a guest's. */
export function walletMember(snapshot: SessionSnapshot): string | null {
  if (!selectIsLoggedIn(snapshot) || selectIsGuest(snapshot)) return null;
  const account = selectAccount(snapshot);
  const id = account?.userId ?? account?.uuid;
  return id ? String(id) : null;
}

let running: OfflineWalletActor | undefined;

/** The running wallet, started on first use. */
export function offlineWalletOf(host: OfflineWalletHost): OfflineWalletActor {
  if (running) return running;
  const wallet = createWalletStore({
    keyStore: sharedKeyStore(),
    cacheType: () => host.session.getSnapshot().context.settings.cacheType,
  });
  let member = walletMember(host.session.getSnapshot());
  const actor = createActor(createOfflineWalletLogic({ wallet }), { input: { member } }).start();
  host.session.subscribe((snapshot) => {
    const now = walletMember(snapshot);
    if (now === member) return;
    member = now;
    actor.send(now === null ? { type: 'WALLET.SIGNED_OUT' } : { type: 'WALLET.SIGNED_IN', member: now });
  });
  running = actor;
  return actor;
}

/** How a flow reports codes it saw online and codes marked as used. */
export interface WalletReporter {
  codesSeen(codes: SeenCode[]): void;
  codeUsed(redeemKey: string): void;
  /** The member's stored codes, once they have been read. */
  storedCodes(): Promise<StoredCode[]>;
}

export function walletReporter(host: OfflineWalletHost): WalletReporter {
  return {
    codesSeen: (codes) => {
      if (codes.length > 0) offlineWalletOf(host).send({ type: 'WALLET.CODES_SEEN', codes });
    },
    codeUsed: (redeemKey) => offlineWalletOf(host).send({ type: 'WALLET.CODE_USED', redeemKey }),
    storedCodes: async () => selectStoredCodes(await waitFor(offlineWalletOf(host), (snapshot) => !snapshot.hasTag('loading'))),
  };
}
