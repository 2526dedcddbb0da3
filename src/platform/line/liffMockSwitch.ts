/**
 * The sandbox-only switch for @line/liff-mock. `?liffMock=1` on any URL turns the in-LINE path on for the
 * rest of the browser session (kept in session storage), `?liffMock=0` turns it off. Outside sandbox builds
 * the switch is always off and the mock module is not even in the output (see liff.ts).
 */

/** Session-storage key that keeps the switch for the tab. */
export const LIFF_MOCK_KEY = 'line.liffMock';

/** True in builds that talk to the sandbox (`npm start`, e2e). Vite replaces the comparison at build time. */
function isSandboxBuild(): boolean {
  return import.meta.env.VITE_BACKEND === 'sandbox-browser' || import.meta.env.VITE_BACKEND === 'sandbox-server';
}

/** Reads (and remembers) the `liffMock` query flag; always false outside sandbox builds. */
export function isLiffMockRequested(search: string = window.location.search, storage: Storage = window.sessionStorage): boolean {
  if (!isSandboxBuild()) return false;
  const flag = new URLSearchParams(search).get('liffMock');
  try {
    if (flag === '1') storage.setItem(LIFF_MOCK_KEY, '1');
    else if (flag === '0') storage.removeItem(LIFF_MOCK_KEY);
    return storage.getItem(LIFF_MOCK_KEY) === '1';
  } catch {
    return flag === '1';
  }
}

/** True inside the LINE app's browser (LIFF or in-app browser), judged by its user agent. */
export function isLineUserAgent(userAgent: string = navigator.userAgent): boolean {
  return /\bLine\/\d/i.test(userAgent) || /\bLIFF\b/.test(userAgent);
}

/** Inside the messaging client: the LINE app, or the sandbox's mocked LINE app. */
export function isInMessagingClient(): boolean {
  return isLineUserAgent() || isLiffMockRequested();
}
