import { beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '@machines/session/session.types';
import type { CacheType, EncryptAccountMode } from '@machines/session/settings.types';
import { CACHE_KEYS, createAccountCache, type AccountCacheConfig } from '@/platform/storage/accountCache';
import { decryptText, encryptText, ivOf } from '@/platform/storage/cipher';
import { createKeyStore } from '@/platform/storage/keyStore';
import { COOKIE_MAX_AGE_SECONDS, createCookieStore, type TextStore } from '@/platform/storage/textStores';

const account: Account = {
  token: 'token-abc',
  jwt: 'jwt-xyz',
  userId: 'u-1',
  uuid: 'uuid-1',
  userLevel: 4,
  contactNumber: '0812345678',
  locale: 1054,
};

/** An in-memory store per cache type, recording the raw text so tests can look at what was written. */
function memoryStore(): TextStore & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return { raw, get: (n) => raw.get(n) ?? null, set: (n, v) => void raw.set(n, v), remove: (n) => void raw.delete(n) };
}

let dbCounter = 0;
function setup(config: AccountCacheConfig) {
  const stores = { session: memoryStore(), local: memoryStore(), cookie: memoryStore() };
  const keyStore = createKeyStore({ databaseName: `test-keys-${dbCounter++}` });
  const current = { ...config };
  const cache = createAccountCache({ keyStore, stores, config: () => current });
  return { cache, stores, keyStore, current };
}

const cacheTypes: CacheType[] = ['session', 'local', 'cookie'];
const modes: EncryptAccountMode[] = ['all', 'token', 'none'];

describe('account cache', () => {
  for (const cacheType of cacheTypes) {
    for (const mode of modes) {
      it(`round-trips the account in ${cacheType} storage with encrypt mode ${mode}`, async () => {
        const { cache, stores } = setup({ cacheType, encryptAccount: mode });
        await cache.saveAccount(account);
        const text = stores[cacheType].raw.get(CACHE_KEYS.account) ?? '';
        expect(text).not.toBe('');
        for (const other of cacheTypes.filter((c) => c !== cacheType)) expect(stores[other].raw.size).toBe(0);
        if (mode === 'all') {
          expect(text).not.toContain('token-abc');
          expect(text).not.toContain('0812345678');
        } else if (mode === 'token') {
          expect(text).not.toContain('token-abc');
          expect(text).not.toContain('jwt-xyz');
          expect(text).toContain('0812345678');
        } else {
          expect(text).toContain('token-abc');
        }
        await expect(cache.loadAccount()).resolves.toEqual(account);
      });
    }
  }

  it('has no account when nothing was saved', async () => {
    const { cache } = setup({ cacheType: 'local', encryptAccount: 'all' });
    await expect(cache.loadAccount()).resolves.toBeNull();
  });

  it('reads an account written in another mode (each record says how it was written)', async () => {
    const { cache, current } = setup({ cacheType: 'local', encryptAccount: 'token' });
    await cache.saveAccount(account);
    current.encryptAccount = 'all';
    await expect(cache.loadAccount()).resolves.toEqual(account);
  });

  for (const mode of ['all', 'token'] as const) {
    it(`treats an account sealed with another key as no account and removes it (${mode})`, async () => {
      const { cache, stores, keyStore } = setup({ cacheType: 'local', encryptAccount: mode });
      await cache.saveAccount(account);
      await keyStore.reset();
      await expect(cache.loadAccount()).resolves.toBeNull();
      expect(stores.local.raw.has(CACHE_KEYS.account)).toBe(false);
    });
  }

  it.each([
    ['not JSON', '{{{'],
    ['unknown version', JSON.stringify({ v: 9, mode: 'none', data: account })],
    ['altered ciphertext', null],
    ['plain record without a token', JSON.stringify({ v: 1, mode: 'none', data: { userId: 'x' } })],
  ])('treats corrupt data (%s) as no account', async (_label, text) => {
    const { cache, stores } = setup({ cacheType: 'session', encryptAccount: 'all' });
    await cache.saveAccount(account);
    if (text === null) {
      const record = JSON.parse(stores.session.raw.get(CACHE_KEYS.account) ?? '') as { data: string };
      const flipped = record.data.slice(0, -4) + (record.data.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      stores.session.raw.set(CACHE_KEYS.account, JSON.stringify({ ...record, data: flipped }));
    } else {
      stores.session.raw.set(CACHE_KEYS.account, text);
    }
    await expect(cache.loadAccount()).resolves.toBeNull();
    expect(stores.session.raw.has(CACHE_KEYS.account)).toBe(false);
  });

  it('clear() (logout) removes account and settings from every store and keeps the locale', async () => {
    const { cache, stores, current } = setup({ cacheType: 'local', encryptAccount: 'all' });
    for (const cacheType of cacheTypes) {
      current.cacheType = cacheType;
      await cache.saveAccount(account);
      cache.saveSettings({ appid: 'x' });
    }
    cache.setLocale(1033);
    await cache.clear();
    for (const cacheType of cacheTypes) {
      expect(stores[cacheType].raw.has(CACHE_KEYS.account)).toBe(false);
      expect(stores[cacheType].raw.has(CACHE_KEYS.settings)).toBe(false);
    }
    expect(cache.getLocale()).toBe(1033);
  });

  it('keeps the locale under the `locale` key in local storage', () => {
    const { cache, stores } = setup({ cacheType: 'cookie', encryptAccount: 'all' });
    expect(cache.getLocale()).toBeNull();
    cache.setLocale(1033);
    expect(stores.local.raw.get('locale')).toBe('1033');
    expect(cache.getLocale()).toBe(1033);
    stores.local.raw.set('locale', 'fr');
    expect(cache.getLocale()).toBeNull();
  });

  it('caches the settings answer by cache type', () => {
    const { cache, stores, current } = setup({ cacheType: 'session', encryptAccount: 'all' });
    cache.saveSettings({ appid: 'a1' });
    expect(stores.session.raw.has(CACHE_KEYS.settings)).toBe(true);
    expect(cache.loadSettings()).toEqual({ appid: 'a1' });
    current.cacheType = 'cookie';
    expect(cache.loadSettings()).toBeNull();
  });
});

describe('encryption', () => {
  it('uses a random non-extractable AES-GCM 128-bit key kept in IndexedDB', async () => {
    const name = `test-keys-${dbCounter++}`;
    const key = await createKeyStore({ databaseName: name }).getKey();
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 128 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    // A second store on the same database (a reload) finds the same key: it decrypts the first one's text.
    const sealed = await encryptText(key, 'hello');
    const again = await createKeyStore({ databaseName: name }).getKey();
    await expect(decryptText(again, sealed)).resolves.toBe('hello');
  });

  it('draws a fresh 12-byte IV for every write', async () => {
    const key = await createKeyStore({ databaseName: `test-keys-${dbCounter++}` }).getKey();
    const sealed = await Promise.all(Array.from({ length: 50 }, () => encryptText(key, 'same text')));
    const ivs = sealed.map((s) => ivOf(s) ?? '');
    expect(new Set(ivs).size).toBe(50);
    expect(new Set(sealed).size).toBe(50);
    for (const iv of ivs) expect(atob(iv)).toHaveLength(12);
  });

  it('fresh IVs also across account writes', async () => {
    const { cache, stores } = setup({ cacheType: 'local', encryptAccount: 'all' });
    await cache.saveAccount(account);
    const first = stores.local.raw.get(CACHE_KEYS.account);
    await cache.saveAccount(account);
    expect(stores.local.raw.get(CACHE_KEYS.account)).not.toBe(first);
  });
});

describe('cookie store', () => {
  let written: string[];
  const fakeDocument = () => {
    const jar = new Map<string, string>();
    return {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(line: string) {
        written.push(line);
        const [pair] = line.split(';');
        const [name, value] = (pair ?? '').split('=');
        if (/Max-Age=0/.test(line)) jar.delete(name ?? '');
        else jar.set(name ?? '', value ?? '');
      },
    } as unknown as Document;
  };
  beforeEach(() => {
    written = [];
  });

  it('writes with 10 days, path /, Secure and SameSite=Lax, and reads back', () => {
    const doc = fakeDocument();
    const store = createCookieStore(() => doc);
    store.set('pm.account', '{"a":"b c;d"}');
    expect(written[0]).toContain(`Max-Age=${COOKIE_MAX_AGE_SECONDS}`);
    expect(COOKIE_MAX_AGE_SECONDS).toBe(864000);
    expect(written[0]).toMatch(/; Path=\/;/);
    expect(written[0]).toContain('; Secure');
    expect(written[0]).toContain('SameSite=Lax');
    expect(store.get('pm.account')).toBe('{"a":"b c;d"}');
    store.remove('pm.account');
    expect(store.get('pm.account')).toBeNull();
  });
});

describe('browser stores (jsdom)', () => {
  it.each(['session', 'local'] as const)('saves and clears the account in real %s storage', async (cacheType) => {
    const cache = createAccountCache({ keyStore: createKeyStore({ databaseName: `test-keys-${dbCounter++}` }), config: () => ({ cacheType, encryptAccount: 'all' }) });
    await cache.saveAccount(account);
    const storage = cacheType === 'session' ? sessionStorage : localStorage;
    expect(storage.getItem(CACHE_KEYS.account)).toMatch(/^\{"v":1,"mode":"all","data":"g1\./);
    await expect(cache.loadAccount()).resolves.toEqual(account);
    await cache.clear();
    expect(storage.getItem(CACHE_KEYS.account)).toBeNull();
  });
});
