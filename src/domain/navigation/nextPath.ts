/**
 * The deep link to land on after signing in (`?next=` on /login, /linelogin and /register): only a path on
 * this site, never another origin, never the sign-in pages themselves (spec section 7 keeps the deep link
 * across the round trip). Anything doubtful falls back to `/`.
 *
 * Browsers and routers are lenient where this check must not be: the URL parser drops tabs and newlines
 * anywhere and trims leading C0 controls and spaces, treats `\` as `/`, and reads `//host` as another
 * origin. So `/\t/evil.example` is `//evil.example` by the time the router builds its URL (the router then
 * throws on a cross-origin history entry). The check therefore refuses any control character, backslash
 * or leading `//` in the text as given and in every percent-decoded form of it, resolves what is left
 * against a fixed origin, refuses it unless the origin is unchanged, and returns the resolved
 * path + query + hash (the form the router will navigate to).
 */

/** Where a refused or missing deep link lands. */
export const DEFAULT_NEXT_PATH = '/';

/** Pages a deep link must not point to (it would start the sign-in again). Compared without case, as the router does. */
const SIGN_IN_PATHS = new Set(['/login', '/linelogin', '/bzbslinelogin']);

/** C0 controls, space, DEL, C1 controls, backslash, and Unicode line/paragraph separators, BOM and other invisible format characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rule refuses
const FORBIDDEN = /[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/** A fixed origin to resolve against; it never leaves this module. */
const PROBE_ORIGIN = 'https://next-path.invalid';

/** Every form the text can take after repeated percent-decoding (the text first); stops when decoding no longer changes it. */
function decodedForms(text: string): string[] {
  const forms = [text];
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      break; // a malformed escape is left as text; the router will not decode it either
    }
    if (decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms;
}

function looksSafe(form: string): boolean {
  return form.startsWith('/') && !form.startsWith('//') && !FORBIDDEN.test(form);
}

/** The text and every percent-decoded form of it look like a plain path. */
function allFormsSafe(text: string): boolean {
  return decodedForms(text).every(looksSafe);
}

/** The deep link if it is a path on this site, else `/`. The result is normalised (dot segments resolved). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2048) return DEFAULT_NEXT_PATH;
  if (!allFormsSafe(next)) return DEFAULT_NEXT_PATH;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return DEFAULT_NEXT_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_NEXT_PATH;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (SIGN_IN_PATHS.has(path.toLowerCase())) return DEFAULT_NEXT_PATH;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  // The resolved form must pass the same test: removing dot segments can bring escapes together (`/./%252f`).
  return allFormsSafe(resolved) ? resolved : DEFAULT_NEXT_PATH;
}
