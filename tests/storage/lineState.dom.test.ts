/**
 * Stored LINE state (spec section 3) sealed with the account cache's cipher and key: the raw text of local
 * and session storage never holds a token, the decoded ID token (name, picture) or the PKCE verifier; the
 * round trip is taken once; logout clears it all.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { decryptText } from '@/platform/storage/cipher';
import { createKeyStore } from '@/platform/storage/keyStore';
import {
  clearLineState,
  createLineStateStore,
  LINE_ID_TOKEN_KEY,
  LINE_PENDING_LOGIN_KEY,
  LINE_STATE_KEY,
  LINE_STORE_PREFIX,
} from '@/platform/storage/lineState';

const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.access-token-body.sig-abc';
const ID_TOKEN = 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJVMSJ9.c2lnbmF0dXJl';
const VERIFIER = 'v3rifierV3rifierV3rifierV3rifierV3rifier123';
const claims = { iss: 'https://access.line.me', sub: 'U4af4980629f5f1b8', aud: '1650000000', exp: 2, iat: 1, name: 'Somchai Jaidee', picture: 'https://profile.line-scdn.net/abc' };
const secrets = [ACCESS, ID_TOKEN, VERIFIER, 'Somchai', 'profile.line-scdn.net', 'U4af4980629f5f1b8', 'access-token-body'];

/** Everything both web storages hold, as raw text. */
function rawStorage(): string {
  const dump: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i) ?? '';
      dump.push(`${key}=${storage.getItem(key) ?? ''}`);
    }
  }
  return dump.join('\n');
}

let n = 0;
function setup() {
  const keyStore = createKeyStore({ databaseName: `line-state-${n++}` });
  return { keyStore, store: createLineStateStore({ keyStore }) };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('LINE state store', () => {
  it('keeps no plain token, decoded ID token or verifier in raw storage, and reads it back', async () => {
    const { store, keyStore } = setup();
    await store.saveTokens({ tokens: { accessToken: ACCESS, idToken: ID_TOKEN, expiresIn: 100 }, claims, clientId: '1650000000', now: 1000 });
    const raw = rawStorage();
    for (const secret of secrets) expect(raw).not.toContain(secret);
    // Sealed the way the account is: `g1.<iv>.<ciphertext>`, opened only with the key.
    expect(localStorage.getItem(LINE_STATE_KEY)).toMatch(/^g1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(sessionStorage.getItem(LINE_ID_TOKEN_KEY)).toMatch(/^g1\./);
    expect(JSON.parse(await decryptText(await keyStore.getKey(), localStorage.getItem(LINE_STATE_KEY) ?? ''))).toMatchObject({ accessToken: ACCESS });
    // Nothing of the round trip is kept with the tokens (no loginTmp).
    expect(Object.keys(localStorage).filter((k) => k.startsWith(LINE_STORE_PREFIX))).toEqual([LINE_STATE_KEY]);

    await expect(store.loadTokens()).resolves.toEqual({ accessToken: ACCESS, IDToken: ID_TOKEN, decodedIDToken: claims, clientId: '1650000000', expires: 101_000 });
    await expect(store.loadLoginIdToken()).resolves.toBe(ID_TOKEN);
  });

  it('seals the login ID token of the LIFF way too', async () => {
    const { store } = setup();
    await store.saveLoginIdToken(ID_TOKEN);
    expect(rawStorage()).not.toContain(ID_TOKEN);
    await expect(store.loadLoginIdToken()).resolves.toBe(ID_TOKEN);
  });

  it('a record sealed with another key (site data cleared, copied storage) reads as nothing and is removed', async () => {
    const first = setup();
    await first.store.saveTokens({ tokens: { accessToken: ACCESS, idToken: ID_TOKEN, expiresIn: 100 }, claims, clientId: 'c' });
    const other = setup();
    await expect(other.store.loadTokens()).resolves.toBeNull();
    await expect(other.store.loadLoginIdToken()).resolves.toBeNull();
    expect(localStorage.getItem(LINE_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(LINE_ID_TOKEN_KEY)).toBeNull();
  });

  it('keeps the PKCE round trip in session storage only, and it is taken once', () => {
    const { store } = setup();
    store.savePendingLogin({ codeVerifier: VERIFIER, state: 's'.repeat(12), nonce: 'n'.repeat(12), next: '/campaign/1', redirectUri: 'http://localhost/linelogin' });
    expect(Object.keys(localStorage)).toEqual([]);
    expect(sessionStorage.getItem(LINE_PENDING_LOGIN_KEY)).toContain(VERIFIER);
    expect(store.takePendingLogin()).toMatchObject({ codeVerifier: VERIFIER, next: '/campaign/1' });
    expect(sessionStorage.getItem(LINE_PENDING_LOGIN_KEY)).toBeNull();
    expect(store.takePendingLogin()).toBeNull();
    expect(rawStorage()).not.toContain(VERIFIER);
  });

  it('ignores a damaged round trip', () => {
    const { store } = setup();
    sessionStorage.setItem(LINE_PENDING_LOGIN_KEY, '{not json');
    expect(store.takePendingLogin()).toBeNull();
  });

  it('logout clears every LINE key, including plain ones older versions wrote, and nothing else', async () => {
    const { store } = setup();
    await store.saveTokens({ tokens: { accessToken: ACCESS, idToken: ID_TOKEN, expiresIn: 100 }, claims, clientId: 'c' });
    store.savePendingLogin({ codeVerifier: VERIFIER, state: 's', nonce: 'n', next: '/', redirectUri: '' });
    localStorage.setItem(`${LINE_STORE_PREFIX}accessToken`, ACCESS);
    localStorage.setItem(`${LINE_STORE_PREFIX}loginTmp`, JSON.stringify({ codeVerifier: VERIFIER }));
    localStorage.setItem('unrelated', 'kept');
    clearLineState();
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    expect(sessionStorage.getItem(LINE_ID_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(LINE_PENDING_LOGIN_KEY)).toBeNull();
    for (const secret of secrets) expect(rawStorage()).not.toContain(secret);
  });
});
