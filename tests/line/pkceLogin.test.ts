// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { selectErrorMessage, selectView } from '@machines/lineLogin/lineLogin.selectors';
import {
  CHANNEL_ID,
  claims,
  createTestKey,
  newCalls,
  NOW,
  PENDING,
  pkceInput,
  pkceMachine,
  runToRest,
  signHs256,
  signToken,
  type TestKey,
} from './lineTestKit';

let key: TestKey;
let otherKey: TestKey;

beforeAll(async () => {
  key = await createTestKey('line-kid-1');
  otherKey = await createTestKey('line-kid-unknown');
});

async function run(idToken: string, extra: Partial<Parameters<typeof pkceMachine>[0]> = {}, input = pkceInput()) {
  const calls = newCalls();
  const { snapshot } = await runToRest(pkceMachine({ idToken, jwks: [key.jwk], ...extra }, calls), input);
  return { snapshot, calls };
}

describe('lineLogin in a browser (PKCE)', () => {
  // Fake time: only Date is faked, so Web Crypto and promises run normally.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exchanges the code, verifies the ID token, signs in with the raw token and returns to the deep link', async () => {
    const token = await signToken(key, claims());
    const { snapshot, calls } = await run(token);
    expect(snapshot.value).toBe('signedIn');
    expect(selectView(snapshot)).toBe('done');
    expect(calls.exchange).toEqual([{ code: 'the-code', codeVerifier: PENDING.codeVerifier, redirectUri: PENDING.redirectUri, channelId: CHANNEL_ID }]);
    expect(calls.appLogin).toEqual([{ idToken: token }]);
    expect(calls.appLogin[0]?.idToken).not.toBe('U4af4980629f5f1b8a2b7c3d9e8f70011');
    expect(calls.signedIn).toEqual([{ token: 'member-token', userId: 'U100245' }]);
    expect(calls.persisted).toBe(1);
    expect(calls.cleared).toBe(1);
    expect(snapshot.context.next).toBe('/campaign/1001');
  });

  it('without a callback waits for "Sign in with LINE", then prepares PKCE and redirects to LINE', async () => {
    const calls = newCalls();
    const { actor, snapshot } = await runToRest(pkceMachine({ idToken: 'unused', jwks: [key.jwk] }, calls), pkceInput({ callback: null }));
    expect(snapshot.value).toBe('ready');
    expect(snapshot.can({ type: 'LINE.START' })).toBe(true);
    actor.send({ type: 'LINE.START' });
    await vi.waitFor(() => expect(calls.redirects).toHaveLength(1));
    expect(actor.getSnapshot().value).toBe('pkce');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.redirects[0]).toContain('/oauth2/v2.1/authorize');
  });

  it('stops a forged state before any token exchange', async () => {
    const token = await signToken(key, claims());
    const { snapshot, calls } = await run(token, {}, pkceInput({ callback: { code: 'the-code', state: 'ForgedState1' } }));
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toMatchObject({ reason: 'stateMismatch', code: 'INVALID_ARGUMENT' });
    expect(calls.exchange).toEqual([]);
    expect(calls.cleared).toBe(1);
    expect(selectErrorMessage(snapshot)).toEqual({
      titleId: 'line.sdkError.INVALID_ARGUMENT',
      messageId: 'line.error.stateMismatch',
      values: { code: 'INVALID_ARGUMENT', errorCode: '100000' },
    });
  });

  it('stops when nothing was stored before the redirect (callback opened in another browser)', async () => {
    const { snapshot, calls } = await run('x', { pending: null });
    expect(snapshot.context.error?.reason).toBe('stateMismatch');
    expect(calls.exchange).toEqual([]);
  });

  it('shows LINE refusing the agreement (error=access_denied)', async () => {
    const { snapshot, calls } = await run('x', {}, pkceInput({ callback: { error: 'access_denied', errorDescription: "The user didn't allow", state: PENDING.state } }));
    expect(snapshot.context.error).toMatchObject({ reason: 'authorizationDenied', code: 'FORBIDDEN', errorCode: 'access_denied' });
    expect(calls.exchange).toEqual([]);
  });

  it.each([
    ['a wrong audience', () => signToken(key, claims({ aud: '1999999999' })), 'idTokenAudience'],
    ['a wrong issuer', () => signToken(key, claims({ iss: 'https://evil.example' })), 'idTokenIssuer'],
    ['an expired token', () => signToken(key, claims({ iat: Math.floor(NOW / 1000) - 7200, exp: Math.floor(NOW / 1000) - 3600 })), 'idTokenExpired'],
    ['a token inside the 30-minute window', () => signToken(key, claims({ exp: Math.floor(NOW / 1000) + 29 * 60 })), 'idTokenExpired'],
    ['an unknown key id', () => signToken(otherKey, claims()), 'idTokenKeyId'],
    ['a wrong algorithm (HS256)', () => signHs256(claims(), 'line-kid-1'), 'idTokenAlgorithm'],
    ['a wrong nonce', () => signToken(key, claims({ nonce: 'SomeoneElse1' })), 'idTokenNonce'],
    ['a forged signature', () => signToken(otherKey, claims(), { kid: 'line-kid-1' }), 'idTokenSignature'],
    ['no nonce at all', () => signToken(key, claims({ nonce: undefined })), 'idTokenNonce'],
  ])('refuses %s', async (_name, makeToken, reason) => {
    const { snapshot, calls } = await run(await makeToken());
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toMatchObject({ reason, code: 'INVALID_ID_TOKEN' });
    expect(calls.appLogin).toEqual([]);
    expect(calls.persisted).toBe(0);
    expect(selectErrorMessage(snapshot)?.titleId).toBe('line.sdkError.INVALID_ID_TOKEN');
  });

  it('a token fetched an hour ago and 29 minutes from expiry counts as expired (fake clock)', async () => {
    const token = await signToken(key, claims());
    vi.setSystemTime(NOW + 31 * 60 * 1000);
    const { snapshot } = await run(token);
    expect(snapshot.context.error?.reason).toBe('idTokenExpired');
    vi.setSystemTime(NOW + 29 * 60 * 1000);
    expect((await run(token)).snapshot.value).toBe('signedIn');
  });

  it('accepts a token 31 minutes from expiry', async () => {
    const token = await signToken(key, claims({ exp: Math.floor(NOW / 1000) + 31 * 60 }));
    const { snapshot } = await run(token);
    expect(snapshot.value).toBe('signedIn');
  });

  it('shows a failed token exchange with LINE’s error code, and retry goes back to "Sign in with LINE"', async () => {
    const exchangeError = new ApiCallError({ status: 400, code: 'invalid_grant', message: 'code_verifier does not match code_challenge' });
    const calls = newCalls();
    const { actor, snapshot } = await runToRest(pkceMachine({ idToken: 'x', jwks: [key.jwk], exchangeError }, calls), pkceInput());
    expect(snapshot.context.error).toMatchObject({ reason: 'tokenExchangeFailed', code: 'UNAUTHORIZED', errorCode: 'invalid_grant' });
    expect(selectErrorMessage(snapshot)?.values.errorCode).toBe('invalid_grant');
    expect(snapshot.can({ type: 'LINE.RETRY' })).toBe(true);
    actor.send({ type: 'LINE.RETRY' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a network failure during the exchange is reported as such', async () => {
    const exchangeError = new ApiCallError({ status: 0, message: 'Failed to fetch' });
    const { snapshot } = await run('x', { exchangeError });
    expect(snapshot.context.error).toMatchObject({ reason: 'network', code: 'UNKNOWN' });
  });

  it('a token exchange with no answer is cancelled after REQUEST_TIMEOUT into the network failure with code timeout, and retry', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    const signals: AbortSignal[] = [];
    const actor = createActor(pkceMachine({ idToken: 'x', jwks: [key.jwk], exchangeHangs: signals }, newCalls()), { input: pkceInput() }).start();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('pkce');
    await vi.advanceTimersByTimeAsync(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toMatchObject({ reason: 'network', errorCode: 'timeout' });
    expect(signals[0]?.aborted).toBe(true);
    expect(snapshot.can({ type: 'LINE.RETRY' })).toBe(true);
    actor.stop();
  });

  it('a failed /auth/line_login is an error state with the server code and a retry', async () => {
    const token = await signToken(key, claims());
    const appLoginError = new ApiCallError({ status: 401, id: 1905, code: 401, message: 'LINE account is not linked' });
    const { snapshot, calls } = await run(token, { appLoginError });
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toMatchObject({ reason: 'appLoginFailed', errorCode: '1905', detail: 'LINE account is not linked' });
    expect(calls.signedIn).toEqual([]);
    expect(snapshot.can({ type: 'LINE.RETRY' })).toBe(true);
  });
});
