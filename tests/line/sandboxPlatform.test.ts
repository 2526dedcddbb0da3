// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLineIdToken } from '@/platform/line/verifyIdToken';
import { buildAuthorizeUrl } from '@/domain/line/authorize';
import { createCodeChallenge, createCodeVerifier, createIdentifier } from '@/domain/line/pkce';
import { renderAuthorize } from '@/sandbox/line/authorizePage';
import { handlers } from '@/sandbox/line/handlers';
import { mintIdToken, SANDBOX_LINE_CHANNEL_ID, verifySandboxLineIdToken } from '@/sandbox/line/platform';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const BASE = 'http://localhost/sandbox';
const REDIRECT = 'http://localhost/linelogin';

async function authorize(verifier: string, state: string, nonce: string) {
  const url = buildAuthorizeUrl(
    { endpoint: `${BASE}/line-access/oauth2/v2.1/authorize`, clientId: SANDBOX_LINE_CHANNEL_ID, redirectUri: REDIRECT, state, nonce, codeChallenge: await createCodeChallenge(verifier) },
    'http://localhost',
  );
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Continue as Somchai');
  const href = /class="who" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return new URL(href ?? '');
}

async function exchange(code: string, verifier: string) {
  return fetch(`${BASE}/line-api/oauth2/v2.1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: SANDBOX_LINE_CHANNEL_ID, code, code_verifier: verifier, redirect_uri: REDIRECT }),
  });
}

describe('the fake LINE platform', () => {
  it('runs the PKCE round trip: authorize page → code and state → token → certs → a verifiable ID token', async () => {
    const verifier = createCodeVerifier();
    const state = createIdentifier();
    const nonce = createIdentifier();
    const back = await authorize(verifier, state, nonce);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe(state);
    const response = await exchange(back.searchParams.get('code') ?? '', verifier);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; id_token: string; expires_in: number };
    expect(tokens.expires_in).toBeGreaterThan(0);
    const certs = (await (await fetch(`${BASE}/line-api/oauth2/v2.1/certs`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(certs.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(certs.keys[0]).not.toHaveProperty('d');
    const claims = await verifyLineIdToken({ idToken: tokens.id_token, jwks: certs, channelId: SANDBOX_LINE_CHANNEL_ID, nonce });
    expect(claims).toMatchObject({ sub: 'U4af4980629f5f1b8a2b7c3d9e8f70011', name: 'Somchai', nonce });

    const verify = await fetch(`${BASE}/line-api/oauth2/v2.1/verify?access_token=${encodeURIComponent(tokens.access_token)}`);
    expect(await verify.json()).toMatchObject({ client_id: SANDBOX_LINE_CHANNEL_ID, scope: 'openid profile chat_message.write' });
    const profile = await fetch(`${BASE}/line-api/v2/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await profile.json()).toMatchObject({ userId: 'U4af4980629f5f1b8a2b7c3d9e8f70011', displayName: 'Somchai' });
    const friendship = await fetch(`${BASE}/line-api/friendship/v1/status`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await friendship.json()).toEqual({ friendFlag: true });
  });

  it('refuses a code_verifier that does not match the challenge', async () => {
    const back = await authorize(createCodeVerifier(), createIdentifier(), createIdentifier());
    const response = await exchange(back.searchParams.get('code') ?? '', createCodeVerifier());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: 'code_verifier does not match code_challenge' });
  });

  it('refuses a made-up code', async () => {
    const response = await exchange('not-a-code', createCodeVerifier());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses an authorize request without S256 PKCE', () => {
    const result = renderAuthorize(new URL(`${BASE}/line-access/oauth2/v2.1/authorize?response_type=code&client_id=1&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s&scope=openid`));
    expect(result).toMatchObject({ kind: 'html', status: 400 });
  });

  it('cancel returns error=access_denied with the state', async () => {
    const url = buildAuthorizeUrl(
      { endpoint: `${BASE}/line-access/oauth2/v2.1/authorize`, clientId: '1', redirectUri: REDIRECT, state: 'S1', nonce: 'N1', codeChallenge: 'c' },
      'http://localhost',
    );
    const html = await (await fetch(url)).text();
    const cancel = new URL((/class="cancel" href="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&'));
    expect(cancel.searchParams.get('error')).toBe('access_denied');
    expect(cancel.searchParams.get('state')).toBe('S1');
  });

  it('mints the mocked LIFF ID token, which /auth/line_login can verify', async () => {
    const body = (await (await fetch(`${BASE}/line-api/__sandbox/liff-id-token?client_id=${SANDBOX_LINE_CHANNEL_ID}`)).json()) as { id_token: string };
    await expect(verifySandboxLineIdToken(body.id_token, SANDBOX_LINE_CHANNEL_ID)).resolves.toMatchObject({ ok: true, sub: 'U4af4980629f5f1b8a2b7c3d9e8f70011' });
  });

  it('the backend check refuses tokens it did not sign, a wrong audience and expired tokens', async () => {
    await expect(verifySandboxLineIdToken('U4af4980629f5f1b8a2b7c3d9e8f70011')).resolves.toMatchObject({ ok: false });
    const token = await mintIdToken({ audience: SANDBOX_LINE_CHANNEL_ID });
    await expect(verifySandboxLineIdToken(token, '1999999999')).resolves.toMatchObject({ ok: false });
    const old = await mintIdToken({ audience: SANDBOX_LINE_CHANNEL_ID, nowMs: Date.now() - 2 * 3600_000 });
    await expect(verifySandboxLineIdToken(old, SANDBOX_LINE_CHANNEL_ID)).resolves.toMatchObject({ ok: false });
    const [h, p] = token.split('.');
    await expect(verifySandboxLineIdToken(`${h}.${p}.AAAA`, SANDBOX_LINE_CHANNEL_ID)).resolves.toMatchObject({ ok: false });
  });
});
