/**
 * Where the browser keeps LINE state (spec section 3 "Messaging SDK state (stored locally)"): access token,
 * ID token, decoded ID token, client id, login temp data (the code verifier) and expiry in local storage
 * under one prefix, and the login ID token in session storage under an id-token key. The PKCE round trip
 * (verifier, state, nonce, deep link, redirect URI) lives in session storage only until LINE returns.
 * Logout clears all of it.
 */
import type { LineIdTokenClaims, LineTokenSet, PendingLineLogin } from '@machines/lineLogin/lineLogin.types';

/** Prefix of every messaging SDK key in local storage. */
export const LINE_STORE_PREFIX = 'LINE_STORE:';
/** Session-storage key of the login ID token. */
export const LINE_ID_TOKEN_KEY = 'line.idToken';
/** Session-storage key of the PKCE round trip. */
export const LINE_PENDING_LOGIN_KEY = 'line.pendingLogin';

/** Field names of the stored messaging SDK state. */
export const LINE_STORE_FIELDS = ['accessToken', 'IDToken', 'decodedIDToken', 'clientId', 'loginTmp', 'expires'] as const;

export interface LineStorages {
  local: Storage;
  session: Storage;
}

function browserStorages(): LineStorages {
  return { local: window.localStorage, session: window.sessionStorage };
}

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // Storage can be unavailable (private mode, quota); LINE state is then kept for this page only.
  }
}

/** Keeps the PKCE round trip until LINE redirects back. */
export function savePendingLogin(pending: PendingLineLogin, storages: LineStorages = browserStorages()): void {
  safely(() => storages.session.setItem(LINE_PENDING_LOGIN_KEY, JSON.stringify(pending)));
}

/** Reads the PKCE round trip; null when absent or unreadable. */
export function loadPendingLogin(storages: LineStorages = browserStorages()): PendingLineLogin | null {
  try {
    const raw = storages.session.getItem(LINE_PENDING_LOGIN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingLineLogin>;
    if (typeof value.codeVerifier !== 'string' || typeof value.state !== 'string' || typeof value.nonce !== 'string') return null;
    return {
      codeVerifier: value.codeVerifier,
      state: value.state,
      nonce: value.nonce,
      next: typeof value.next === 'string' ? value.next : '/',
      redirectUri: typeof value.redirectUri === 'string' ? value.redirectUri : '',
    };
  } catch {
    return null;
  }
}

export function clearPendingLogin(storages: LineStorages = browserStorages()): void {
  safely(() => storages.session.removeItem(LINE_PENDING_LOGIN_KEY));
}

/** Keeps the login ID token (the raw token LIFF or the token endpoint gave) under the id-token key. */
export function saveLoginIdToken(idToken: string, storages: LineStorages = browserStorages()): void {
  safely(() => storages.session.setItem(LINE_ID_TOKEN_KEY, idToken));
}

/** Stores the tokens of a verified login (spec section 3). */
export function saveLineTokens(
  value: { tokens: LineTokenSet; claims: LineIdTokenClaims; clientId: string; codeVerifier: string; now?: number },
  storages: LineStorages = browserStorages(),
): void {
  const now = value.now ?? Date.now();
  const entries: Record<(typeof LINE_STORE_FIELDS)[number], string> = {
    accessToken: value.tokens.accessToken,
    IDToken: value.tokens.idToken,
    decodedIDToken: JSON.stringify(value.claims),
    clientId: value.clientId,
    loginTmp: JSON.stringify({ codeVerifier: value.codeVerifier }),
    expires: String(now + value.tokens.expiresIn * 1000),
  };
  safely(() => {
    for (const [field, v] of Object.entries(entries)) storages.local.setItem(`${LINE_STORE_PREFIX}${field}`, v);
    storages.session.setItem(LINE_ID_TOKEN_KEY, value.tokens.idToken);
  });
}

/** Reads one stored field (for diagnostics and tests). */
export function readLineStore(field: (typeof LINE_STORE_FIELDS)[number], storages: LineStorages = browserStorages()): string | null {
  try {
    return storages.local.getItem(`${LINE_STORE_PREFIX}${field}`);
  } catch {
    return null;
  }
}

/** Logout: forgets every stored LINE token, the login ID token and any half-finished round trip. */
export function clearLineState(given?: LineStorages): void {
  safely(() => {
    // Outside a browser (Node tests of the session wiring) there is nothing to clear.
    if (!given && typeof window === 'undefined') return;
    const storages = given ?? browserStorages();
    const keys: string[] = [];
    for (let i = 0; i < storages.local.length; i += 1) {
      const key = storages.local.key(i);
      if (key?.startsWith(LINE_STORE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storages.local.removeItem(key);
    storages.session.removeItem(LINE_ID_TOKEN_KEY);
    storages.session.removeItem(LINE_PENDING_LOGIN_KEY);
  });
}
