/**
 * AES-GCM (128-bit key, 12-byte IV, 128-bit tag) through Web Crypto. Every write draws a fresh random IV,
 * so the same account never encrypts to the same text twice. Output: `g1.<iv base64>.<ciphertext base64>`.
 */
const PREFIX = 'g1';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encryptText(key: CryptoKey, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain));
  return `${PREFIX}.${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
}

/** Throws when the text is not ours, was altered, or was written with another key. */
export async function decryptText(key: CryptoKey, sealed: string): Promise<string> {
  const [prefix, iv, body, ...rest] = sealed.split('.');
  if (prefix !== PREFIX || !iv || !body || rest.length > 0) throw new Error('Not an encrypted value');
  const ivBytes = fromBase64(iv);
  if (ivBytes.length !== 12) throw new Error('Bad IV');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: ivBytes }, key, fromBase64(body));
  return new TextDecoder().decode(plain);
}

/** The IV of a sealed value (for tests and diagnostics). */
export function ivOf(sealed: string): string | undefined {
  return sealed.split('.')[1];
}
