/**
 * The fake LINE platform (msw handlers for any origin, under /sandbox/line-api and /sandbox/line-access):
 * token (authorization_code with a PKCE verifier checked against the code's S256 challenge), certs (the
 * sandbox's ES256 public key), access-token verify, ID-token verify, profile, friendship, revoke, the
 * authorize page (served here for the standalone server; see vitePlugin.ts for `npm start`), and a
 * sandbox-only endpoint that mints the ID token the mocked LIFF app hands out.
 * Errors use LINE's JSON error body: { error, error_description }.
 */
import { http, HttpResponse } from 'msw';
import { decodeAuthorizeCode, verifierMatches } from './authorizeCode';
import { renderAuthorize } from './authorizePage';
import { liffState } from './liffFeatures';
import { liffHandlers } from './liffHandlers';
import { defaultLineUser, findLineUser } from './lineUsers';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  idTokenClaims,
  mintAccessToken,
  mintIdToken,
  readAccessToken,
  SANDBOX_LINE_CHANNEL_ID,
  sandboxCerts,
  verifySandboxLineIdToken,
} from './platform';

const API = '*/sandbox/line-api';
const ACCESS = '*/sandbox/line-access';

function lineError(status: number, error: string, description: string) {
  return HttpResponse.json({ error, error_description: description }, { status });
}

async function formOf(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const json = (await request.json()) as Record<string, unknown>;
    return new URLSearchParams(Object.entries(json).map(([k, v]) => [k, String(v)]));
  }
  return new URLSearchParams(await request.text());
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
}

export const handlers = [
  http.get(`${ACCESS}/oauth2/v2.1/authorize`, ({ request }) => {
    const result = renderAuthorize(new URL(request.url));
    if (result.kind === 'redirect') return new HttpResponse(null, { status: 302, headers: { Location: result.location } });
    return HttpResponse.html(result.body, { status: result.status });
  }),

  http.post(`${API}/oauth2/v2.1/token`, async ({ request }) => {
    const form = await formOf(request);
    if (form.get('grant_type') !== 'authorization_code') return lineError(400, 'unsupported_grant_type', 'grant_type must be authorization_code');
    const raw = form.get('code') ?? '';
    const code = decodeAuthorizeCode(raw);
    if (!code) return lineError(400, 'invalid_grant', 'code is invalid');
    if (code.exp * 1000 <= Date.now()) return lineError(400, 'invalid_grant', 'code has expired');
    if (form.get('client_id') !== code.client_id) return lineError(400, 'invalid_client', 'client_id does not match the authorization request');
    if (form.get('redirect_uri') !== code.redirect_uri) return lineError(400, 'invalid_grant', 'redirect_uri does not match');
    if (!(await verifierMatches(form.get('code_verifier') ?? '', code))) return lineError(400, 'invalid_grant', 'code_verifier does not match code_challenge');
    const user = findLineUser(code.sub) ?? defaultLineUser;
    return HttpResponse.json({
      access_token: mintAccessToken(user.sub, code.client_id),
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      id_token: await mintIdToken({ user, audience: code.client_id, nonce: code.nonce }),
      refresh_token: `sbxrefresh.${user.sub}`,
      scope: 'profile openid',
      token_type: 'Bearer',
    });
  }),

  http.get(`${API}/oauth2/v2.1/certs`, () => HttpResponse.json(sandboxCerts())),

  http.get(`${API}/oauth2/v2.1/verify`, ({ request }) => {
    const token = readAccessToken(new URL(request.url).searchParams.get('access_token'));
    if (!token) return lineError(400, 'invalid_request', 'access token expired');
    return HttpResponse.json({ scope: liffState().script.scope, client_id: token.client_id, expires_in: token.exp - Math.floor(Date.now() / 1000) });
  }),

  http.post(`${API}/oauth2/v2.1/verify`, async ({ request }) => {
    const form = await formOf(request);
    const check = await verifySandboxLineIdToken(form.get('id_token') ?? '', form.get('client_id') ?? undefined);
    if (!check.ok) return lineError(400, 'invalid_request', check.reason);
    const nonce = form.get('nonce');
    const claims = JSON.parse(atob((form.get('id_token') ?? '').split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? 'e30=')) as Record<string, unknown>;
    if (nonce && claims.nonce !== nonce) return lineError(400, 'invalid_request', 'Invalid nonce.');
    return HttpResponse.json(claims);
  }),

  http.post(`${API}/oauth2/v2.1/revoke`, () => new HttpResponse(null, { status: 200 })),

  http.get(`${API}/v2/profile`, ({ request }) => {
    const token = readAccessToken(bearer(request));
    const user = findLineUser(token?.sub);
    if (!token || !user) return lineError(401, 'invalid_token', 'The access token is invalid');
    return HttpResponse.json({ userId: user.sub, displayName: user.name, pictureUrl: user.picture, statusMessage: user.note });
  }),

  http.get(`${API}/friendship/v1/status`, ({ request }) => {
    const token = readAccessToken(bearer(request));
    if (!token) return lineError(401, 'invalid_token', 'The access token is invalid');
    return HttpResponse.json({ friendFlag: liffState().friends.has(token.sub) });
  }),

  /** Sandbox only: the ID token the mocked LIFF app (?liffMock=1) gives out, signed by the sandbox key. */
  http.get(`${API}/__sandbox/liff-id-token`, async ({ request }) => {
    const url = new URL(request.url);
    const user = findLineUser(url.searchParams.get('sub') ?? liffState().script.user) ?? defaultLineUser;
    const audience = url.searchParams.get('client_id') || SANDBOX_LINE_CHANNEL_ID;
    const nowMs = Date.now();
    return HttpResponse.json({
      id_token: await mintIdToken({ user, audience, nowMs }),
      claims: idTokenClaims({ user, audience, nowMs }),
      profile: { userId: user.sub, displayName: user.name, pictureUrl: user.picture, statusMessage: user.note },
      access_token: mintAccessToken(user.sub, audience, nowMs),
    });
  }),
  ...liffHandlers,
];
