import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { createCookieConsentMachine } from '@machines/cookieConsent/cookieConsent.machine';
import { createCookieSettingsMachine, type CookieSettingsMachine } from '@machines/cookieConsent/cookieSettings.machine';
import type { CookieConsentInput, CookieContent, CookieSync } from '@machines/cookieConsent/cookieConsent.types';
import { ApiCallError, type ApiError } from '@/domain/apiError';
import { allCookies, setCookie, type CookieChoices } from '@/domain/consent/cookies';

const content: CookieContent = {
  header: 'Cookie settings',
  body: 'We use cookies.',
  cookies: {
    necessaryCookies: { header: 'Necessary', body: 'Always on', isDisabled: true },
    analyticsBzbsCookies: { header: 'App analytics', body: 'Usage' },
    functionalCookies: { header: 'Functional', body: 'Settings' },
  },
};

function start(input: Partial<CookieConsentInput> = {}, sync: CookieSync = { version: '1', remote: null }, postFailure?: ApiError) {
  const posts: CookieChoices[] = [];
  const calls: string[] = [];
  const machine = createCookieConsentMachine({
    actors: {
      syncCookieConsent: fromPromise(async () => sync),
      postCookieConsent: fromPromise<void, { choices: CookieChoices; tranId: string }>(async ({ input: i }) => {
        posts.push(i.choices);
        if (postFailure) throw new ApiCallError(postFailure);
      }),
      startAnalytics: fromPromise(async () => {
        calls.push('start');
      }),
      cookieSettings: createCookieSettingsMachine({
        actors: { loadCookieContent: fromPromise(async () => content) },
      }) as never,
    },
    actions: { stopAnalytics: () => calls.push('stop') },
  });
  const actor = createActor(machine, {
    input: { stored: null, signedIn: false, locale: 'th', analyticsFlag: true, analyticsRunning: false, ...input },
  });
  const remembered: CookieChoices[] = [];
  actor.on('cookies.remember', (e) => remembered.push(e.value.choices));
  const failures: ApiError[] = [];
  actor.on('cookies.saveFailed', (e) => failures.push(e.error));
  actor.start();
  return { actor, posts, calls, remembered, failures };
}
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cookieConsent', () => {
  it('first visit: the banner shows; Accept remembers every category, hides the banner and starts analytics', async () => {
    const { actor, calls, remembered, posts } = start();
    await settle();
    expect(actor.getSnapshot().hasTag('banner')).toBe(true);
    expect(actor.getSnapshot().matches({ analytics: 'off' })).toBe(true);
    actor.send({ type: 'COOKIES.ACCEPT_ALL' });
    await settle();
    expect(actor.getSnapshot().hasTag('banner')).toBe(false);
    expect(remembered).toEqual([allCookies(1)]);
    expect(posts).toEqual([]); // signed out: nothing to post
    expect(calls).toEqual(['start']);
    expect(actor.getSnapshot().matches({ analytics: 'on' })).toBe(true);
  });

  it('reject from the banner: necessary stays on, analytics stays off', async () => {
    const { actor, calls, remembered } = start();
    await settle();
    actor.send({ type: 'COOKIES.REJECT_ALL' });
    await settle();
    expect(remembered[0]).toEqual({ ...allCookies(0), necessaryCookies: 1 });
    expect(calls).toEqual([]);
  });

  it('a remembered choice for the current version: no banner; a new cookie-policy version shows it again', async () => {
    const kept = start({ stored: { version: '1', choices: allCookies(0), at: 0 } });
    await settle();
    expect(kept.actor.getSnapshot().hasTag('banner')).toBe(false);
    const newer = start({ stored: { version: '1', choices: allCookies(0), at: 0 } }, { version: '2', remote: null });
    await settle();
    expect(newer.actor.getSnapshot().hasTag('banner')).toBe(true);
  });

  it('settings: necessary is locked; Save posts the choice when signed in; withdrawing analytics stops it at once', async () => {
    const { actor, posts, calls } = start({ signedIn: true, stored: { version: '1', choices: allCookies(1), at: 0 }, analyticsRunning: true }, { version: '1', remote: allCookies(1) });
    await settle();
    expect(actor.getSnapshot().matches({ analytics: 'on' })).toBe(true);
    actor.send({ type: 'COOKIES.OPEN_SETTINGS' });
    await settle();
    const settings = actor.getSnapshot().children.cookieSettings as ActorRefFrom<CookieSettingsMachine>;
    expect(settings.getSnapshot().matches('editing')).toBe(true);
    expect(settings.getSnapshot().can({ type: 'COOKIES.SET', category: 'necessaryCookies', accepted: false })).toBe(false);
    settings.send({ type: 'COOKIES.SET', category: 'analyticsBuzzebeesCookies', accepted: false });
    settings.send({ type: 'COOKIES.SAVE' });
    await settle();
    expect(posts).toEqual([setCookie(allCookies(1), 'analyticsBuzzebeesCookies', 0)]);
    expect(calls).toEqual(['stop']);
    expect(actor.getSnapshot().matches({ analytics: 'off' })).toBe(true);
  });

  it('signing in loads the choice made on another device; a local choice with nothing on the server is posted', async () => {
    const other = start({}, { version: '1', remote: allCookies(1) });
    await settle();
    expect(other.actor.getSnapshot().hasTag('banner')).toBe(true); // signed out: not read yet
    other.actor.send({ type: 'COOKIES.SIGNED_IN' });
    await settle();
    expect(other.actor.getSnapshot().hasTag('banner')).toBe(false);
    expect(other.remembered).toEqual([allCookies(1)]);
    expect(other.calls).toEqual(['start']);

    const local = start({ signedIn: true, stored: { version: '1', choices: allCookies(0), at: 0 } }, { version: '1', remote: null });
    await settle();
    expect(local.posts).toEqual([allCookies(0)]);
  });

  it('a failed post goes to the shared handler; offline it stays quiet and the choice stays in force', async () => {
    const stored = { version: '1', choices: allCookies(0), at: 0 };
    const failing = start({ signedIn: true, stored }, { version: '1', remote: null }, { message: 'Service unavailable', status: 503 });
    await settle();
    expect(failing.posts).toEqual([allCookies(0)]);
    expect(failing.failures).toMatchObject([{ status: 503 }]);

    const offline = start({ signedIn: true, stored }, { version: '1', remote: null }, { message: 'Failed to fetch', status: 0, code: 'offline' });
    await settle();
    expect(offline.posts).toEqual([allCookies(0)]);
    expect(offline.failures).toEqual([]);
    expect(offline.actor.getSnapshot().matches({ choice: 'decided' })).toBe(true);
    expect(offline.actor.getSnapshot().hasTag('banner')).toBe(false);
  });

  it('the analytics flag off keeps analytics off whatever the choice', async () => {
    const { actor, calls } = start({ analyticsFlag: false });
    await settle();
    actor.send({ type: 'COOKIES.ACCEPT_ALL' });
    await settle();
    expect(calls).toEqual([]);
  });
});
