/**
 * The three cache types of spec section 7 behind one small interface. Cookies last 10 days, path /,
 * Secure, SameSite=Lax.
 */
import type { CacheType } from '@machines/session/settings.types';

export interface TextStore {
  get(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/** Cookie lifetime of spec section 9: 10 days. */
export const COOKIE_MAX_AGE_SECONDS = 10 * 24 * 60 * 60;

export function createWebStorageStore(storage: () => Storage | undefined): TextStore {
  return {
    get: (name) => storage()?.getItem(name) ?? null,
    set: (name, value) => storage()?.setItem(name, value),
    remove: (name) => storage()?.removeItem(name),
  };
}

export function createCookieStore(doc: () => Document | undefined): TextStore {
  const attributes = `; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Secure; SameSite=Lax`;
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const entry = (doc()?.cookie ?? '').split('; ').find((part) => part.startsWith(prefix));
      return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
    },
    set(name, value) {
      const d = doc();
      if (d) d.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes}`;
    },
    remove(name) {
      const d = doc();
      if (d) d.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; Secure; SameSite=Lax`;
    },
  };
}

/** The browser's stores, by cache type. */
export function browserStores(): Record<CacheType, TextStore> {
  return {
    session: createWebStorageStore(() => globalThis.sessionStorage),
    local: createWebStorageStore(() => globalThis.localStorage),
    cookie: createCookieStore(() => globalThis.document),
  };
}
