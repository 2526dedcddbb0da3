/**
 * The fake LINE platform's authorization code: stateless, base64url JSON of who approved what, so the
 * token endpoint can check the PKCE verifier, redirect URI and client id without shared memory between the
 * authorize page (a Vite middleware in `npm start`, the standalone server in e2e) and the token endpoint.
 * Relative imports only: vite.config.ts loads this file.
 */
export interface SandboxAuthorizeCode {
  sub: string;
  nonce: string;
  code_challenge: string;
  code_challenge_method: string;
  redirect_uri: string;
  client_id: string;
  /** Epoch seconds after which the code is refused (LINE: 10 minutes). */
  exp: number;
}

/** Lifetime of a code, as LINE documents it. */
export const CODE_LIFETIME_SECONDS = 600;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function encodeAuthorizeCode(code: SandboxAuthorizeCode): string {
  return toBase64Url(JSON.stringify(code));
}

/** Decodes a code; null when it is not one of ours. */
export function decodeAuthorizeCode(value: string): SandboxAuthorizeCode | null {
  try {
    const parsed = JSON.parse(fromBase64Url(value)) as Partial<SandboxAuthorizeCode>;
    if (typeof parsed.sub !== 'string' || typeof parsed.code_challenge !== 'string' || typeof parsed.redirect_uri !== 'string') return null;
    return {
      sub: parsed.sub,
      nonce: typeof parsed.nonce === 'string' ? parsed.nonce : '',
      code_challenge: parsed.code_challenge,
      code_challenge_method: typeof parsed.code_challenge_method === 'string' ? parsed.code_challenge_method : 'plain',
      redirect_uri: parsed.redirect_uri,
      client_id: typeof parsed.client_id === 'string' ? parsed.client_id : '',
      exp: typeof parsed.exp === 'number' ? parsed.exp : 0,
    };
  } catch {
    return null;
  }
}

/** S256: base64url(SHA-256(verifier)) compared with the challenge the authorize request carried. */
export async function verifierMatches(verifier: string, code: SandboxAuthorizeCode): Promise<boolean> {
  if (code.code_challenge_method !== 'S256') return false;
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  const challenge = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return challenge === code.code_challenge;
}
