/**
 * Spec section 9: "Token expiry — treated as expired 30 minutes before the ID token expiry". One rule used
 * by the ID-token check after login and by anything that decides whether stored LINE tokens are still usable.
 */

/** How long before `exp` an ID token already counts as expired. */
export const ID_TOKEN_EXPIRY_MARGIN_MS = 30 * 60 * 1000;

/**
 * True when an ID token whose `exp` claim (seconds since the epoch) is `expSeconds` must be treated as
 * expired at `nowMs`: from 30 minutes before `exp` onwards. A missing `exp` counts as expired.
 */
export function isIdTokenExpired(expSeconds: number | undefined, nowMs: number): boolean {
  if (typeof expSeconds !== 'number' || !Number.isFinite(expSeconds)) return true;
  return nowMs >= expSeconds * 1000 - ID_TOKEN_EXPIRY_MARGIN_MS;
}
