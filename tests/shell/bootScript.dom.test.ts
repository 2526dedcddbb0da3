/**
 * The boot script's hand-over (src/app/boot/boot.ts → src/app/boot/handOver.ts → the session): the settings
 * and first-route reads it starts before the entry are the session's own requests, so the real session
 * started afterwards (its settings, its first-route warm-up and the route's calls) sends none of them again;
 * the above-the-fold images their answers name are preloaded; a saved member's reads carry their Authorization
 * (one the boot script cannot read leaves it the settings read alone); a session that started first makes the boot
 * script send nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { Account } from '@machines/session/session.types';
import { createApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { bootPage, startBoot, startBootReads, warmIntlOffMainThread, type BootEnvironment } from '@/app/boot/boot';
import { resetBootHandOver } from '@/app/boot/handOver';
import { resolveInitialSettings, settingsForThisBuild } from '@/platform/config/settings';
import { CACHE_KEYS } from '@/platform/storage/cacheKeys';
import { warmRoute } from '@/app/router';
import { startSession } from '@/app/session/SessionRoot';
import type { AccountCache } from '@/platform/storage/accountCache';
import { getCampaignDetail } from '@/flows/campaignDetail/campaignDetail.calls';
import { getDashboardBanners, getDashboardLists, getDashboardMenu } from '@/flows/dashboard/dashboard.calls';
import { getCampaignPage, getCategoryMenu } from '@/flows/rewardCatalog/rewardCatalog.calls';
import { createSessionLogic } from '@/flows/session/session.live';
import { DEFAULT_PAGE_SIZE } from '@machines/rewardCatalog/rewardCatalog.types';

const settings = resolveInitialSettings({ appEnv: 'development', backend: 'sandbox-server', origin: 'http://localhost' });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A backend that logs every request (method, path and query) and answers like the sandbox. */
function backend() {
  const sent: string[] = [];
  /** The Authorization of each request, in the order of `sent`. */
  const auth: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
    auth.push(request.headers.get('Authorization') ?? '-');
    // A browser's answer names its address (the boot script reads images by it).
    const answer = reply(url.pathname);
    Object.defineProperty(answer, 'url', { value: request.url });
    return answer;
  };
  const reply = (path: string): Response => {
    if (path.endsWith('/api/setting')) return json({ success: true, data: { appId: 'app-from-server' } });
    if (path.endsWith('/session')) return json({ success: false }, 404);
    if (/\/dashboard\//.test(path)) return json([{ id: 'b1', type: 'banner', name: 'Banner', image_url: 'http://localhost/img/banner-1.jpg' }, { id: 'b2', type: 'banner', name: 'Second', image_url: 'http://localhost/img/banner-2.jpg' }]);
    if (/\/campaign\/\d+$/.test(path)) return json({ ID: 1001, Name: 'Coffee', FullImageUrl: 'http://localhost/img/campaign-1001.jpg', PointPerUnit: 10 });
    if (/\/campaign$/.test(path)) return json([1, 2, 3, 4, 5].map((n) => ({ ID: n, Name: `C${n}`, FullImageUrl: `http://localhost/img/card-${n}.jpg`, PointPerUnit: n })));
    return json(path.includes('/pdpaconsent/') ? {} : []);
  };
  return { sent, auth, fetch: fetch as typeof globalThis.fetch };
}

function bootEnv(over: Partial<BootEnvironment> & { fetch: typeof fetch }): BootEnvironment & { images: string[] } {
  const images: string[] = [];
  return { pathname: '/', settings, locale: 1054, savedMember: false, preloadImage: (src) => images.push(src), now: () => Date.parse('2026-11-23T06:00:00Z'), images, ...over };
}

function memoryCache(account: Account | null = null): AccountCache {
  return {
    loadAccount: async () => account,
    saveAccount: async () => undefined,
    clear: async () => undefined,
    loadSettings: () => null,
    saveSettings: () => undefined,
    getLocale: () => null,
    setLocale: () => undefined,
  };
}

/** The real session (its settings, warm-up and web-session actors) on `fetch`, without script injection. */
function session(pathname: string, fetch: typeof globalThis.fetch, account: Account | null = null) {
  return startSession({
    pathname,
    initialSettings: settings,
    storage: memoryCache(account),
    analyticsConsent: false,
    warmRoutes: warmRoute,
    createClients: (options) => createApiClients({ ...options, fetch }),
    createLogic: (wiring) => createSessionLogic({ ...wiring, injectScript: async () => undefined, installAnalyticsStub: () => undefined }),
  });
}

const duplicates = (sent: string[]) => sent.filter((line, i) => sent.indexOf(line) !== i);

beforeEach(() => resetBootHandOver());
afterEach(() => resetBootHandOver());

describe('boot script', () => {
  it('on / the settings and the dashboard and reward reads go out once: the session and the route read them from the hand-over', async () => {
    const net = backend();
    const env = bootEnv({ fetch: net.fetch });
    const boot = startBootReads(env);
    expect(boot).toBeDefined();
    await boot?.settled();
    expect(net.sent).toEqual([
      'GET /sandbox/webapi/api/setting',
      'GET /sandbox/misc/dashboard/home_dashboard?locale=1054',
      'GET /sandbox/modules/campaigncat/menu?byConfig=true&config=home_menu_category&locale=1054',
      'GET /sandbox/misc/content/home_campaign_list?locale=1054',
      'GET /sandbox/modules/campaigncat/menu?byConfig=true&config=campaign&locale=1054',
      `GET /sandbox/modules/campaign?byConfig=true&config=campaign&$skip=0&top=${DEFAULT_PAGE_SIZE}&locale=1054`,
    ]);
    // Only the first banner: the reward grid on / is below the fold and its images are lazy.
    await vi.waitFor(() => expect(env.images).toEqual(['http://localhost/img/banner-1.jpg']));

    const started = session('/', net.fetch);
    expect(started.runtime.warmCache).toBe(boot);
    await waitFor(started.session, (s) => s.context.isConfigReady);
    await started.runtime.warmCache.settled();
    // The settings came from the hand-over (the server's appId is in), and the route's own calls are answered too.
    expect(started.session.getSnapshot().context.settings.appId).toBe('app-from-server');
    const clients = started.runtime.getClients();
    const lists = settings.contentLists;
    unwrap(await getDashboardBanners(clients, { ...lists }, 1054));
    unwrap(await getDashboardMenu(clients, { ...lists }, 1054));
    unwrap(await getDashboardLists(clients, { ...lists }, 1054));
    unwrap(await getCategoryMenu(clients, undefined, 1054));
    unwrap(await getCampaignPage(clients, undefined, 1054, { categoryId: undefined, skip: 0, top: DEFAULT_PAGE_SIZE }));
    expect(duplicates(net.sent)).toEqual([]);
    expect(net.sent.filter((line) => line.includes('/api/setting'))).toHaveLength(1);
    started.session.stop();
  });

  it('tells when the images its reads name are shown: the entry waits for that', async () => {
    const net = backend();
    let shown = () => {};
    const asked: string[][] = [];
    const env = bootEnv({
      pathname: '/reward/101',
      fetch: net.fetch,
      showImages: (srcs) => {
        asked.push(srcs);
        return new Promise<void>((resolve) => (shown = resolve));
      },
    });
    let done = false;
    void startBoot(env)!.imagesShown.then(() => (done = true));
    await vi.waitFor(() => expect(asked).toEqual([[1, 2, 3, 4].map((n) => `http://localhost/img/card-${n}.jpg`)]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    shown();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('on /reward/{catId} preloads the first cards’ images, and on /campaign/{id} the campaign’s picture', async () => {
    const reward = backend();
    const rewardEnv = bootEnv({ pathname: '/reward/101', fetch: reward.fetch });
    await startBootReads(rewardEnv)?.settled();
    expect(reward.sent.some((line) => line.includes('/campaign?') && line.includes('cat=101'))).toBe(true);
    expect(reward.sent.some((line) => line.includes('/dashboard/'))).toBe(false);
    await vi.waitFor(() => expect(rewardEnv.images).toEqual([1, 2, 3, 4].map((n) => `http://localhost/img/card-${n}.jpg`)));

    resetBootHandOver();
    const campaign = backend();
    const campaignEnv = bootEnv({ pathname: '/campaign/1001', fetch: campaign.fetch });
    const boot = startBootReads(campaignEnv);
    await boot?.settled();
    await vi.waitFor(() => expect(campaignEnv.images).toEqual(['http://localhost/img/campaign-1001.jpg']));
    const started = session('/campaign/1001', campaign.fetch);
    await waitFor(started.session, (s) => s.context.isConfigReady);
    await started.runtime.warmCache.settled();
    unwrap(await getCampaignDetail(started.runtime.getClients(), 1001, 1054));
    expect(campaign.sent.filter((line) => line.startsWith('GET /sandbox/modules/campaign/1001'))).toHaveLength(1);
    expect(duplicates(campaign.sent)).toEqual([]);
    started.session.stop();
  });

  it('for a saved member sends the route\'s reads with their Authorization, and the session and the route read them from the hand-over', async () => {
    const net = backend();
    const member: Account = { token: 'tok-1', jwt: 'jwt-1', userId: 'u-1', uuid: 'uuid-1', userLevel: 2, contactNumber: '0800000000' };
    const readWith: string[] = [];
    const env = bootEnv({
      savedMember: true,
      fetch: net.fetch,
      memberBearer: async (loaded) => {
        readWith.push(loaded.appId);
        return member.jwt;
      },
    });
    await startBootReads(env)?.settled();
    // The account is read with the settings the server sent (where and how it is kept may come from there).
    expect(readWith).toEqual(['app-from-server']);
    expect(net.sent.slice(1).every((line) => !line.includes('/api/setting'))).toBe(true);
    expect(net.sent).toContain('GET /sandbox/misc/dashboard/home_dashboard?locale=1054');
    expect(net.auth.slice(1).every((header) => header === 'Bearer jwt-1')).toBe(true);
    await vi.waitFor(() => expect(env.images).toEqual(['http://localhost/img/banner-1.jpg']));

    const started = session('/', net.fetch, member);
    await waitFor(started.session, (s) => s.matches('signedIn'));
    await started.runtime.warmCache.settled();
    const clients = started.runtime.getClients();
    unwrap(await getDashboardBanners(clients, { ...settings.contentLists }, 1054));
    unwrap(await getCampaignPage(clients, undefined, 1054, { categoryId: undefined, skip: 0, top: DEFAULT_PAGE_SIZE }));
    expect(duplicates(net.sent.filter((line) => !line.includes('/profile/')))).toEqual([]);
    started.session.stop();
  });

  it('a saved member whose account it cannot read (or without a reader) gets the settings read alone', async () => {
    const unreadable = backend();
    await startBootReads(bootEnv({ savedMember: true, fetch: unreadable.fetch, memberBearer: async () => undefined }))?.settled();
    expect(unreadable.sent).toEqual(['GET /sandbox/webapi/api/setting']);
    resetBootHandOver();
    const failing = backend();
    await startBootReads(bootEnv({ savedMember: true, fetch: failing.fetch, memberBearer: () => Promise.reject(new Error('no key')) }))?.settled();
    expect(failing.sent).toEqual(['GET /sandbox/webapi/api/setting']);
    resetBootHandOver();
    const none = backend();
    await startBootReads(bootEnv({ savedMember: true, fetch: none.fetch }))?.settled();
    expect(none.sent).toEqual(['GET /sandbox/webapi/api/setting']);
  });

  it('a failed boot read is not served: the session asks the network itself', async () => {
    const sent: string[] = [];
    let n = 0;
    const fetch = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      sent.push(new URL(request.url).pathname);
      n += 1;
      if (n === 1) return json({ success: false, error: { message: 'down' } }, 503);
      return backend().fetch(request);
    }) as typeof globalThis.fetch;
    await startBootReads(bootEnv({ fetch }))?.settled();
    const started = session('/', fetch);
    await waitFor(started.session, (s) => s.context.isConfigReady);
    expect(sent.filter((path) => path.endsWith('/api/setting'))).toHaveLength(2);
    started.session.stop();
  });

  it('sends nothing when the session has started first (the entry ran before it)', () => {
    const net = backend();
    const started = session('/', net.fetch);
    const before = net.sent.length;
    expect(startBootReads(bootEnv({ fetch: net.fetch }))).toBeUndefined();
    expect(net.sent.length).toBe(before);
    started.session.stop();
  });
});

describe('the page boot', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the settings read before it reads the stores or draws anything, and does the rest in the next task', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      order.push(`fetch ${new URL((input as Request).url).pathname}`);
      return json({ success: true, data: {} });
    });
    vi.stubGlobal('Worker', class {});
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation((key: string) => {
      order.push(`read ${key}`);
      return null;
    });
    bootPage(document);
    // The read is asked for in the boot's first task (its client's middleware runs in microtasks); nothing else yet.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(order).toEqual([expect.stringMatching(/^fetch .*\/api\/setting$/)]);
    expect(document.querySelector('.cookie-banner')).toBeNull();
    vi.advanceTimersByTime(0);
    expect(getItem).toHaveBeenCalled();
    expect(order[0]).toMatch(/^fetch .*\/api\/setting$/);
    // A first visit's cookie banner comes in that next task.
    expect(document.querySelector('.cookie-banner')).not.toBeNull();
  });

  it('reads the account only in the store the settings name (local): an account in session storage is not a saved member, and session storage is not opened: an account in session storage is not a saved member, and session storage is not opened', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', async () => json({ success: true, data: {} }));
    vi.stubGlobal('Worker', class {});
    sessionStorage.setItem(CACHE_KEYS.account, '{}');
    const opened = vi.fn();
    const sessionStorageGetter = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      opened();
      return sessionStorageGetter.get!.call(window);
    });
    expect(settingsForThisBuild().cacheType).toBe('local');
    bootPage(document);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    vi.advanceTimersByTime(0);
    // A guest to the boot: the first visit's cookie banner shows (a saved member gets none before the app).
    expect(document.querySelector('.cookie-banner')).not.toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });

  it('an account in the store the settings name is a saved member: no early cookie banner', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', async () => json({ success: true, data: {} }));
    vi.stubGlobal('Worker', class {});
    localStorage.setItem(CACHE_KEYS.account, '{}');
    bootPage(document);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    vi.advanceTimersByTime(0);
    expect(document.querySelector('.cookie-banner')).toBeNull();
  });
});

describe('locale data off the main thread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts the worker from its own file of this origin, once', () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string) {
          started.push(String(url));
        }
      },
    );
    warmIntlOffMainThread();
    expect(started).toHaveLength(1);
    expect(new URL(started[0] ?? '').pathname).toMatch(/\/src\/app\/boot\/intlWarmup\.worker\.ts$/);
  });

  it('goes on when the browser has no worker or refuses one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffMainThread()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmIntlOffMainThread()).not.toThrow();
  });

  it('the worker builds every formatter it warms without an error, then closes itself', async () => {
    const close = vi.spyOn(self, 'close').mockImplementation(() => undefined);
    await expect(import('@/app/boot/intlWarmup.worker')).resolves.toBeDefined();
    expect(close).toHaveBeenCalledTimes(1);
    close.mockRestore();
  });
});
