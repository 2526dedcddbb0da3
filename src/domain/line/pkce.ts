/**
 * PKCE (RFC 7636) and the random identifiers of spec section 9 ("Identifiers: 12 random characters;
 * PKCE verifier 43 characters"). Everything here is pure apart from the randomness and digest, which come
 * from Web Crypto (available in browsers and Node 20) so no value is ever drawn from Math.random.
 */

/** Length of the code verifier (spec section 9). RFC 7636 allows 43 to 128. */
export const CODE_VERIFIER_LENGTH = 43;
/** Length of `state` and `nonce` (spec section 9: 12 random characters). */
const IDENTIFIER_LENGTH = 12;

/** The unreserved characters RFC 7636 section 4.1 allows in a verifier. */
const VERIFIER_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `length` characters drawn uniformly from `alphabet` with crypto.getRandomValues, rejecting bytes above
 * the largest multiple of the alphabet size so no character is more likely than another.
 */
function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A fresh 43-character code verifier. */
export function createCodeVerifier(): string {
  return randomString(CODE_VERIFIER_LENGTH, VERIFIER_CHARSET);
}

/** A fresh 12-character alphanumeric identifier for `state` or `nonce`. */
export function createIdentifier(): string {
  return randomString(IDENTIFIER_LENGTH, ALPHANUMERIC);
}

/** True when `value` is a verifier RFC 7636 accepts (43–128 unreserved characters). */
export function isValidCodeVerifier(value: string): boolean {
  return /^[A-Za-z0-9\-._~]{43,128}$/.test(value);
}

/** base64url without padding (RFC 4648 section 5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url (padding optional) to bytes. */
export function base64UrlDecode(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The S256 code challenge: base64url(SHA-256(ASCII(verifier))). */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
