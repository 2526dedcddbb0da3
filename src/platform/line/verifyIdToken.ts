/**
 * LINE ID-token verification with jose (spec section 5 "Messaging SDK checks" and section 9): ES256 only,
 * a key id found in LINE's certs, a valid signature, issuer https://access.line.me, the channel id as
 * audience, the nonce sent with the authorize request, and not expired — counting from 30 minutes before
 * `exp`. Each failed check throws a LineSdkError naming it, so the login chart shows why.
 */
import { createLocalJWKSet, decodeProtectedHeader, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import type { LineIdTokenClaims, LineJwks } from '@machines/lineLogin/lineLogin.types';
import { LINE_ISSUER } from '@/domain/line/authorize';
import { LineSdkError } from '@/domain/line/sdkErrors';
import { isIdTokenExpired } from '@/domain/line/tokenExpiry';

export interface VerifyLineIdTokenOptions {
  idToken: string;
  jwks: LineJwks;
  /** Expected audience: the LINE Login channel id. */
  channelId: string;
  /** Expected nonce; pass undefined to skip (LIFF-issued tokens carry none the app chose). */
  nonce: string | undefined;
  /** Current time in ms. @default Date.now() */
  now?: number;
}

function mapJoseError(error: unknown): LineSdkError {
  if (error instanceof LineSdkError) return error;
  if (error instanceof errors.JOSEAlgNotAllowed) return new LineSdkError('idTokenAlgorithm', error.message);
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return new LineSdkError('idTokenKeyId', error.message);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return new LineSdkError('idTokenSignature', error.message);
  if (error instanceof errors.JWTExpired) return new LineSdkError('idTokenExpired', error.message);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return new LineSdkError('idTokenIssuer', error.message);
    if (error.claim === 'aud') return new LineSdkError('idTokenAudience', error.message);
    return new LineSdkError('idTokenMalformed', error.message);
  }
  return new LineSdkError('idTokenMalformed', error instanceof Error ? error.message : String(error));
}

/** Verifies a LINE ID token and returns its claims, or throws a {@link LineSdkError}. */
export async function verifyLineIdToken(options: VerifyLineIdTokenOptions): Promise<LineIdTokenClaims> {
  const now = options.now ?? Date.now();
  try {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(options.idToken);
    } catch (error) {
      throw new LineSdkError('idTokenMalformed', error instanceof Error ? error.message : 'not a JWT');
    }
    if (header.alg !== 'ES256') throw new LineSdkError('idTokenAlgorithm', `alg ${String(header.alg)} is not ES256`);
    if (!header.kid || !options.jwks.keys.some((key) => key.kid === header.kid)) {
      throw new LineSdkError('idTokenKeyId', `kid ${String(header.kid)} is not in LINE's certs`);
    }
    const keySet = createLocalJWKSet(options.jwks as unknown as JSONWebKeySet);
    const { payload } = await jwtVerify(options.idToken, keySet, {
      algorithms: ['ES256'],
      issuer: LINE_ISSUER,
      audience: options.channelId,
      currentDate: new Date(now),
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (options.nonce !== undefined && payload.nonce !== options.nonce) {
      throw new LineSdkError('idTokenNonce', 'nonce does not match the authorize request');
    }
    if (isIdTokenExpired(payload.exp, now)) {
      throw new LineSdkError('idTokenExpired', 'expires within 30 minutes');
    }
    const claims: LineIdTokenClaims = {
      iss: String(payload.iss),
      sub: String(payload.sub),
      aud: options.channelId,
      exp: Number(payload.exp),
      iat: Number(payload.iat),
    };
    if (typeof payload.nonce === 'string') claims.nonce = payload.nonce;
    if (typeof payload.name === 'string') claims.name = payload.name;
    if (typeof payload.picture === 'string') claims.picture = payload.picture;
    return claims;
  } catch (error) {
    throw mapJoseError(error);
  }
}
