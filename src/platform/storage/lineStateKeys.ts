/**
 * Where the LINE state lives in the browser's storage, and the logout that forgets it (spec section 4,
 * Messaging login: logout clears all stored LINE tokens). Kept apart from the sealed store
 * (src/platform/storage/lineState.ts, which uses these) so that logout, wired into the session from the app
 * shell, does not bring the store into the first route.
 */
import { createWebStorageStore, type TextStore } from './textStores';

/** Prefix of the LINE keys in local storage (logout removes every key under it). */
export const LINE_STORE_PREFIX = 'LINE_STORE:';
/** Local-storage key of the sealed messaging SDK state. */
export const LINE_STATE_KEY = `${LINE_STORE_PREFIX}state`;
/** Session-storage key of the sealed login ID token. */
export const LINE_ID_TOKEN_KEY = 'line.idToken';
/** Session-storage key of the PKCE round trip. */
export const LINE_PENDING_LOGIN_KEY = 'line.pendingLogin';

/** The keys of the browser's local storage (none when it is unavailable). */
function localKeys(): string[] {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return [];
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** Runs a storage access; storage can be unavailable (private mode, quota): LINE state is then kept for this page only. */
export function safely(run: () => void): void {
  try {
    run();
  } catch {
    // Storage unavailable: nothing more to do.
  }
}

/** The browser's local storage, with its keys (the default of the store and of logout). */
export function browserLocal(): TextStore & { keys: () => string[] } {
  return { ...createWebStorageStore(() => globalThis.localStorage), keys: localKeys };
}

/** The browser's session storage. */
export function browserSession(): TextStore {
  return createWebStorageStore(() => globalThis.sessionStorage);
}

/** Forgets every LINE key under the prefix, the login ID token and any half-finished round trip. */
export function clearLineStateIn(local: Pick<TextStore, 'remove'> & { keys?: () => string[] }, session: Pick<TextStore, 'remove'>): void {
  safely(() => {
    for (const key of local.keys?.() ?? [LINE_STATE_KEY]) {
      if (key.startsWith(LINE_STORE_PREFIX)) local.remove(key);
    }
    session.remove(LINE_ID_TOKEN_KEY);
    session.remove(LINE_PENDING_LOGIN_KEY);
  });
}

/** Logout: forgets every stored LINE token (no key needed to forget). Outside a browser there is nothing to clear. */
export function clearLineState(): void {
  if (typeof globalThis.localStorage === 'undefined' && typeof globalThis.sessionStorage === 'undefined') return;
  clearLineStateIn(browserLocal(), browserSession());
}
