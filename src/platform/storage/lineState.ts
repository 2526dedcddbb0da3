/**
 * The LINE state the browser keeps (spec section 3 "Messaging SDK state (stored locally)"), sealed with the
 * same AES-GCM cipher and the same non-extractable key as the saved account (./cipher, ./keyStore):
 *
 * - `LINE_STORE:state` in local storage: one sealed record with the access token, the ID token, the decoded
 *   ID token (name, picture), the client id and the expiry. Nothing of it is readable from a storage dump.
 * - `line.idToken` in session storage: the login ID token of the messaging login (spec: "kept in session
 *   cache under an id-token key"), sealed too.
 * - `line.pendingLogin` in session storage: the PKCE round trip (verifier, state, nonce, deep link, redirect
 *   URI), only between the redirect to LINE and the return. It is taken (read and removed) when LINE comes
 *   back, so the verifier is used once and never outlives the round trip; it is not kept with the tokens.
 *
 * A sealed record that cannot be read (key lost, altered) is removed and counts as nothing stored. Logout
 * clears all of it, including the plain keys older versions wrote under the `LINE_STORE:` prefix.
 */
import type { LineIdTokenClaims, LineTokenSet, PendingLineLogin } from '@machines/lineLogin/lineLogin.types';
import { decryptText, encryptText } from './cipher';
import { sharedKeyStore, type KeyStore } from './keyStore';
import { browserLocal, browserSession, clearLineStateIn, LINE_ID_TOKEN_KEY, LINE_PENDING_LOGIN_KEY, LINE_STATE_KEY, safely } from './lineStateKeys';
import type { TextStore } from './textStores';

export { clearLineState, LINE_ID_TOKEN_KEY, LINE_PENDING_LOGIN_KEY, LINE_STATE_KEY, LINE_STORE_PREFIX } from './lineStateKeys';

/** The messaging SDK state, as read back. */
export interface LineState {
  accessToken: string;
  IDToken: string;
  decodedIDToken: LineIdTokenClaims;
  clientId: string;
  /** Expiry of the access token, ms since the epoch. */
  expires: number;
}

export interface LineStateStore {
  /** Seals and stores the tokens of a verified login. */
  saveTokens(value: { tokens: LineTokenSet; claims: LineIdTokenClaims; clientId: string; now?: number }): Promise<void>;
  /** The stored state, or null (none, or unreadable: then it is removed). */
  loadTokens(): Promise<LineState | null>;
  /** Seals and keeps the login ID token (the raw token LIFF or the token endpoint gave). */
  saveLoginIdToken(idToken: string): Promise<void>;
  loadLoginIdToken(): Promise<string | null>;
  /** Keeps the PKCE round trip until LINE redirects back. */
  savePendingLogin(pending: PendingLineLogin): void;
  /** Reads the PKCE round trip and removes it (it is good for one return only); null when absent or unreadable. */
  takePendingLogin(): PendingLineLogin | null;
  clearPendingLogin(): void;
  /** Logout: forgets every LINE key, the login ID token and any half-finished round trip. */
  clear(): void;
}

export interface LineStateStoreOptions {
  /** @default the key of the account cache ({@link sharedKeyStore}) */
  keyStore?: KeyStore;
  /** @default the browser's local storage */
  local?: TextStore & { keys?: () => string[] };
  /** @default the browser's session storage */
  session?: TextStore;
}

function isClaims(value: unknown): value is LineIdTokenClaims {
  return typeof value === 'object' && value !== null && typeof (value as { sub?: unknown }).sub === 'string';
}

function parsePending(raw: string | null): PendingLineLogin | null {
  if (!raw) return null;
  try {
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

export function createLineStateStore(options: LineStateStoreOptions = {}): LineStateStore {
  const keyStore = options.keyStore ?? sharedKeyStore();
  const local = options.local ?? browserLocal();
  const session = options.session ?? browserSession();

  async function seal(plain: string): Promise<string> {
    return encryptText(await keyStore.getKey(), plain);
  }

  async function open(store: TextStore, name: string): Promise<string | null> {
    let sealed: string | null;
    try {
      sealed = store.get(name);
    } catch {
      return null;
    }
    if (sealed === null) return null;
    try {
      return await decryptText(await keyStore.getKey(), sealed);
    } catch {
      safely(() => store.remove(name));
      return null;
    }
  }

  async function saveLoginIdToken(idToken: string): Promise<void> {
    const sealed = await seal(idToken);
    safely(() => session.set(LINE_ID_TOKEN_KEY, sealed));
  }

  return {
    async saveTokens({ tokens, claims, clientId, now = Date.now() }) {
      const state: LineState = {
        accessToken: tokens.accessToken,
        IDToken: tokens.idToken,
        decodedIDToken: claims,
        clientId,
        expires: now + tokens.expiresIn * 1000,
      };
      const sealed = await seal(JSON.stringify(state));
      safely(() => local.set(LINE_STATE_KEY, sealed));
      await saveLoginIdToken(tokens.idToken);
    },
    async loadTokens() {
      const text = await open(local, LINE_STATE_KEY);
      if (text === null) return null;
      try {
        const value = JSON.parse(text) as Partial<LineState>;
        if (typeof value.accessToken === 'string' && typeof value.IDToken === 'string' && isClaims(value.decodedIDToken)) {
          return {
            accessToken: value.accessToken,
            IDToken: value.IDToken,
            decodedIDToken: value.decodedIDToken,
            clientId: typeof value.clientId === 'string' ? value.clientId : '',
            expires: typeof value.expires === 'number' ? value.expires : 0,
          };
        }
      } catch {
        // fall through: unreadable
      }
      safely(() => local.remove(LINE_STATE_KEY));
      return null;
    },
    saveLoginIdToken,
    loadLoginIdToken() {
      return open(session, LINE_ID_TOKEN_KEY);
    },
    savePendingLogin(pending) {
      safely(() => session.set(LINE_PENDING_LOGIN_KEY, JSON.stringify(pending)));
    },
    takePendingLogin() {
      let raw: string | null = null;
      safely(() => {
        raw = session.get(LINE_PENDING_LOGIN_KEY);
        session.remove(LINE_PENDING_LOGIN_KEY);
      });
      return parsePending(raw);
    },
    clearPendingLogin() {
      safely(() => session.remove(LINE_PENDING_LOGIN_KEY));
    },
    clear() {
      clearLineStateIn(local, session);
    },
  };
}

let shared: LineStateStore | undefined;

/** The page's LINE state store (sealed with the account cache's key). */
export function lineStateStore(): LineStateStore {
  shared ??= createLineStateStore();
  return shared;
}
