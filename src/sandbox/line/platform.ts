/**
 * The fake LINE platform's signing key and ID tokens. The ES256 key pair is fixed (a sandbox-only test key,
 * never a secret of any real channel) so tokens minted by the standalone server, by msw in the page and in
 * vitest all verify against the same certs across reloads and processes.
 */
import { type CryptoKey, type JWK, type JWTPayload, SignJWT, importJWK, jwtVerify, createLocalJWKSet } from 'jose';
import { defaultLineUser, findLineUser, type SandboxLineUser } from './lineUsers';

/** Key id of the sandbox's only key. */
const SANDBOX_LINE_KID = 'sandbox-line-es256-1';
/** The LINE channel id of the sandbox settings (clientId; LIFF id `<channel>-<suffix>`), when nobody says otherwise. */
export const SANDBOX_LINE_CHANNEL_ID = '1650000000';
/** LINE's issuer. */
const LINE_ISSUER = 'https://access.line.me';
/** Lifetime of a minted ID token (LINE: one hour). */
const ID_TOKEN_LIFETIME_SECONDS = 3600;
/** Lifetime of a minted access token (LINE: 30 days). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 2_592_000;

const PRIVATE_JWK: JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'ylYOEpB2UuiOKemE-xmkJ7mzgT3T-McsMeT2krvn3so',
  y: 'iZZBLU_rgUkXsZYAkInQRMNZQoQhMY6byjDy692u4b0',
  d: 'BrG5lt8FtVCPOhGJ63E00FTMTCB3ufFidABuNRXrKHk',
};

/** The public half, as GET certs publishes it. */
const SANDBOX_LINE_PUBLIC_JWK: JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: PRIVATE_JWK.x as string,
  y: PRIVATE_JWK.y as string,
  kid: SANDBOX_LINE_KID,
  alg: 'ES256',
  use: 'sig',
};

/** GET certs body. */
export function sandboxCerts(): { keys: JWK[] } {
  return { keys: [SANDBOX_LINE_PUBLIC_JWK] };
}

let privateKey: Promise<CryptoKey> | null = null;
function signingKey(): Promise<CryptoKey> {
  privateKey ??= importJWK(PRIVATE_JWK, 'ES256') as Promise<CryptoKey>;
  return privateKey;
}

export interface MintOptions {
  user?: SandboxLineUser;
  /** Audience: the channel id the token is for. */
  audience: string;
  nonce?: string;
  /** Issue time in ms. @default Date.now() */
  nowMs?: number;
  /** Lifetime in seconds. @default 3600 */
  lifetimeSeconds?: number;
}

/** Claims LINE puts in an ID token. */
export function idTokenClaims(options: MintOptions): JWTPayload {
  const user = options.user ?? defaultLineUser;
  const iat = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const claims: JWTPayload = {
    iss: LINE_ISSUER,
    sub: user.sub,
    aud: options.audience,
    exp: iat + (options.lifetimeSeconds ?? ID_TOKEN_LIFETIME_SECONDS),
    iat,
    amr: ['linesso'],
    name: user.name,
    picture: user.picture,
  };
  if (options.nonce) claims.nonce = options.nonce;
  return claims;
}

/** A LINE-style ID token signed with the sandbox key. */
export async function mintIdToken(options: MintOptions): Promise<string> {
  return new SignJWT(idTokenClaims(options)).setProtectedHeader({ alg: 'ES256', kid: SANDBOX_LINE_KID, typ: 'JWT' }).sign(await signingKey());
}

/** The outcome of the backend's check of an ID token (used by the sandbox's /auth/line_login). */
export type SandboxIdTokenCheck =
  | { ok: true; sub: string; name: string | undefined; picture: string | undefined; aud: string; user: SandboxLineUser | undefined }
  | { ok: false; reason: string };

/**
 * What /auth/line_login does with `id_token`: verify it against the sandbox key (ES256, signature,
 * issuer, expiry) and, when `audience` is given, its audience. Never trusts a bare user id.
 */
export async function verifySandboxLineIdToken(idToken: string, audience?: string, nowMs: number = Date.now()): Promise<SandboxIdTokenCheck> {
  if (typeof idToken !== 'string' || idToken.split('.').length !== 3) return { ok: false, reason: 'id_token is not a JWT' };
  try {
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(sandboxCerts()), {
      algorithms: ['ES256'],
      issuer: LINE_ISSUER,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'aud', 'exp', 'iat'],
      ...(audience ? { audience } : {}),
    });
    const sub = String(payload.sub);
    return {
      ok: true,
      sub,
      name: typeof payload.name === 'string' ? payload.name : undefined,
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      aud: Array.isArray(payload.aud) ? String(payload.aud[0]) : String(payload.aud),
      user: findLineUser(sub),
    };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Access tokens are opaque to the app; the sandbox makes them readable to itself. */
export function mintAccessToken(sub: string, clientId: string, nowMs: number = Date.now()): string {
  const body = btoa(JSON.stringify({ sub, client_id: clientId, exp: Math.floor(nowMs / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `sbxline.${body}`;
}

/** Reads a sandbox access token; null when it is not one or has expired. */
export function readAccessToken(token: string | null | undefined, nowMs: number = Date.now()): { sub: string; client_id: string; exp: number } | null {
  if (!token?.startsWith('sbxline.')) return null;
  try {
    const base64 = token.slice(8).replace(/-/g, '+').replace(/_/g, '/');
    const parsed = JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))) as { sub: string; client_id: string; exp: number };
    if (parsed.exp * 1000 <= nowMs) return null;
    return parsed;
  } catch {
    return null;
  }
}
