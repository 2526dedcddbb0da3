/**
 * The deep-link check (`?next=`) against what browsers and routers actually do with a path: every output
 * must stay on this origin when resolved by the URL parser and when pushed onto the history (jsdom throws
 * on a cross-origin entry, as the browser and the router do), whatever controls, backslashes, escapes or
 * protocol-relative tricks the input carries; and a plain on-site path comes back unchanged.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { DEFAULT_NEXT_PATH, safeNextPath } from '@/domain/navigation/nextPath';

const origin = window.location.origin;

/** Independent checker 1: the WHATWG URL parser resolves the result on this origin. */
function staysOnOrigin(path: string): boolean {
  return new URL(path, origin).origin === origin;
}

/** Independent checker 2: the history accepts it (a cross-origin entry throws a SecurityError). */
function historyAccepts(path: string): boolean {
  try {
    window.history.pushState(null, '', path);
    return window.location.origin === origin;
  } catch {
    return false;
  }
}

afterEach(() => window.history.replaceState(null, '', '/'));

// Pieces an attacker combines: controls the parser drops or trims, slashes both ways, their escapes, schemes, hosts.
const controls = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).concat(['\u007f', '\u0085', '\u00a0', '\u2028', '\u2029', '\ufeff', '\u200b', ' ']);
const escapes = ['%09', '%0a', '%0d', '%00', '%20', '%2f', '%2F', '%5c', '%5C', '%252f', '%2509', '%255c', '%E2%80%A8', '%'];
const piece = fc.oneof(
  fc.constantFrom(...controls),
  fc.constantFrom(...escapes),
  fc.constantFrom('/', '//', '\\', '\\\\', '/\\', '\\/', '.', '..', '/../', '/./', ':', '@', '?', '#', '&'),
  fc.constantFrom('evil.example', 'https:', 'http:', 'javascript:', 'data:', '//evil.example', 'evil.example:443', 'user@evil.example'),
  fc.constantFrom('login', 'linelogin', 'LOGIN', 'campaign', '1002', 'profile', 'reward'),
  fc.string({ maxLength: 4 }),
);
const hostile = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
const slashLed = fc.tuple(fc.constantFrom('/', '//', '/\\', '\\', ''), hostile).map(([a, b]) => a + b);

const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/).filter((s) => !['login', 'linelogin', 'bzbslinelogin'].includes(s.toLowerCase()));
const onSitePath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{1,5}$/), { nil: undefined }))
  .map(([segments, query]) => `/${segments.join('/')}${query ? `?${query}` : ''}`);

describe('safeNextPath (property)', () => {
  it('never leaves the origin: URL parser and history agree, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, slashLed), (input) => {
        const out = safeNextPath(input);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect([...out].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)).toBe(false);
        expect(staysOnOrigin(out)).toBe(true);
        expect(historyAccepts(out)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses any input the URL parser would take off the origin', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, slashLed), (input) => {
        let off: boolean;
        try {
          off = new URL(input, origin).origin !== origin;
        } catch {
          off = true;
        }
        if (off) expect(safeNextPath(input)).toBe(DEFAULT_NEXT_PATH);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: a checked path passes the check unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, slashLed, onSitePath), (input) => {
        const once = safeNextPath(input);
        expect(safeNextPath(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a plain on-site path exactly as given', () => {
    fc.assert(
      fc.property(onSitePath, (path) => {
        expect(safeNextPath(path)).toBe(path);
      }),
    );
  });

  it('an on-site path with a control character, backslash or escaped one inserted anywhere is refused', () => {
    const inserted = fc.constantFrom(...controls.filter((c) => c !== ' '), '\\', '%09', '%5C', '%0A', '%2509');
    fc.assert(
      fc.property(onSitePath, inserted, fc.nat(), (path, bad, at) => {
        const i = 1 + (at % path.length);
        expect(safeNextPath(path.slice(0, i) + bad + path.slice(i))).toBe(DEFAULT_NEXT_PATH);
      }),
    );
  });
});

describe('safeNextPath (examples)', () => {
  it('the checkers catch the reported input: a tab makes /\t/evil.example another origin', () => {
    expect(staysOnOrigin('/\t/evil.example')).toBe(false);
    expect(historyAccepts('/\t/evil.example')).toBe(false);
  });

  it.each([
    ['/\t/evil.example', '/'],
    ['/%09/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['\t//evil.example', '/'],
    [' /campaign/1', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['//evil.example', '/'],
    ['/%2F/evil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
    ['/LOGIN/', '/'],
    ['/linelogin?code=1', '/'],
    ['/x/../login', '/'],
    ['/bzbslinelogin', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
    ['/campaign/12?x=1', '/campaign/12?x=1'],
    ['/campaign/1002#terms', '/campaign/1002#terms'],
    ['/reward/./3', '/reward/3'],
    ['/profile', '/profile'],
  ])('%j → %j', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it('the router navigates to every refused example without throwing and stays on the site', async () => {
    for (const input of ['/\t/evil.example', '/%09/evil.example', '\t//evil.example', '/\\evil.example']) {
      const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/login'] });
      await router.navigate(safeNextPath(input));
      expect(router.state.location.pathname).toBe('/');
      router.dispose();
    }
  });
});
