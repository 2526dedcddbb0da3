/**
 * Rules of LINE's sub-window (spec sections 4, 5, 6 and 9) and of the permissions it asks for.
 *
 * - Sub-window identifier: alphanumeric only; sub-window URL: a valid LIFF app link (section 5).
 * - Opened at 480x640 in an external browser; the result subscription retries after 1 s on a network
 *   failure, a 5xx, or a 200 carrying an error status; it stops after 10 attempts or 10 minutes; a 4xx fails
 *   at once (sections 4 and 9). Only the parent window may open one (section 6).
 * - Permissions: profile and chat_message.write, checked against the app's scope; chat_message.write is never
 *   requested in an external browser (section 6).
 */

/** Spec section 9. */
export const SUB_WINDOW_SIZE = { width: 480, height: 640 } as const;
/** The share-picker window of an external browser opens at the same size as the sub-window. */
export const SHARE_WINDOW_SIZE = SUB_WINDOW_SIZE;
export const RESULT_RETRY_DELAY_MS = 1_000;
export const RESULT_MAX_ATTEMPTS = 10;
export const RESULT_MAX_DURATION_MS = 10 * 60_000;
/** Spec section 9: "500 ms wait after a message". */
export const AFTER_MESSAGE_WAIT_MS = 500;
/** Spec section 9: share polling every 500 ms up to 10 min; health check 1 s. */
export const SHARE_POLL_MS = 500;
export const SHARE_HEALTH_CHECK_MS = 1_000;
export const SHARE_MAX_DURATION_MS = 10 * 60_000;

/** Section 5: the sub-window identifier is alphanumeric only. */
export function isValidSubWindowId(id: string): boolean {
  return /^[A-Za-z0-9]+$/.test(id);
}

/**
 * Section 5: the sub-window URL must be a LIFF app link: https://liff.line.me/{liffId}[/path][?query], or the
 * sandbox's own LIFF host when the caller allows it (`allowedHosts`).
 */
export function isValidAppLink(url: string, allowedOrigins: readonly string[] = []): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  const liffPath = /^\/\d{6,12}-[A-Za-z0-9]{6,12}(\/|$)/.test(parsed.pathname);
  if (parsed.protocol === 'https:' && (parsed.host === 'liff.line.me' || parsed.host === 'miniapp.line.me')) return liffPath;
  return allowedOrigins.includes(parsed.origin) && /\/liff\/\d{6,12}-[A-Za-z0-9]{6,12}(\/|$)/.test(parsed.pathname);
}

/** How one wait for the sub-window's result ended. */
export type ResultPollOutcome =
  | { kind: 'result'; status: SubWindowStatus; result?: unknown }
  | { kind: 'pending' }
  | { kind: 'network' }
  | { kind: 'http'; status: number }
  | { kind: 'errorStatus' };

/** What the sub-window reported. */
export type SubWindowStatus = 'submit' | 'cancel' | 'close' | 'error';

/** Whether a failed wait is worth another attempt: network, 5xx, or an error status inside a 200. */
export function isRetryableOutcome(outcome: ResultPollOutcome): boolean {
  return outcome.kind === 'network' || outcome.kind === 'errorStatus' || (outcome.kind === 'http' && outcome.status >= 500);
}

/** The scopes a LIFF app can ask a member for that this app uses. */
export type LinePermission = 'profile' | 'chat_message.write';

/** The scopes of an access token as LINE's verify endpoint writes them ("openid profile chat_message.write"). */
export function parseScope(scope: string): Set<string> {
  return new Set(scope.split(/[\s,]+/).filter((s) => s !== ''));
}

/** What to do before an action that needs a permission. */
export type PermissionDecision =
  | { kind: 'granted' }
  | { kind: 'notInScope' }
  | { kind: 'notInBrowser' }
  | { kind: 'askConsent' };

/**
 * Section 6: a permission outside the app's scope is an error; chat_message.write is never requested in an
 * external browser; a permission in scope but not yet granted is asked for with the consent sub-window.
 */
export function decidePermission(permission: LinePermission, appScope: Set<string>, granted: boolean, inClient: boolean): PermissionDecision {
  if (!appScope.has(permission)) return { kind: 'notInScope' };
  if (granted) return { kind: 'granted' };
  if (permission === 'chat_message.write' && !inClient) return { kind: 'notInBrowser' };
  return { kind: 'askConsent' };
}
