/**
 * The sign-up form of a LINE user who is not yet a member is prefilled from the ID token (spec
 * section 7 "POST /line/register with form fields plus optional id_token"). The token has been verified
 * by then: by the browser's PKCE login, or by /auth/line_login, which verified it before answering
 * not_registered. Only its claims are read here; LINE gives one display name, split at the first space.
 */
import type { LineNewcomer } from '@machines/registration/registration.types';

function claimsOf(idToken: string): Record<string, unknown> {
  const part = idToken.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Name (split into first and last), picture and e-mail from the ID token; empty strings for what it lacks. */
export function newcomerFromIdToken(idToken: string): LineNewcomer {
  const claims = claimsOf(idToken);
  const name = text(claims.name).replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  const picture = text(claims.picture);
  return {
    idToken,
    firstName: space > 0 ? name.slice(0, space) : name,
    lastName: space > 0 ? name.slice(space + 1) : '',
    email: text(claims.email),
    picture: /^https:\/\//.test(picture) ? picture : '',
  };
}
