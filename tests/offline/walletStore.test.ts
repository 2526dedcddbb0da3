import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CacheType } from '@machines/session/settings.types';
import type { Account } from '@machines/session/session.types';
import type { Serial } from '@/domain/campaign/serial';
import { storedCodeFrom } from '@/domain/offline/wallet';
import { createOfflineWalletLogic } from '@/flows/offlineWallet/offlineWallet.live';
import { CACHE_KEYS, createAccountCache } from '@/platform/storage/accountCache';
import { createKeyStore } from '@/platform/storage/keyStore';
import type { TextStore } from '@/platform/storage/textStores';
import { createWalletStore } from '@/platform/storage/walletStore';

const serial: Serial = {
  serial: 'SC100V7731429',
  barcodeType: 'CODE_128',
  showTimer: false,
  isNotAutoUse: false,
  redeemKey: 'rk-1',
  redeemedAt: Date.UTC(2026, 10, 1),
  card: { name: 'Cash voucher 100 baht', pointPerUnit: 1000 },
  status: 'active',
};
const stored = storedCodeFrom({ serial, campaignId: '1007' }, Date.UTC(2026, 10, 2));

function memoryStore(): TextStore & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return { raw, get: (n) => raw.get(n) ?? null, set: (n, v) => void raw.set(n, v), remove: (n) => void raw.delete(n) };
}

let db = 0;
function setup(cacheType: CacheType = 'local') {
  const stores = { session: memoryStore(), local: memoryStore(), cookie: memoryStore() };
  const keyStore = createKeyStore({ databaseName: `wallet-keys-${db++}` });
  const wallet = createWalletStore({ keyStore, stores, cacheType: () => cacheType });
  return { stores, keyStore, wallet };
}

describe('wallet store', () => {
  it('round-trips the codes sealed with the account key: no code text in storage', async () => {
    const { stores, wallet } = setup();
    // Names long enough that random ciphertext cannot contain them by chance.
    await wallet.save('member-7f3c9a1e', [stored]);
    const raw = stores.local.raw.get(CACHE_KEYS.wallet) ?? '';
    expect(raw).toMatch(/^g1\./);
    expect(raw).not.toContain('SC100V7731429');
    expect(raw).not.toContain('member-7f3c9a1e');
    await expect(wallet.load('member-7f3c9a1e')).resolves.toEqual([stored]);
  });

  it('never writes to the cookie store; session storage when the cache type is session', async () => {
    const cookie = setup('cookie');
    await cookie.wallet.save('m1', [stored]);
    expect(cookie.stores.cookie.raw.size).toBe(0);
    expect(cookie.stores.local.raw.has(CACHE_KEYS.wallet)).toBe(true);
    const session = setup('session');
    await session.wallet.save('m1', [stored]);
    expect(session.stores.session.raw.has(CACHE_KEYS.wallet)).toBe(true);
    expect(session.stores.local.raw.size).toBe(0);
  });

  it("another member's record, a record sealed with another key, or an altered one counts as none and is removed", async () => {
    const { stores, wallet, keyStore } = setup();
    await wallet.save('m1', [stored]);
    await expect(wallet.load('m2')).resolves.toEqual([]);
    expect(stores.local.raw.has(CACHE_KEYS.wallet)).toBe(false);

    await wallet.save('m1', [stored]);
    await keyStore.reset();
    await expect(wallet.load('m1')).resolves.toEqual([]);
    expect(stores.local.raw.has(CACHE_KEYS.wallet)).toBe(false);

    stores.local.raw.set(CACHE_KEYS.wallet, 'g1.AAAA.BBBB');
    await expect(wallet.load('m1')).resolves.toEqual([]);
  });

  it("the account cache's logout clear removes the codes from every store", async () => {
    const { stores, wallet, keyStore } = setup();
    await wallet.save('m1', [stored]);
    stores.session.raw.set(CACHE_KEYS.wallet, 'left over');
    const cache = createAccountCache({ keyStore, stores, config: () => ({ cacheType: 'local', encryptAccount: 'all' }) });
    await cache.saveAccount({ token: 't', userId: 'm1' } satisfies Account);
    await cache.clear();
    for (const each of Object.values(stores)) expect(each.raw.has(CACHE_KEYS.wallet)).toBe(false);
  });
});

describe('offline wallet, live', () => {
  it('stores codes seen online encrypted, reads them after a restart, and removes them at logout', async () => {
    const { stores, wallet } = setup();
    const first = createActor(createOfflineWalletLogic({ wallet }), { input: { member: 'm1' } }).start();
    await waitFor(first, (s) => s.matches('ready'));
    first.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial, campaignId: '1007' }] });
    await waitFor(first, (s) => s.matches({ ready: { store: 'idle' } }) && stores.local.raw.has(CACHE_KEYS.wallet));
    first.stop();

    const again = createActor(createOfflineWalletLogic({ wallet }), { input: { member: 'm1' } }).start();
    await waitFor(again, (s) => s.matches('ready'));
    expect(again.getSnapshot().context.codes.map((c) => c.serial.serial)).toEqual(['SC100V7731429']);

    again.send({ type: 'WALLET.SIGNED_OUT' });
    await waitFor(again, (s) => s.matches('signedOut'));
    expect(stores.local.raw.has(CACHE_KEYS.wallet)).toBe(false);
  });

  it('a write still encrypting when the member logs out does not bring the codes back', async () => {
    const { stores, wallet } = setup();
    const actor = createActor(createOfflineWalletLogic({ wallet }), { input: { member: 'm1' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial }] });
    expect(actor.getSnapshot().matches({ ready: { store: 'saving' } })).toBe(true);
    actor.send({ type: 'WALLET.SIGNED_OUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stores.local.raw.has(CACHE_KEYS.wallet)).toBe(false);
  });
});
