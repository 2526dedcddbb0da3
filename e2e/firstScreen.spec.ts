/**
 * The first screen beside LINE's MembersCard:
 *
 * - the boot script (src/app/boot/boot.ts) reads the settings and the first route's lists before the entry
 *   has run, and the app reads them from its hand-over: each of those requests is made once, not twice;
 *   the images their answers name are asked for before the entry script has even arrived (it is held back
 *   here, so the order cannot come from luck);
 * - the browser's locale data is loaded in a worker of this origin, started by the boot script;
 * - a returning member's reads go out from the boot script too, with the member's Authorization;
 * - the chunk the boot script imports is asked for beside it (a modulepreload in index.html), not a round trip later;
 * - no speed trick takes a name away: Chromium's own accessibility tree names every link, button and heading
 *   of /, a reward category, a campaign and the sign-in page, in Thai and in English.
 */
import { namelessInAccessibilityTree } from './support/axTree';
import { COOKIE_CONSENT_NAME, expect, msg, pageTitle, signIn, test, type Lang } from './support/fixtures';
import type { Page } from '@playwright/test';

/** Seeded sandbox ids (src/sandbox/world/catalogue.ts): Drinks and the free drink. */
const DRINKS = '101';
const FREE_DRINK = '1001';
/** The backend locale code the session restores for a language (the `locale` key of local storage). */
const LOCALE_CODE: Record<Lang, string> = { th: '1054', en: '1033' };

/** Starts the page in `lang` as a returning visitor who chose it (the key start-up and the boot script read). */
async function startIn(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('locale', code), LOCALE_CODE[lang]);
}

/** Every request the page makes (path and query), with when it was asked for. */
function requestLog(page: Page): Array<{ url: string; at: number }> {
  const log: Array<{ url: string; at: number }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    log.push({ url: `${url.pathname}${url.search}`, at: Date.now() });
  });
  return log;
}

/** The app's entry, which the boot script starts (`<meta name="app-entry">`, scripts/vite/bootScript.ts). */
function entryOf(html: string): string | undefined {
  return /<meta name="app-entry" content="(\/assets\/index-[^" ]+\.js)/.exec(html)?.[1];
}

/** How long the entry script is held back: far longer than the settings, lists and image requests take here. */
const ENTRY_HOLD_MS = 2_500;

/**
 * Holds the entry script back for {@link ENTRY_HOLD_MS} on every load; `releasedAt()` is when it was last let
 * through (Infinity before, and again after `reset()`, for the next load).
 */
async function holdEntry(page: Page, entry: string | undefined): Promise<{ releasedAt(): number; reset(): void }> {
  let released = Number.POSITIVE_INFINITY;
  await page.route(`**${entry}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ENTRY_HOLD_MS));
    released = Date.now();
    await route.continue();
  });
  return { releasedAt: () => released, reset: () => (released = Number.POSITIVE_INFINITY) };
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`the boot script (${lang})`, () => {
    test(`/ reads its settings and lists once and asks for the banner before the entry script has arrived`, async ({ page, request, errors }) => {
      await startIn(page, lang);
      const html = await (await request.get('/')).text();
      const entry = entryOf(html);
      expect(entry, 'the entry named by index.html').toBeTruthy();
      expect(html).toMatch(/<script type="module" async crossorigin fetchpriority="high" src="\/assets\/boot-[^"]+\.js"/);
      expect(html, 'the boot script is the only script').not.toMatch(/<script type="module" crossorigin src=/);
      const held = await holdEntry(page, entry);
      const log = requestLog(page);
      await page.goto('/');
      await expect(pageTitle(page)).toHaveText(msg(lang, 'reward.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const list = page.getByRole('list', { name: msg(lang, 'reward.list.label') });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      const banner = page.locator('img.dash-banner__image').first();
      await expect(banner).toBeVisible();
      const bannerSrc = new URL((await banner.getAttribute('src')) ?? '', page.url()).pathname;

      const code = LOCALE_CODE[lang];
      const reads = [
        /^\/sandbox\/webapi\/api\/setting$/,
        new RegExp(`^/sandbox/misc/dashboard/[^/?]+\\?locale=${code}$`),
        new RegExp(`^/sandbox/misc/content/[^/?]+\\?locale=${code}$`),
        new RegExp(`^/sandbox/modules/campaigncat/menu\\?byConfig=true&config=home_menu_category&locale=${code}$`),
        new RegExp(`^/sandbox/modules/campaigncat/menu\\?byConfig=true&config=campaign&locale=${code}$`),
        new RegExp(`^/sandbox/modules/campaign\\?byConfig=true&config=campaign&\\$skip=0&top=\\d+&locale=${code}$`),
      ];
      for (const read of reads) expect(log.filter((r) => read.test(r.url)).map((r) => r.url), String(read)).toHaveLength(1);
      const bannerAsked = log.find((r) => r.url === bannerSrc);
      expect(bannerAsked, `${bannerSrc} requested`).toBeDefined();
      expect(bannerAsked!.at, 'the banner is asked for before the entry script arrives').toBeLessThan(held.releasedAt());
      expect(errors.errors, errors.errors.join('\n')).toEqual([]);
    });

    test(`loads the locale data in a worker of this origin before the entry script has arrived, and the worker ends`, async ({ page, request, errors }) => {
      await startIn(page, lang);
      const entry = entryOf(await (await request.get('/')).text());
      const held = await holdEntry(page, entry);
      const started = page.waitForEvent('worker').then((worker) => ({ worker, at: Date.now() }));
      await page.goto('/');
      const { worker, at } = await started;
      expect(new URL(worker.url()).origin).toBe(new URL(page.url()).origin);
      expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/intlWarmup\.worker-[\w-]+\.js$/);
      expect(at, 'the worker starts before the entry script arrives').toBeLessThan(held.releasedAt());
      // It closes itself once its formatters are built.
      await worker.waitForEvent('close');
      await expect(pageTitle(page)).toHaveText(msg(lang, 'reward.title'));
      expect(errors.errors, errors.errors.join('\n')).toEqual([]);
    });

    test(`/reward/{catId} and /campaign/{id} read their lists once and ask for their first images before the entry script has arrived`, async ({ page, request }) => {
      await startIn(page, lang);
      const html = await (await request.get('/')).text();
      const entry = entryOf(html);
      const held = await holdEntry(page, entry);
      const log = requestLog(page);
      const code = LOCALE_CODE[lang];

      await page.goto(`/reward/${DRINKS}`);
      const list = page.getByRole('list', { name: msg(lang, 'reward.list.label') });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      const campaignList = new RegExp(`^/sandbox/modules/campaign\\?byConfig=true&config=campaign&cat=${DRINKS}&\\$skip=0&top=\\d+&locale=${code}$`);
      expect(log.filter((r) => campaignList.test(r.url))).toHaveLength(1);
      const cardSrc = new URL((await list.locator('img').first().getAttribute('src')) ?? '', page.url()).pathname;
      expect(log.find((r) => r.url === cardSrc)!.at, 'the first card image before the entry script').toBeLessThan(held.releasedAt());

      log.length = 0;
      held.reset();
      // A new page load of another first route (the HTTP cache cleared so the entry is fetched, and held, again).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.goto(`/campaign/${FREE_DRINK}`);
      await expect(pageTitle(page)).toHaveText(msg(lang, 'campaign.title'));
      const picture = page.locator('img.campaign-page__image');
      await expect(picture).toBeVisible();
      expect(log.filter((r) => r.url.startsWith(`/sandbox/modules/campaign/${FREE_DRINK}?`))).toHaveLength(1);
      const pictureSrc = new URL((await picture.getAttribute('src')) ?? '', page.url()).pathname;
      expect(log.find((r) => r.url === pictureSrc)!.at, 'the campaign picture before the entry script').toBeLessThan(held.releasedAt());
    });
  });

  test.describe(`before the app's code has arrived (${lang})`, () => {
    test.use({ cookieConsent: 'none' });

    test(`/ shows its banner picture in the start-up shell and the cookie banner, and an Accept tapped then holds`, async ({ page, request, errors }) => {
      await startIn(page, lang);
      const entry = entryOf(await (await request.get('/')).text());
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let entryAsked = false;
      await page.route(`**${entry}`, async (route) => {
        entryAsked = true;
        await held;
        await route.continue();
      });
      await page.goto('/');
      const picture = page.locator('.startup-shell__banner img.startup-shell__image');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const cookieBanner = page.getByRole('region', { name: msg(lang, 'consent.cookies.banner.title') });
      await expect(cookieBanner).toBeVisible();
      await expect(cookieBanner).toContainText(msg(lang, 'consent.cookies.banner.description'));
      await expect(cookieBanner.getByRole('link', { name: msg(lang, 'consent.cookies.banner.detail') })).toHaveAttribute('href', '/profile/legalpolicy/cookies');
      // The app's code is asked for once that first screen is up, and is held back here.
      await expect.poll(() => entryAsked).toBe(true);
      await cookieBanner.getByRole('button', { name: msg(lang, 'consent.cookies.banner.accept') }).click();
      await expect(cookieBanner).toBeHidden();

      release();
      await expect(page.locator('img.dash-banner__image').first()).toBeVisible();
      await expect(page.getByRole('list', { name: msg(lang, 'reward.list.label') }).getByRole('listitem').first()).toBeVisible();
      // The tap reached the app's cookie chart: the choice is remembered and no banner returns.
      await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === COOKIE_CONSENT_NAME)).toBe(true);
      await expect(page.getByRole('region', { name: msg(lang, 'consent.cookies.banner.title') })).toHaveCount(0);
      expect(errors.errors, errors.errors.join('\n')).toEqual([]);
    });

    test(`/campaign/{id} shows the campaign's picture in the start-up shell, where and as large as the page then shows it`, async ({ page, request, errors }) => {
      await startIn(page, lang);
      const entry = entryOf(await (await request.get('/')).text());
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${entry}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/campaign/${FREE_DRINK}`);
      const early = page.locator('.startup-shell__picture img.startup-shell__image');
      await expect(early).toBeVisible();
      await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const earlyBox = await early.boundingBox();
      const earlySrc = new URL((await early.getAttribute('src')) ?? '', page.url()).pathname;

      release();
      await expect(pageTitle(page)).toHaveText(msg(lang, 'campaign.title'));
      const picture = page.locator('img.campaign-page__image');
      await expect(picture).toBeVisible();
      expect(new URL((await picture.getAttribute('src')) ?? '', page.url()).pathname).toBe(earlySrc);
      const box = await picture.boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box![side] - earlyBox![side]), side).toBeLessThanOrEqual(1);
      expect(errors.errors, errors.errors.join('\n')).toEqual([]);
    });

    test(`/login: the app's cookie banner takes the early one's place, one banner whose Reject works`, async ({ page }) => {
      await startIn(page, lang);
      await page.goto('/login');
      await expect(page.getByLabel(msg(lang, 'login.username'), { exact: true })).toBeVisible();
      const cookieBanner = page.getByRole('region', { name: msg(lang, 'consent.cookies.banner.title') });
      await expect(cookieBanner).toHaveCount(1);
      await expect(page.locator('#boot-cookie-banner')).toHaveCount(0);
      await cookieBanner.getByRole('button', { name: msg(lang, 'consent.cookies.banner.reject') }).click();
      await expect(cookieBanner).toHaveCount(0);
      await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === COOKIE_CONSENT_NAME)).toBe(true);
    });
  });

  test.describe(`Chromium's accessibility tree names every link, button and heading (${lang})`, () => {
    const routes: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
      {
        path: '/',
        ready: async (page) => {
          const list = page.getByRole('list', { name: msg(lang, 'reward.list.label') });
          await expect(list.getByRole('listitem').first()).toBeVisible();
          await expect(page.locator('img.dash-banner__image').first()).toBeVisible();
        },
      },
      {
        path: `/reward/${DRINKS}`,
        ready: (page) => expect(page.getByRole('list', { name: msg(lang, 'reward.list.label') }).getByRole('listitem').first()).toBeVisible(),
      },
      { path: `/campaign/${FREE_DRINK}`, ready: (page) => expect(page.locator('img.campaign-page__image')).toBeVisible() },
      { path: '/login', ready: (page) => expect(page.getByLabel(msg(lang, 'login.username'), { exact: true })).toBeVisible() },
    ];
    for (const route of routes) {
      test(route.path, async ({ page }) => {
        await startIn(page, lang);
        await page.goto(route.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(pageTitle(page)).toBeVisible();
        await route.ready(page);
        expect(await namelessInAccessibilityTree(page)).toEqual([]);
      });
    }
  });
}

for (const lang of ['th', 'en'] as const) {
  test(`a returning member's / (${lang}): the boot script reads the lists with the member's Authorization, once, and asks for the banner before the entry script has arrived`, async ({ page, request, errors }) => {
    await signIn(page);
    await page.evaluate((code) => window.localStorage.setItem('locale', code), LOCALE_CODE[lang]);
    const entry = entryOf(await (await request.get('/')).text());
    const held = await holdEntry(page, entry);
    const dashboardReads: Array<{ authorization: string | undefined; at: number }> = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/sandbox/misc/dashboard/')) dashboardReads.push({ authorization: sent.headers().authorization, at: Date.now() });
    });
    const log = requestLog(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('member-points')).toBeVisible();
    const banner = page.locator('img.dash-banner__image').first();
    await expect(banner).toBeVisible();
    const bannerSrc = new URL((await banner.getAttribute('src')) ?? '', page.url()).pathname;
    expect(dashboardReads).toHaveLength(1);
    expect(dashboardReads[0]?.authorization).toMatch(/^Bearer \S+$/);
    expect(dashboardReads[0]!.at).toBeLessThan(held.releasedAt());
    expect(log.find((r) => r.url === bannerSrc)?.at, 'the banner is asked for before the entry script arrives').toBeLessThan(held.releasedAt());
    expect(errors.errors, errors.errors.join('\n')).toEqual([]);
  });
}

test.describe('the boot script\'s own chunks', () => {
  test('the chunk the boot script imports is asked for beside it, not after it has arrived', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const boot = /<script type="module"[^>]* src="(\/assets\/boot-[^"]+\.js)"/.exec(html)?.[1];
    expect(boot).toBeDefined();
    let bootReleased = Number.POSITIVE_INFINITY;
    await page.route(`**${boot}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      bootReleased = Date.now();
      await route.continue();
    });
    const log = requestLog(page);
    await page.goto('/');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    const shared = log.find((r) => /^\/assets\/boot-shared-[^/]+\.js$/.test(r.url));
    expect(shared, 'the boot script\'s shared chunk is asked for').toBeDefined();
    expect(shared!.at).toBeLessThan(bootReleased);
  });
});

test.describe('a returning member on a history tab, with the bot-check script slow to arrive', () => {
  test('the later start-up scripts and the tab\'s panel are asked for at once; the scripts still run in order', async ({ page }) => {
    await signIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let botCheckAnswered = false;
    await page.route('**/sandbox-scripts/bot-check.js*', async (route) => {
      await held;
      botCheckAnswered = true;
      await route.continue();
    });
    // Which script ran when: each records the first time it sets its global.
    await page.addInitScript(() => {
      const ran: string[] = [];
      (window as unknown as { scriptsRan: string[] }).scriptsRan = ran;
      for (const [name, global] of [['botCheck', 'grecaptcha'], ['custom', 'sandboxCustomScript'], ['analytics', 'bzbsAnalytics']] as const) {
        let value: unknown;
        Object.defineProperty(window, global, {
          configurable: true,
          get: () => value,
          set: (next: { sandbox?: boolean } | undefined) => {
            // The analytics global counts once the script sets it, not the app's stub.
            const isScript = global !== 'bzbsAnalytics' || next?.sandbox === true;
            if (isScript && !ran.includes(name)) ran.push(name);
            value = next;
          },
        });
      }
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!botCheckAnswered) asked.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await page.goto('/profile/history/earn');
    await expect.poll(() => asked.filter((name) => /^(custom\.js|analytics\.js|PointHistoryPanel-.*\.js)$/.test(name)).map((name) => name.replace(/-.*/, '')).sort()).toEqual([
      'PointHistoryPanel',
      'analytics.js',
      'custom.js',
    ]);
    expect(await page.evaluate(() => (window as unknown as { scriptsRan: string[] }).scriptsRan)).toEqual([]);
    release();
    await expect(page.getByTestId('point-log-item').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { scriptsRan: string[] }).scriptsRan)).toEqual(['botCheck', 'custom', 'analytics']);
  });
});
