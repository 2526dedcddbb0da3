/**
 * The account cache (spec sections 3 and 7): the saved account, the cached settings and the locale.
 *
 * - Cache type (session, local, cookie) and encrypt mode (all, token, none) are read from the current
 *   settings on every call, so the cache follows the settings once they are loaded.
 * - all: the whole account is encrypted; token: only `token` and `jwt`; none: plain JSON. Each record
 *   says which mode wrote it, so changing the mode never makes an account unreadable by mistake.
 * - A record that cannot be read (wrong key, altered, not JSON) is removed and counts as no account.
 * - Logout clears the account, the cached settings and the offline wallet's codes (./walletStore.ts) from all
 *   three stores (the session then writes back the settings it runs with: src/flows/session/session.live.ts). The locale (key `locale`, local storage) is the device's language choice and stays.
 */
import type { Account, LocaleCode } from '@machines/session/session.types';
import type { CacheType, EncryptAccountMode } from '@machines/session/settings.types';
import { decryptText, encryptText } from './cipher';
import type { KeyStore } from './keyStore';
import { CACHE_KEYS } from './cacheKeys';
import { browserStores, type TextStore } from './textStores';

export { CACHE_KEYS } from './cacheKeys';

export interface AccountCacheConfig {
  cacheType: CacheType;
  encryptAccount: EncryptAccountMode;
}

export interface AccountCache {
  loadAccount(): Promise<Account | null>;
  saveAccount(account: Account): Promise<void>;
  /** Logout: removes the account, the cached settings and the stored codes from every store. */
  clear(): Promise<void>;
  /** The settings answer cached by cache type (plain JSON: nothing secret). */
  loadSettings(): unknown;
  saveSettings(remote: unknown): void;
  /** The saved locale code, or null. */
  getLocale(): LocaleCode | null;
  setLocale(locale: LocaleCode): void;
}

export interface AccountCacheOptions {
  keyStore: KeyStore;
  /** Current cache type and encrypt mode (from the settings). */
  config: () => AccountCacheConfig;
  /** @default the browser's session storage, local storage and cookies */
  stores?: Record<CacheType, TextStore>;
}

interface StoredRecord {
  v: 1;
  mode: EncryptAccountMode;
  /** all: sealed JSON text; token and none: the account object (token and jwt sealed in token mode). */
  data: string | Account;
}

const SEALED_FIELDS = ['token', 'jwt'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAccount(value: unknown): value is Account {
  return isRecord(value) && typeof value.token === 'string';
}

export function createAccountCache(options: AccountCacheOptions): AccountCache {
  const stores = options.stores ?? browserStores();
  const store = () => stores[options.config().cacheType];

  async function encode(account: Account, mode: EncryptAccountMode): Promise<StoredRecord> {
    if (mode === 'none') return { v: 1, mode, data: account };
    const key = await options.keyStore.getKey();
    if (mode === 'all') return { v: 1, mode, data: await encryptText(key, JSON.stringify(account)) };
    const data: Account = { ...account };
    for (const field of SEALED_FIELDS) {
      const value = account[field];
      if (typeof value === 'string' && value !== '') data[field] = await encryptText(key, value);
    }
    return { v: 1, mode, data };
  }

  async function decode(record: StoredRecord): Promise<Account> {
    if (record.mode === 'none' && isAccount(record.data)) return record.data;
    const key = await options.keyStore.getKey();
    if (record.mode === 'all' && typeof record.data === 'string') {
      const account: unknown = JSON.parse(await decryptText(key, record.data));
      if (isAccount(account)) return account;
    }
    if (record.mode === 'token' && isAccount(record.data)) {
      const account: Account = { ...record.data };
      for (const field of SEALED_FIELDS) {
        const value = record.data[field];
        if (typeof value === 'string' && value !== '') account[field] = await decryptText(key, value);
      }
      return account;
    }
    throw new Error('Unreadable account record');
  }

  return {
    async loadAccount() {
      const target = store();
      const text = target.get(CACHE_KEYS.account);
      if (text === null) return null;
      try {
        const record: unknown = JSON.parse(text);
        if (!isRecord(record) || record.v !== 1) throw new Error('Unknown account record');
        return await decode(record as unknown as StoredRecord);
      } catch {
        target.remove(CACHE_KEYS.account);
        return null;
      }
    },
    async saveAccount(account) {
      const record = await encode(account, options.config().encryptAccount);
      store().set(CACHE_KEYS.account, JSON.stringify(record));
    },
    async clear() {
      for (const each of Object.values(stores)) {
        each.remove(CACHE_KEYS.account);
        each.remove(CACHE_KEYS.settings);
        each.remove(CACHE_KEYS.wallet);
      }
    },
    loadSettings() {
      const text = store().get(CACHE_KEYS.settings);
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        store().remove(CACHE_KEYS.settings);
        return null;
      }
    },
    saveSettings(remote) {
      store().set(CACHE_KEYS.settings, JSON.stringify(remote));
    },
    getLocale() {
      const value = stores.local.get(CACHE_KEYS.locale);
      return value === '1033' ? 1033 : value === '1054' ? 1054 : null;
    },
    setLocale(locale) {
      stores.local.set(CACHE_KEYS.locale, String(locale));
    },
  };
}
