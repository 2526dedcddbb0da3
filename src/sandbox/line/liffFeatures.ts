/**
 * The fake LINE platform's LIFF features: message share (sendMessages), the share target picker (inside
 * LINE, and the share-picker window of an external browser with its one-time token and result), the
 * member's unauthorised permissions, and the sub-window session (msit, mst, waitResult, result, appData).
 *
 * Outcomes are scripted on demand so tests and people can see every branch:
 * `POST /sandbox/line-api/__sandbox/liff/script` with any of
 *   { share: 'success'|'cancel'|'error', send: 200|403|500, scan: '<value>'|null, grant: true|false,
 *     waitResult: ['network'|'5xx'|'4xx'|'errorStatus'|'pending', ...] (consumed one per wait),
 *     scope: 'openid profile chat_message.write', signInGrants: 'openid profile' | 'openid', lineVersion: '14.0.0', os: 'ios',
 *     user: '<LINE user id the mocked LIFF app signs in as>', sendError: '<an SDK message the next sends fail with>' }
 * Friendship with the brand's LINE account: the sandbox member somchai's LINE user is a friend, the others are
 * not until they open the add-friend address (`__sandbox/liff/openWindow` with a line.me/R/ti/p/ address).
 * and `GET /sandbox/line-api/__sandbox/liff/log` returns what was shared and sent. `POST .../reset` clears it.
 * Relative imports only: vite.config.ts loads liffPages.ts, which imports this file.
 */

/** What a test or a person asked the fake platform to answer next. */
export interface LiffScript {
  /** Result of the next share (in LINE, or the share-picker window's default button). */
  share: 'success' | 'cancel' | 'error';
  /** HTTP status of message share (403 reproduces the iOS LINE 12.0.0 failure). */
  send: number;
  /** What the camera scanner reads next; null means the member closed the scanner. */
  scan: string | null;
  /** Whether LINE's in-app consent grants the requested permissions. */
  grant: boolean;
  /** Failures the next waits for a sub-window result answer, one per wait, before the real result. */
  waitResult: Array<'network' | '5xx' | '4xx' | 'errorStatus' | 'pending'>;
  /** Scope of the LIFF app (what the access-token verify answers). */
  scope: string;
  /** What the member granted when signing in to LINE (`openid` alone leaves profile to the consent sub-window). */
  signInGrants: string;
  /** The mocked LINE app's version and OS. */
  lineVersion: string;
  os: string;
  /** The LINE user id the mocked LIFF app signs in as (lineUsers.ts); empty: the default user. */
  user: string;
  /** When set, message share answers 400 with this SDK message (e.g. 'exceed the limit of num of messages'). */
  sendError: string;
}

export interface ShareSession {
  liffId: string;
  status: 'pending' | 'success' | 'cancel' | 'error';
  messages: unknown[];
  createdAt: number;
}

export interface SubWindowSession {
  msit: string;
  mst: string;
  mainLiffId: string;
  subLiffId: string;
  mstChallenge: string;
  appData: unknown;
  sub: string;
  status: 'pending' | 'submit' | 'cancel' | 'close' | 'error';
  result: unknown;
}

const DEFAULT_SCRIPT: LiffScript = {
  share: 'success',
  send: 200,
  scan: 'PTS-2024-AB12CD',
  grant: true,
  waitResult: [],
  scope: 'openid profile chat_message.write',
  signInGrants: 'openid profile',
  lineVersion: '14.0.0',
  os: 'ios',
  user: '',
  sendError: '',
};

/** Somchai's LINE user (lineUsers.ts) is a friend of the brand's account from the start. */
const FRIENDS_AT_START = ['U4af4980629f5f1b8a2b7c3d9e8f70011'];

interface LiffState {
  script: LiffScript;
  shares: Map<string, ShareSession>;
  subWindows: Map<string, SubWindowSession>;
  /** Permissions granted, by LINE user id. */
  granted: Map<string, Set<string>>;
  log: { shared: unknown[][]; sent: unknown[][]; scanned: number; opened: Array<{ url: string; external: boolean }>; closed: number };
  /** LINE users who are friends of the brand's official account. */
  friends: Set<string>;
  seq: number;
}

function fresh(): LiffState {
  return {
    script: { ...DEFAULT_SCRIPT, waitResult: [] },
    shares: new Map(),
    subWindows: new Map(),
    granted: new Map(),
    log: { shared: [], sent: [], scanned: 0, opened: [], closed: 0 },
    friends: new Set(FRIENDS_AT_START),
    seq: 0,
  };
}

let state = fresh();

export function liffState(): LiffState {
  return state;
}

export function resetLiffState(): void {
  state = fresh();
}

export function scriptLiff(patch: Partial<LiffScript>): LiffScript {
  state.script = { ...state.script, ...patch, waitResult: patch.waitResult ? [...patch.waitResult] : state.script.waitResult };
  return state.script;
}

function nextId(prefix: string): string {
  state.seq += 1;
  const random = Math.random().toString(36).slice(2, 10);
  return `${prefix}${state.seq}${random}`.replace(/[^A-Za-z0-9]/g, '');
}

/** Permissions of the app the LINE user has not granted (openid, and profile unless scripted otherwise, come with sign-in). */
export function unauthorizedPermissions(sub: string): string[] {
  const atSignIn = new Set(['openid', ...state.script.signInGrants.split(/\s+/)]);
  const inScope = state.script.scope.split(/\s+/).filter((s) => s !== '' && !atSignIn.has(s));
  const granted = state.granted.get(sub) ?? new Set<string>();
  return inScope.filter((p) => !granted.has(p));
}

export function grantPermissions(sub: string, permissions: readonly string[]): void {
  const granted = state.granted.get(sub) ?? new Set<string>();
  for (const p of permissions) granted.add(p);
  state.granted.set(sub, granted);
}

export function openShare(liffId: string): string {
  const ott = nextId('ott');
  state.shares.set(ott, { liffId, status: 'pending', messages: [], createdAt: Date.now() });
  return ott;
}

/** The share-picker window's Send or Cancel (the messages come from the window's opener). */
export function finishShare(ott: string, status: ShareSession['status'], messages: unknown[] = []): ShareSession | null {
  const session = state.shares.get(ott);
  if (!session) return null;
  if (session.status === 'pending') {
    session.status = status;
    session.messages = messages;
    if (status === 'success') state.log.shared.push(messages);
  }
  return session;
}

export function openSubWindow(input: { mainLiffId: string; subLiffId: string; mstChallenge: string; appData: unknown; sub: string }): SubWindowSession {
  const session: SubWindowSession = { ...input, msit: nextId('msit'), mst: nextId('mst'), status: 'pending', result: null };
  state.subWindows.set(session.msit, session);
  return session;
}

export function subWindowByMst(mst: string): SubWindowSession | undefined {
  for (const s of state.subWindows.values()) if (s.mst === mst) return s;
  return undefined;
}

/** The sub-window reports its result; a consent grant is recorded for the member. */
export function finishSubWindow(session: SubWindowSession, status: SubWindowSession['status'], result: unknown): void {
  if (session.status !== 'pending') return;
  session.status = status;
  session.result = result;
  const permissions = (result as { permissions?: unknown } | null)?.permissions;
  if (status === 'submit' && Array.isArray(permissions)) grantPermissions(session.sub, permissions.filter((p): p is string => typeof p === 'string'));
}

/** Takes the next scripted failure of a wait for a result, if any. */
export function nextWaitFailure(): LiffScript['waitResult'][number] | undefined {
  return state.script.waitResult.shift();
}
