/**
 * Where the offline wallet keeps the member's codes (machines/offlineWallet): one record under `pm.wallet`,
 * always sealed with the account cache's key (./keyStore.ts, AES-GCM through ./cipher.ts) whatever the encrypt
 * mode, because a code can be used by whoever reads it. The record names its member, so another member's
 * codes are never shown. Local storage, or session storage when the cache type is `session` (the codes then
 * live no longer than the account); never a cookie, which would travel to the server with every request.
 */
import type { CacheType } from '@machines/session/settings.types';
import type { StoredCode } from '@/domain/offline/wallet';
import { decryptText, encryptText } from './cipher';
import { CACHE_KEYS } from './cacheKeys';
import type { KeyStore } from './keyStore';
import { browserStores, type TextStore } from './textStores';

export interface WalletStore {
  /** The member's codes; none when nothing is stored, the record is unreadable (then removed) or names another member. */
  load(member: string): Promise<StoredCode[]>;
  /** Encrypts and writes; skips the write when `signal` was aborted meanwhile (a logout came first). */
  save(member: string, codes: readonly StoredCode[], signal?: AbortSignal): Promise<void>;
  /** Removes the codes from every store. */
  clear(): void;
}

export interface WalletStoreOptions {
  keyStore: KeyStore;
  /** The settings' cache type of the moment. */
  cacheType: () => CacheType;
  /** @default the browser's session storage, local storage and cookies */
  stores?: Record<CacheType, TextStore>;
}

interface WalletRecord {
  v: 1;
  member: string;
  codes: StoredCode[];
}

function isStoredCode(value: unknown): value is StoredCode {
  if (typeof value !== 'object' || value === null) return false;
  const serial: unknown = (value as { serial?: unknown }).serial;
  return typeof serial === 'object' && serial !== null && typeof (serial as { serial?: unknown }).serial === 'string'
    && typeof (serial as { redeemKey?: unknown }).redeemKey === 'string';
}

function isWalletRecord(value: unknown): value is WalletRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<WalletRecord>;
  return record.v === 1 && typeof record.member === 'string' && Array.isArray(record.codes) && record.codes.every(isStoredCode);
}

export function createWalletStore(options: WalletStoreOptions): WalletStore {
  const stores = options.stores ?? browserStores();
  const store = () => (options.cacheType() === 'session' ? stores.session : stores.local);

  return {
    async load(member) {
      const target = store();
      const sealed = target.get(CACHE_KEYS.wallet);
      if (sealed === null) return [];
      try {
        const record: unknown = JSON.parse(await decryptText(await options.keyStore.getKey(), sealed));
        if (!isWalletRecord(record)) throw new Error('Unknown wallet record');
        if (record.member !== member) {
          target.remove(CACHE_KEYS.wallet);
          return [];
        }
        return record.codes;
      } catch {
        target.remove(CACHE_KEYS.wallet);
        return [];
      }
    },
    async save(member, codes, signal) {
      const record: WalletRecord = { v: 1, member, codes: [...codes] };
      const sealed = await encryptText(await options.keyStore.getKey(), JSON.stringify(record));
      if (signal?.aborted) return;
      store().set(CACHE_KEYS.wallet, sealed);
    },
    clear() {
      for (const each of Object.values(stores)) each.remove(CACHE_KEYS.wallet);
    },
  };
}
