/**
 * The cookie-consent and cookie-settings connects: what the banner, the cookies page and the settings dialog
 * show in the charts' states (enabling from snapshot.can), and that each handler sends the chart's event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connect } from '@machines/cookieConsent/cookieConsent.connect';
import { createCookieConsentMachine } from '@machines/cookieConsent/cookieConsent.machine';
import type { CookieConsentEvent, CookieContent, CookieSettingsEvent, CookieSync } from '@machines/cookieConsent/cookieConsent.types';
import { connect as connectSettings } from '@machines/cookieConsent/cookieSettings.connect';
import { createCookieSettingsMachine } from '@machines/cookieConsent/cookieSettings.machine';
import { allCookies } from '@/domain/consent/cookies';

const content: CookieContent = {
  header: 'Cookie settings',
  body: 'We use cookies.',
  footer: 'More',
  cookies: {
    necessaryCookies: { header: 'Necessary', body: 'Always on', isDisabled: true },
    functionalCookies: { header: 'Functional', body: 'Settings' },
  },
};

function settingsMachine(load: () => Promise<CookieContent> = async () => content) {
  return createCookieSettingsMachine({ actors: { loadCookieContent: fromPromise(load) } });
}

function startConsent() {
  const machine = createCookieConsentMachine({
    actors: {
      syncCookieConsent: fromPromise(async (): Promise<CookieSync> => ({ version: '1', remote: null })),
      postCookieConsent: fromPromise(async (): Promise<void> => {}),
      startAnalytics: fromPromise(async (): Promise<void> => {}),
      cookieSettings: settingsMachine() as never,
    },
    actions: { stopAnalytics: () => undefined },
  });
  return createActor(machine, {
    input: { stored: null, signedIn: false, locale: 'en', analyticsFlag: false, analyticsRunning: false },
  }).start();
}
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cookie-consent connect', () => {
  it('first visit: the banner, no choice; the settings child while the dialog is open, its button disabled', async () => {
    const actor = startConsent();
    await settle();
    const first = connect(actor.getSnapshot(), vi.fn());
    expect(first).toMatchObject({ showBanner: true, choices: null, canOpenSettings: true, settings: undefined });
    actor.send({ type: 'COOKIES.OPEN_SETTINGS' });
    const open = connect(actor.getSnapshot(), vi.fn());
    expect(open.settings).toBe(actor.getSnapshot().children.cookieSettings);
    expect(open.canOpenSettings).toBe(false);
    expect(open.canOpenSettings).toBe(actor.getSnapshot().can({ type: 'COOKIES.OPEN_SETTINGS' }));
  });

  it('a choice made: no banner, the choice in force', async () => {
    const actor = startConsent();
    await settle();
    actor.send({ type: 'COOKIES.ACCEPT_ALL' });
    await settle();
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ showBanner: false, choices: allCookies(1), canOpenSettings: true });
  });

  it('a tap on the early banner sends its button’s event while the banner shows, and nothing once a choice is in force', async () => {
    const actor = startConsent();
    await settle();
    const send = vi.fn<(event: CookieConsentEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    view.onEarlyBannerTap('accept');
    view.onEarlyBannerTap('reject');
    view.onEarlyBannerTap('settings');
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'COOKIES.ACCEPT_ALL' }, { type: 'COOKIES.REJECT_ALL' }, { type: 'COOKIES.OPEN_SETTINGS' }]);
    actor.send({ type: 'COOKIES.ACCEPT_ALL' });
    await settle();
    const decided = vi.fn<(event: CookieConsentEvent) => void>();
    connect(actor.getSnapshot(), decided).onEarlyBannerTap('settings');
    expect(decided).not.toHaveBeenCalled();
  });

  it('the handlers send the chart events', async () => {
    const actor = startConsent();
    const send = vi.fn<(event: CookieConsentEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    view.onAcceptAll();
    view.onRejectAll();
    view.onOpenSettings();
    view.onSignInChanged(true);
    view.onSignInChanged(false);
    view.onLocaleChanged('th');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'COOKIES.ACCEPT_ALL' },
      { type: 'COOKIES.REJECT_ALL' },
      { type: 'COOKIES.OPEN_SETTINGS' },
      { type: 'COOKIES.SIGNED_IN' },
      { type: 'COOKIES.SIGNED_OUT' },
      { type: 'COOKIES.LOCALE_CHANGED', locale: 'th' },
    ]);
  });
});

describe('cookie-settings connect', () => {
  const start = (load?: () => Promise<CookieContent>) =>
    createActor(settingsMachine(load), { input: { version: '1', locale: 'en', choices: allCookies(0) } }).start();

  it('loading: every row locked, no Save; then the content, optional rows switchable and Save from snapshot.can', async () => {
    const actor = start();
    expect(connectSettings(actor.getSnapshot(), vi.fn())).toMatchObject({ isLoading: true, loadFailed: false, rows: [], canSave: false });
    await settle();
    const view = connectSettings(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ isLoading: false, header: 'Cookie settings', body: 'We use cookies.', footer: 'More' });
    expect(view.rows.map((r) => [r.category, r.accepted, r.locked])).toEqual([
      ['necessaryCookies', true, true],
      ['functionalCookies', false, false],
    ]);
    expect(view.canSave).toBe(actor.getSnapshot().can({ type: 'COOKIES.SAVE' }));
  });

  it('a failed load offers Retry', async () => {
    const actor = start(async () => {
      throw new Error('down');
    });
    await settle();
    expect(connectSettings(actor.getSnapshot(), vi.fn())).toMatchObject({ isLoading: false, loadFailed: true, canSave: false });
  });

  it('the handlers send the chart events', () => {
    const actor = start();
    const send = vi.fn<(event: CookieSettingsEvent) => void>();
    const view = connectSettings(actor.getSnapshot(), send);
    view.onSet('functionalCookies', true);
    view.onSave();
    view.onClose();
    view.onRetry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'COOKIES.SET', category: 'functionalCookies', accepted: true },
      { type: 'COOKIES.SAVE' },
      { type: 'COOKIES.CLOSE' },
      { type: 'COOKIES.RETRY' },
    ]);
  });
});
