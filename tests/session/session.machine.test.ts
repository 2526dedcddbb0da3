import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createActor } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import {
  selectIsConfigReady,
  selectIsGuest,
  selectIsMember,
  selectIsInitial,
  selectIsInitialProfile,
  selectIsLoadProfile,
  selectIsLoggedIn,
  selectLocale,
  selectNeedsLineSignIn,
  selectPoints,
  selectProfile,
  selectSettingsFailed,
  selectUserLevelText,
} from '@machines/session/session.selectors';
import { userLevelText } from '@machines/session/userLevel';
import { isPublicRoute } from '@machines/session/publicRoutes';
import { ApiCallError } from '@/domain/apiError';
import { isRequestTimeout, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { PROFILE_FRESH_MS } from '@machines/session/session.setup';
import { baseSettings, never, savedAccount, startSession } from './harness';
import type { WebSessionPayload } from '@machines/session/session.types';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Spec section 4's start-up after settings, up to the restored account. */
const SCRIPTS_TO_ACCOUNT = ['loadBotCheckScript', 'loadCustomScript', 'loadAnalyticsScript', 'configReady', 'initTracking', 'restoreLocale', 'restoreAccount'];

/** Lets every settled promise and the transitions it causes run. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('session start-up', () => {
  it('runs in the order of spec section 4 (saved account, non-public route)', async () => {
    const { actor, calls } = startSession({ savedAccount, pathname: '/reward' });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: { profile: 'loaded' } })).toBe(true);
    expect(calls.slice(0, 12)).toEqual([
      'loadSettings',
      ...SCRIPTS_TO_ACCOUNT,
      'loggedIn',
      'userLevel:Plus',
      'initialDone',
      'loadProfile',
    ]);
  });

  it('installs the disabled analytics stub instead of analytics when the flag is off', async () => {
    const { calls } = startSession({ analyticsEnabled: false });
    await flush();
    expect(calls.slice(0, 5)).toEqual(['loadSettings', 'loadBotCheckScript', 'loadCustomScript', 'installAnalyticsStub', 'configReady']);
    expect(calls).not.toContain('loadAnalyticsScript');
  });

  it('appends the build version to every script address', async () => {
    const { scriptSources } = startSession();
    await flush();
    expect(scriptSources).toEqual([
      'http://localhost/sandbox-scripts/bot-check.js?v=1.0.0.20260101.7',
      'http://localhost/sandbox-scripts/custom.js?v=1.0.0.20260101.7',
      'http://localhost/sandbox-scripts/analytics.js?v=1.0.0.20260101.7',
    ]);
  });

  it('asks for the later scripts\' bytes before the bot-check loads; they still run in order, each after the one before', async () => {
    let botCheckDone!: () => void;
    const { calls, preloads, actor } = startSession({ botCheck: () => new Promise<void>((resolve) => (botCheckDone = resolve)) });
    await flush();
    expect(preloads).toEqual([
      {
        srcs: ['http://localhost/sandbox-scripts/custom.js?v=1.0.0.20260101.7', 'http://localhost/sandbox-scripts/analytics.js?v=1.0.0.20260101.7'],
        after: ['loadSettings', 'loadBotCheckScript'],
      },
    ]);
    expect(calls).toEqual(['loadSettings', 'loadBotCheckScript']);
    expect(actor.getSnapshot().context.isConfigReady).toBe(false);
    botCheckDone();
    await flush();
    expect(calls.slice(0, 5)).toEqual(['loadSettings', 'loadBotCheckScript', 'loadCustomScript', 'loadAnalyticsScript', 'configReady']);
  });

  it('does not ask for the analytics script when it will not load (flag off, or no consent)', async () => {
    const off = startSession({ analyticsEnabled: false });
    const refused = startSession({ analyticsConsent: false });
    await flush();
    expect(off.preloads.map((p) => p.srcs)).toEqual([['http://localhost/sandbox-scripts/custom.js?v=1.0.0.20260101.7']]);
    expect(refused.preloads.map((p) => p.srcs)).toEqual([['http://localhost/sandbox-scripts/custom.js?v=1.0.0.20260101.7']]);
  });

  it('with no saved account: logged out, initial done', async () => {
    const { actor, calls } = startSession({ savedAccount: null });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(selectIsInitial(snapshot)).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(snapshot.context.isLogin).toBe(false);
    expect(calls).not.toContain('loadProfile');
    expect(calls.at(-1)).toBe('initialDone');
  });

  it('treats a saved account with an empty token as logged out', async () => {
    const { actor } = startSession({ savedAccount: { ...savedAccount, token: '' } });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('restores the saved locale', async () => {
    const { actor } = startSession({ savedLocale: 1033 });
    await flush();
    expect(selectLocale(actor.getSnapshot())).toBe(1033);
  });
});

describe('start-up warms the first route', () => {
  it('starts the warm-up as soon as settings are in, before the scripts have loaded; the order of start-up is unchanged', async () => {
    let scriptsDone: () => void = () => undefined;
    const { actor, calls } = startSession({
      pathname: '/reward/101',
      savedLocale: 1033,
      botCheck: () => new Promise<void>((resolve) => (scriptsDone = resolve)),
      warm: async () => undefined,
    });
    await flush();
    // Settings are in, the first script is still loading: the warm-up has been fired, config is not ready.
    expect(calls).toEqual(['loadSettings', 'loadBotCheckScript', 'warmFirstRoute:/reward/101']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ booting: { starting: { startUp: 'loadingScripts', warmUp: 'warmed' } } })).toBe(true);
    expect(selectIsConfigReady(snapshot)).toBe(false);
    scriptsDone();
    await flush();
    expect(calls.filter((c) => !c.startsWith('warmFirstRoute'))).toEqual(['loadSettings', ...SCRIPTS_TO_ACCOUNT, 'initialDone']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('gives the warm-up the first path, the loaded settings and the language known so far', async () => {
    const inputs: Array<{ pathname: string; appId: string; locale: number }> = [];
    startSession({
      pathname: '/campaign/1001',
      settings: async () => ({ ...baseSettings, appId: 'from-the-server' }),
      warm: async (input) => {
        inputs.push({ pathname: input.pathname, appId: input.settings.appId, locale: input.locale });
      },
    });
    await flush();
    expect(inputs).toEqual([{ pathname: '/campaign/1001', appId: 'from-the-server', locale: 1054 }]);
  });

  it('a warm-up that never finishes delays neither config ready nor the login check', async () => {
    const { actor, calls } = startSession({ savedAccount, pathname: '/reward', warm: never });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectIsConfigReady(snapshot)).toBe(true);
    expect(snapshot.matches({ signedIn: { profile: 'loaded' } })).toBe(true);
    expect(calls).toContain('loggedIn');
  });

  it('a failing warm-up changes nothing: start-up goes on and no error is recorded', async () => {
    const { actor } = startSession({ warm: () => Promise.reject(new Error('storage blocked')) });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context.lastSilentError).toBeNull();
  });

  it('the UI still waits for the scripts: a sign-in while they load is not taken (config not ready), even with the warm-up done', async () => {
    const { actor } = startSession({ custom: never, warm: async () => undefined });
    await flush();
    expect(actor.getSnapshot().can({ type: 'SESSION.SIGNED_IN', account: savedAccount })).toBe(false);
    actor.send({ type: 'SESSION.SIGNED_IN', account: savedAccount });
    expect(actor.getSnapshot().matches({ booting: { starting: { startUp: 'loadingScripts' } } })).toBe(true);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
  });

  it('a re-init warms again from the new path', async () => {
    const { actor, calls } = startSession({ warm: async () => undefined });
    await flush();
    actor.send({ type: 'SESSION.REINIT', pathname: '/campaign/1002' });
    await flush();
    expect(calls.filter((c) => c.startsWith('warmFirstRoute'))).toEqual(['warmFirstRoute:/', 'warmFirstRoute:/campaign/1002']);
  });
});

describe('start-up scripts never block', () => {
  it('a failing script is recorded and start-up continues', async () => {
    const { actor, calls } = startSession({ botCheck: () => Promise.reject(new Error('blocked by the network')) });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectIsConfigReady(snapshot)).toBe(true);
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(calls.slice(0, 4)).toEqual(['loadSettings', 'loadBotCheckScript', 'loadCustomScript', 'loadAnalyticsScript']);
    expect(snapshot.context.scriptResults.map((r) => `${r.script}:${r.status}`)).toEqual(['botCheck:failed', 'custom:loaded', 'analytics:loaded']);
    expect(snapshot.context.scriptResults[0]?.error).toBe('blocked by the network');
  });

  it('a hanging script is given up after scriptTimeout (8 s) and start-up continues', async () => {
    const { actor, calls } = startSession({ custom: never });
    await flush();
    expect(actor.getSnapshot().matches({ booting: { starting: { startUp: 'loadingScripts' } } })).toBe(true);
    expect(selectIsConfigReady(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(7999);
    expect(selectIsConfigReady(actor.getSnapshot())).toBe(false);
    expect(calls).not.toContain('loadAnalyticsScript');
    await vi.advanceTimersByTimeAsync(1);
    const snapshot = actor.getSnapshot();
    expect(selectIsConfigReady(snapshot)).toBe(true);
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context.scriptResults.map((r) => `${r.script}:${r.status}`)).toEqual(['botCheck:loaded', 'custom:timedOut', 'analytics:loaded']);
  });

  it('every script hanging still reaches the app after three time limits', async () => {
    const { actor } = startSession({ botCheck: never, custom: never, analytics: never });
    await vi.advanceTimersByTimeAsync(3 * 8000);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });
});

describe('public routes and the profile', () => {
  it.each(['/login', '/linelogin', '/bzbslinelogin', '/register', '/register/phone'])(
    'on %s the saved account is restored without the profile',
    async (pathname) => {
      const { actor, calls } = startSession({ savedAccount, pathname });
      await flush();
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ signedIn: { profile: 'notLoaded' } })).toBe(true);
      expect(selectIsLoggedIn(snapshot)).toBe(true);
      expect(snapshot.context.isLogin).toBe(true);
      expect(selectIsInitialProfile(snapshot)).toBe(false);
      expect(calls).not.toContain('loadProfile');
    },
  );

  it('elsewhere the profile loads: profile and points stored, contact number re-saved', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { actor, saved } = startSession({
      savedAccount,
      pathname: '/profile',
      profile: async () => {
        await gate;
        return { profile: { userId: 'u-1', contactNumber: '0811111111', updated_points: 900 }, points: 950 };
      },
    });
    await flush();
    expect(selectIsLoadProfile(actor.getSnapshot())).toBe(true);
    release();
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectProfile(snapshot)).toMatchObject({ userId: 'u-1', contactNumber: '0811111111' });
    expect(selectPoints(snapshot)).toBe(950);
    expect(snapshot.context.account?.contactNumber).toBe('0811111111');
    expect(saved.at(-1)).toMatchObject({ token: 'tok-1', contactNumber: '0811111111' });
    expect(selectIsLoadProfile(snapshot)).toBe(false);
    expect(selectIsInitialProfile(snapshot)).toBe(true);
  });

  it('falls back to the profile’s updated_points when the points call gives none', async () => {
    const { actor } = startSession({ savedAccount, profile: async () => ({ profile: { updated_points: 42 }, points: null }) });
    await flush();
    expect(selectPoints(actor.getSnapshot())).toBe(42);
  });

  it('a failed profile load is tolerated silently: still logged in', async () => {
    const { actor } = startSession({
      savedAccount,
      profile: () => Promise.reject(new ApiCallError({ message: 'Server error', status: 500 })),
    });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { profile: 'failed' } })).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(selectProfile(snapshot)).toBeNull();
    expect(selectIsLoadProfile(snapshot)).toBe(false);
    expect(selectIsInitialProfile(snapshot)).toBe(true);
    expect(snapshot.context.lastSilentError).toMatchObject({ status: 500 });
    expect(snapshot.can({ type: 'SESSION.PROFILE_REFRESH' })).toBe(true);
  });
});

describe('checking the points (SESSION.PROFILE_CHECK) and refreshing them (SESSION.PROFILE_REFRESH)', () => {
  const loads = (calls: string[]) => calls.filter((call) => call === 'loadProfile').length;

  it('a check just after the profile was read does not read it again; a refresh does', async () => {
    const { actor, calls } = startSession({ savedAccount, pathname: '/profile/history/earn' });
    await flush();
    expect(loads(calls)).toBe(1);
    actor.send({ type: 'SESSION.PROFILE_CHECK' });
    await flush();
    expect(loads(calls)).toBe(1);
    expect(actor.getSnapshot().matches({ signedIn: { profile: { loaded: 'current' } } })).toBe(true);
    actor.send({ type: 'SESSION.PROFILE_REFRESH' });
    await flush();
    expect(loads(calls)).toBe(2);
  });

  it('once the profile has aged, a check reads it again, and that read is current again', async () => {
    const { actor, calls } = startSession({ savedAccount, pathname: '/profile/history/earn' });
    await flush();
    await vi.advanceTimersByTimeAsync(PROFILE_FRESH_MS - 1);
    actor.send({ type: 'SESSION.PROFILE_CHECK' });
    await flush();
    expect(loads(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ signedIn: { profile: { loaded: 'aging' } } })).toBe(true);
    actor.send({ type: 'SESSION.PROFILE_CHECK' });
    await flush();
    expect(loads(calls)).toBe(2);
    expect(actor.getSnapshot().matches({ signedIn: { profile: { loaded: 'current' } } })).toBe(true);
  });

  it('a check reads a profile not loaded yet (a public first page) or one whose read failed', async () => {
    const { actor, calls } = startSession({ savedAccount, pathname: '/login' });
    await flush();
    expect(loads(calls)).toBe(0);
    actor.send({ type: 'SESSION.PROFILE_CHECK' });
    await flush();
    expect(loads(calls)).toBe(1);

    const failing = startSession({ savedAccount, pathname: '/profile', profile: () => Promise.reject(new ApiCallError({ status: 500, message: 'x' })) });
    await flush();
    expect(failing.actor.getSnapshot().matches({ signedIn: { profile: 'failed' } })).toBe(true);
    failing.actor.send({ type: 'SESSION.PROFILE_CHECK' });
    await flush();
    expect(loads(failing.calls)).toBe(2);
  });
});

describe('user level', () => {
  it.each([
    [1, 'Plus'],
    [2, 'Plus'],
    [3, 'Plus'],
    [4, 'Plus X'],
    [6, 'Plus X'],
    [0, null],
    [8, null],
    [undefined, null],
  ])('level %s → %s', (level, text) => {
    expect(userLevelText(level)).toBe(text);
  });

  it('is set after the login check', async () => {
    const { actor } = startSession({ savedAccount: { ...savedAccount, userLevel: 4 }, pathname: '/login' });
    await flush();
    expect(selectUserLevelText(actor.getSnapshot())).toBe('Plus X');
  });
});

describe('events while start-up finishes (the UI is already up)', () => {
  it('a locale change during start-up is kept', async () => {
    const { actor, calls } = startSession({ custom: never });
    await flush();
    actor.send({ type: 'SESSION.LOCALE_CHANGE', locale: 1033 });
    expect(calls).toContain('persistLocale:1033');
    expect(selectLocale(actor.getSnapshot())).toBe(1033);
  });

  it('a sign-in while start-up is still running (config already ready) wins', async () => {
    const { actor } = startSession({ pathname: '/login' });
    await flush();
    actor.send({ type: 'SESSION.REINIT' });
    // Config stays ready across a re-init; start-up is running again.
    actor.send({ type: 'SESSION.SIGNED_IN', account: { ...savedAccount, token: 'fresh' } });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { profile: 'loaded' } })).toBe(true);
    expect(snapshot.context.account?.token).toBe('fresh');
  });

  it('a sign-in before config is ready is not accepted', async () => {
    const { actor } = startSession({ custom: never });
    await flush();
    expect(actor.getSnapshot().can({ type: 'SESSION.SIGNED_IN', account: savedAccount })).toBe(false);
  });
});

describe('re-init', () => {
  it('resets the flags and repeats start-up', async () => {
    const { actor, calls } = startSession({ savedAccount, pathname: '/reward' });
    await flush();
    expect(actor.getSnapshot().context.isInitialProfile).toBe(true);
    calls.length = 0;
    actor.send({ type: 'SESSION.REINIT', pathname: '/login' });
    const during = actor.getSnapshot();
    expect(during.matches({ booting: 'loadingSettings' })).toBe(true);
    expect([during.context.isInitial, during.context.isLogin, during.context.isLoadProfile, during.context.isInitialProfile]).toEqual([false, false, false, false]);
    await flush();
    expect(calls[0]).toBe('loadSettings');
    expect(calls).toContain('restoreAccount');
    expect(calls).not.toContain('loadProfile');
    expect(actor.getSnapshot().matches({ signedIn: { profile: 'notLoaded' } })).toBe(true);
    expect(actor.getSnapshot().context.isInitial).toBe(true);
  });
});

describe('member or guest', () => {
  it('a device sign-in (Continue as guest) is a guest, not a member', async () => {
    const { actor } = startSession({ savedAccount: null, pathname: '/login' });
    await flush();
    actor.send({ type: 'SESSION.SIGNED_IN', account: { token: 'device-token', userId: 'G900001', channel: 'device' } });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { role: 'guest' } })).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(selectIsGuest(snapshot)).toBe(true);
    expect(selectIsMember(snapshot)).toBe(false);
  });

  it('a resumed guest device restored at start-up is a guest', async () => {
    const { actor } = startSession({ savedAccount: { token: 'device-token', userId: 'G900001', channel: 'device_resume' }, pathname: '/' });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: { role: 'guest' } })).toBe(true);
  });

  it('a guest who signs in as a member becomes a member; a member account restored is a member', async () => {
    const { actor } = startSession({ savedAccount: { token: 'device-token', userId: 'G900001', channel: 'device' }, pathname: '/' });
    await flush();
    expect(selectIsGuest(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SESSION.SIGNED_IN', account: { ...savedAccount, channel: 'bzbs' } });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: { role: 'member' } })).toBe(true);
    expect(selectIsMember(actor.getSnapshot())).toBe(true);
    expect(selectIsGuest(actor.getSnapshot())).toBe(false);
  });

  it('signed out is neither member nor guest', async () => {
    const { actor } = startSession({ savedAccount: null, pathname: '/' });
    await flush();
    expect(selectIsGuest(actor.getSnapshot())).toBe(false);
    expect(selectIsMember(actor.getSnapshot())).toBe(false);
  });
});

describe('sign-in and logout', () => {
  it('SESSION.SIGNED_IN stores the account and loads the profile', async () => {
    const { actor, calls, saved } = startSession({ savedAccount: null, pathname: '/login' });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.SIGNED_IN', account: { ...savedAccount, token: 'new-token', userLevel: 1 } });
    await flush();
    const snapshot = actor.getSnapshot();
    // Stored and logged in in one step (the flag facts are logged after the step's actions), then the profile.
    expect(calls.slice(0, 4)).toEqual(['saveAccount', 'loggedIn', 'userLevel:Plus', 'loadProfile']);
    expect(saved[0]).toMatchObject({ token: 'new-token' });
    expect(snapshot.matches({ signedIn: { profile: 'loaded' } })).toBe(true);
    expect(selectUserLevelText(snapshot)).toBe('Plus');
    expect(saved.at(-1)).toMatchObject({ token: 'new-token', contactNumber: '0899999999' });
  });

  it('logout with a JWT clears everything, then calls logout with the JWT', async () => {
    const { actor, calls } = startSession({ savedAccount });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOGOUT' });
    const during = actor.getSnapshot();
    expect(during.context.account).toBeNull();
    expect(during.context.profile).toBeNull();
    expect(during.context.points).toBeNull();
    await flush();
    expect(calls).toEqual(['clearCache', 'logout:jwt-1']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(snapshot.context.logoutJwt).toBeNull();
  });

  it('logout without a JWT does not call the server', async () => {
    const { actor, calls } = startSession({ savedAccount: { ...savedAccount, jwt: undefined } });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOGOUT' });
    await flush();
    expect(calls).toEqual(['clearCache']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('inside LINE with no saved account on a member page: hands over to the LINE sign-in, then is a guest until it signs in', async () => {
    const { actor } = startSession({ savedAccount: null, inMessagingClient: true, pathname: '/profile' });
    await flush();
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches('lineSignIn')).toBe(true);
    expect(selectNeedsLineSignIn(snapshot)).toBe(true);
    expect(selectIsInitial(snapshot)).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    actor.send({ type: 'SESSION.LINE_SIGN_IN_OPENED' });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(selectNeedsLineSignIn(snapshot)).toBe(false);
    actor.send({ type: 'SESSION.SIGNED_IN', account: savedAccount });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: { profile: 'loaded' } })).toBe(true);
  });

  it('inside LINE the hand-over may end in a sign-in straight away', async () => {
    const { actor } = startSession({ savedAccount: null, inMessagingClient: true, pathname: '/' });
    await flush();
    expect(actor.getSnapshot().matches('lineSignIn')).toBe(true);
    actor.send({ type: 'SESSION.SIGNED_IN', account: savedAccount });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: { profile: 'loaded' } })).toBe(true);
  });

  it.each(['/login', '/linelogin', '/register'])('inside LINE a sign-in page (%s) is left alone: a guest, no hand-over', async (pathname) => {
    const { actor } = startSession({ savedAccount: null, inMessagingClient: true, pathname });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(selectNeedsLineSignIn(actor.getSnapshot())).toBe(false);
  });

  it('inside LINE after the member signed out in this window: a guest, no hand-over', async () => {
    const { actor } = startSession({ savedAccount: null, inMessagingClient: true, lineSignInAtStart: false, pathname: '/profile' });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('in a browser with no saved account a member page is a guest (no hand-over)', async () => {
    const { actor } = startSession({ savedAccount: null, pathname: '/profile' });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('a failed logout call still signs out', async () => {
    const { actor } = startSession({ savedAccount, logout: () => Promise.reject(new Error('offline')) });
    await flush();
    actor.send({ type: 'SESSION.LOGOUT' });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('in the messaging client: endMessagingSession, then reloadPage', async () => {
    const { actor, calls } = startSession({ savedAccount, inMessagingClient: true });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOGOUT' });
    await flush();
    expect(calls).toEqual(['deleteWebSession:jwt-1', 'clearCache', 'logout:jwt-1', 'endMessagingSession', 'reloadPage']);
  });

  it('in the messaging client a failed DELETE /session is ignored: the member is still signed out and the page reloads', async () => {
    const { actor, calls } = startSession({ savedAccount, inMessagingClient: true, deleteWebSession: () => Promise.reject(new Error('offline')) });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOGOUT' });
    await flush();
    expect(calls).toEqual(['deleteWebSession:jwt-1', 'clearCache', 'logout:jwt-1', 'endMessagingSession', 'reloadPage']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('in a browser logout leaves the web session alone (no DELETE /session)', async () => {
    const { actor, calls } = startSession({ savedAccount });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOGOUT' });
    await flush();
    expect(calls.some((c) => c.startsWith('deleteWebSession'))).toBe(false);
  });
  it('in the messaging client a failed end of session is ignored and the page still reloads', async () => {
    const { actor, calls } = startSession({ savedAccount, inMessagingClient: true, endMessagingSession: () => Promise.reject(new Error('liff')) });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOGOUT' });
    await flush();
    expect(calls.slice(-2)).toEqual(['endMessagingSession', 'reloadPage']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('logout is not offered when signed out', async () => {
    const { actor } = startSession();
    await flush();
    expect(actor.getSnapshot().can({ type: 'SESSION.LOGOUT' })).toBe(false);
  });
});

describe('locale and JWT', () => {
  it('signed in: stores the locale, calls the locale change, stores the new Jwt and keeps it in the web session', async () => {
    const { actor, calls, saved } = startSession({ savedAccount });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOCALE_CHANGE', locale: 1033 });
    expect(selectLocale(actor.getSnapshot())).toBe(1033);
    await flush();
    // A window restored from the web session must not come back with the JWT the locale change replaced.
    expect(calls).toEqual(['persistLocale:1033', 'changeLocale:1033:jwt-1', 'saveAccount', 'storeWebSession:tok-1:1250']);
    expect(actor.getSnapshot().context.account?.jwt).toBe('jwt-for-1033');
    expect(saved.at(-1)).toMatchObject({ jwt: 'jwt-for-1033', locale: 1033 });
  });

  it('signed out: only stores the locale', async () => {
    const { actor, calls } = startSession();
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOCALE_CHANGE', locale: 1033 });
    await flush();
    expect(calls).toEqual(['persistLocale:1033']);
    expect(selectLocale(actor.getSnapshot())).toBe(1033);
  });

  it('a failed locale change keeps the new locale and the old Jwt', async () => {
    const { actor } = startSession({ savedAccount, changeLocale: () => Promise.reject(new Error('500')) });
    await flush();
    actor.send({ type: 'SESSION.LOCALE_CHANGE', locale: 1033 });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { locale: 'changeFailed' } })).toBe(true);
    expect(selectLocale(snapshot)).toBe(1033);
    expect(snapshot.context.account?.jwt).toBe('jwt-1');
    expect(snapshot.can({ type: 'SESSION.LOCALE_CHANGE', locale: 1054 })).toBe(true);
  });

  it('SESSION.JWT_REFRESHED stores and saves the new JWT', async () => {
    const { actor, saved } = startSession({ savedAccount });
    await flush();
    actor.send({ type: 'SESSION.JWT_REFRESHED', jwt: 'jwt-2' });
    await flush();
    expect(actor.getSnapshot().context.account?.jwt).toBe('jwt-2');
    expect(saved.at(-1)).toMatchObject({ jwt: 'jwt-2' });
  });
});

describe('settings failure', () => {
  it('stops in settingsFailed and SESSION.RETRY loads again', async () => {
    let attempt = 0;
    const { actor, calls } = startSession({
      settings: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiCallError({ message: 'Service unavailable', status: 503 });
        return baseSettings;
      },
    });
    await flush();
    let snapshot = actor.getSnapshot();
    expect(selectSettingsFailed(snapshot)).toBe(true);
    expect(selectIsConfigReady(snapshot)).toBe(false);
    expect(snapshot.context.settingsError).toMatchObject({ status: 503 });
    expect(calls).toEqual(['loadSettings']);
    expect(snapshot.can({ type: 'SESSION.RETRY' })).toBe(true);
    actor.send({ type: 'SESSION.RETRY' });
    await flush();
    snapshot = actor.getSnapshot();
    expect(selectSettingsFailed(snapshot)).toBe(false);
    expect(selectIsConfigReady(snapshot)).toBe(true);
    expect(snapshot.context.settingsError).toBeNull();
  });

  it('the default (unprovided) chart stops in settingsFailed in Node', async () => {
    const actor = createActor(sessionMachine(), { input: { defaults: baseSettings, pathname: '/' } }).start();
    await waitFor(actor, (s) => s.hasTag('settingsFailed'));
    expect(actor.getSnapshot().context.settingsError?.message).toContain('not provided');
  });
});

describe('public routes', () => {
  it.each([
    ['/login', true],
    ['/login/', true],
    ['/register/phone', true],
    ['/registered', false],
    ['/', false],
    ['/reward/3', false],
    ['/profile', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicRoute(path)).toBe(expected);
  });
});

describe('no answer in time (every call has a timeout)', () => {
  it('settings: after REQUEST_TIMEOUT the retry screen, with the timeout error', async () => {
    const { actor } = startSession({ settings: never });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(selectSettingsFailed(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectSettingsFailed(actor.getSnapshot())).toBe(true);
    expect(isRequestTimeout(actor.getSnapshot().context.settingsError ?? undefined)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SESSION.RETRY' })).toBe(true);
  });

  it('profile: after REQUEST_TIMEOUT the failed state (still signed in) that a refresh retries', async () => {
    const { actor } = startSession({ savedAccount, profile: never });
    await flush();
    expect(selectIsLoadProfile(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { profile: 'failed' } })).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(selectIsLoadProfile(snapshot)).toBe(false);
    expect(isRequestTimeout(snapshot.context.lastSilentError ?? undefined)).toBe(true);
    expect(snapshot.can({ type: 'SESSION.PROFILE_REFRESH' })).toBe(true);
  });

  it('locale change: given up after REQUEST_TIMEOUT, the new locale kept', async () => {
    const { actor } = startSession({ savedAccount, changeLocale: never });
    await flush();
    actor.send({ type: 'SESSION.LOCALE_CHANGE', locale: 1033 });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(actor.getSnapshot().matches({ signedIn: { locale: 'changeFailed' } })).toBe(true);
    expect(selectLocale(actor.getSnapshot())).toBe(1033);
  });

  it('logout and the end of the messaging session never keep the member signed in', async () => {
    const { actor, calls } = startSession({ savedAccount, inMessagingClient: true, logout: never, endMessagingSession: never });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.LOGOUT' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(actor.getSnapshot().matches('signedOut')).toBe(false);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls).toEqual(['deleteWebSession:jwt-1', 'clearCache', 'logout:jwt-1', 'endMessagingSession', 'reloadPage']);
  });
});

describe('the web session (spec section 7: POST, GET and DELETE /session)', () => {
  it('after a sign-in keeps {user, profile, point} with POST /session once the profile has loaded', async () => {
    let kept: WebSessionPayload | undefined;
    const { actor, calls } = startSession({ savedAccount: null, pathname: '/login', storeWebSession: async (p) => void (kept = p) });
    await flush();
    calls.length = 0;
    actor.send({ type: 'SESSION.SIGNED_IN', account: { ...savedAccount, token: 'new-token' } });
    await flush();
    expect(calls.filter((c) => c.startsWith('loadProfile') || c.startsWith('storeWebSession'))).toEqual(['loadProfile', 'storeWebSession:new-token:1250']);
    expect(kept?.profile).toMatchObject({ firstName: 'Somchai' });
    expect(kept?.user).toMatchObject({ token: 'new-token', jwt: 'jwt-1' });
    expect(actor.getSnapshot().matches({ signedIn: { webSession: 'stored' } })).toBe(true);
  });

  it('keeps it even when the profile load failed (points 0), and a failed POST /session is silent', async () => {
    const { actor, calls } = startSession({
      savedAccount: null,
      pathname: '/login',
      profile: () => Promise.reject(new Error('500')),
      storeWebSession: () => Promise.reject(new Error('offline')),
    });
    await flush();
    actor.send({ type: 'SESSION.SIGNED_IN', account: savedAccount });
    await flush();
    expect(calls).toContain('storeWebSession:tok-1:0');
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { webSession: 'notStored' } })).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
  });

  it('a second sign-in keeps its own payload', async () => {
    const { actor, calls } = startSession({ savedAccount: null, pathname: '/login' });
    await flush();
    actor.send({ type: 'SESSION.SIGNED_IN', account: savedAccount });
    await flush();
    actor.send({ type: 'SESSION.SIGNED_IN', account: { ...savedAccount, token: 'tok-2' } });
    await flush();
    expect(calls.filter((c) => c.startsWith('storeWebSession'))).toEqual(['storeWebSession:tok-1:1250', 'storeWebSession:tok-2:1250']);
  });

  it('a saved account restored at start-up is not sent again', async () => {
    const { calls } = startSession({ savedAccount });
    await flush();
    expect(calls.some((c) => c.startsWith('storeWebSession') || c === 'readWebSession')).toBe(false);
  });

  it('inside LINE with no saved account: GET /session restores the member (saved again), no LINE hand-over', async () => {
    const { actor, calls, saved } = startSession({
      savedAccount: null,
      inMessagingClient: true,
      pathname: '/profile',
      readWebSession: async () => ({ user: { ...savedAccount, token: 'kept-token' }, profile: { firstName: 'Somchai' }, point: 900 }),
    });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(calls).toContain('readWebSession');
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(saved[0]).toMatchObject({ token: 'kept-token' });
    expect(calls.some((c) => c.startsWith('storeWebSession'))).toBe(false);
  });

  it.each([
    ['nothing kept', async () => null],
    ['a failed read', () => Promise.reject(new Error('404'))],
  ])('inside LINE, %s: on to the LINE sign-in as before', async (_name, readWebSession) => {
    const { actor } = startSession({ savedAccount: null, inMessagingClient: true, pathname: '/profile', readWebSession });
    await flush();
    expect(actor.getSnapshot().matches('lineSignIn')).toBe(true);
  });

  it('not inside LINE, or after signing out in this window: no GET /session', async () => {
    const browser = startSession({ savedAccount: null, pathname: '/profile' });
    const signedOutHere = startSession({ savedAccount: null, inMessagingClient: true, lineSignInAtStart: false, pathname: '/profile' });
    await flush();
    expect(browser.calls).not.toContain('readWebSession');
    expect(signedOutHere.calls).not.toContain('readWebSession');
  });
});
