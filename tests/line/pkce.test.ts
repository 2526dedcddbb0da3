// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64UrlDecode,
  base64UrlEncode,
  CODE_VERIFIER_LENGTH,
  createCodeChallenge,
  createCodeVerifier,
  createIdentifier,
  isValidCodeVerifier,
} from '@/domain/line/pkce';
import { ID_TOKEN_EXPIRY_MARGIN_MS, isIdTokenExpired } from '@/domain/line/tokenExpiry';
import { buildAuthorizeUrl, channelIdFromLiffId, readAuthorizeCallback } from '@/domain/line/authorize';
import { safeNextPath } from '@/domain/navigation/nextPath';

describe('PKCE helpers', () => {
  it('makes a 43-character verifier from the RFC 7636 unreserved characters', () => {
    for (let i = 0; i < 200; i += 1) {
      const verifier = createCodeVerifier();
      expect(verifier).toHaveLength(CODE_VERIFIER_LENGTH);
      expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
      expect(isValidCodeVerifier(verifier)).toBe(true);
    }
  });

  it('never repeats a verifier, state or nonce', () => {
    const seen = new Set(Array.from({ length: 500 }, () => createCodeVerifier()));
    expect(seen.size).toBe(500);
    const ids = new Set(Array.from({ length: 500 }, () => createIdentifier()));
    expect(ids.size).toBe(500);
  });

  it('makes 12-character alphanumeric state and nonce (spec section 9)', () => {
    expect(createIdentifier()).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('encodes base64url without padding and decodes it back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = base64UrlEncode(bytes);
        expect(encoded).not.toMatch(/[+/=]/);
        expect(Array.from(base64UrlDecode(encoded))).toEqual(Array.from(bytes));
      }),
    );
  });

  it('refuses verifiers RFC 7636 refuses', () => {
    expect(isValidCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isValidCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isValidCodeVerifier(`${'a'.repeat(42)}!`)).toBe(false);
  });
});

describe('token expiry (30 minutes early)', () => {
  const exp = 1_800_000_000;
  it('is usable until 30 minutes before exp', () => {
    expect(isIdTokenExpired(exp, exp * 1000 - ID_TOKEN_EXPIRY_MARGIN_MS - 1)).toBe(false);
  });
  it('counts as expired from 30 minutes before exp', () => {
    expect(isIdTokenExpired(exp, exp * 1000 - ID_TOKEN_EXPIRY_MARGIN_MS)).toBe(true);
    expect(isIdTokenExpired(exp, exp * 1000 - 60_000)).toBe(true);
    expect(isIdTokenExpired(exp, exp * 1000 + 1)).toBe(true);
  });
  it('treats a missing exp as expired', () => {
    expect(isIdTokenExpired(undefined, 0)).toBe(true);
  });
});

describe('authorize request and callback', () => {
  it('builds the authorize URL with code, S256 and the openid scope', () => {
    const url = new URL(
      buildAuthorizeUrl(
        { endpoint: '/sandbox/line-access/oauth2/v2.1/authorize', clientId: '2000000001', redirectUri: 'http://localhost/linelogin', state: 'S'.repeat(12), nonce: 'N'.repeat(12), codeChallenge: 'C' },
        'http://localhost',
      ),
    );
    expect(url.pathname).toBe('/sandbox/line-access/oauth2/v2.1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '2000000001',
      redirect_uri: 'http://localhost/linelogin',
      state: 'SSSSSSSSSSSS',
      scope: 'profile openid',
      nonce: 'NNNNNNNNNNNN',
      code_challenge: 'C',
      code_challenge_method: 'S256',
    });
  });

  it('reads code and state, or an error, from the callback URL', () => {
    expect(readAuthorizeCallback('')).toBeNull();
    expect(readAuthorizeCallback('?next=/x')).toBeNull();
    expect(readAuthorizeCallback('?code=abc&state=xyz')).toEqual({ code: 'abc', state: 'xyz' });
    expect(readAuthorizeCallback('?error=access_denied&error_description=no&state=s')).toEqual({ error: 'access_denied', errorDescription: 'no', state: 's' });
  });

  it('keeps only same-site deep links', () => {
    expect(safeNextPath('/campaign/12?x=1')).toBe('/campaign/12?x=1');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil')).toBe('/');
    expect(safeNextPath('/linelogin?code=1')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });

  it('takes the channel id from the LIFF id', () => {
    expect(channelIdFromLiffId('2000000001-AbCdEfGh')).toBe('2000000001');
  });
});
