/**
 * Every route of spec section 2 and every profile child loads on demand and shows its own page (its
 * h1 title, not a blank page, not the not-found page) with no console or page error and no serious or
 * critical axe violation; any other path shows the not-found page.
 */
import { expectNoSeriousA11yViolations } from './support/axe';
import { unstyledClasses } from './support/layout';
import { namelessInAccessibilityTree } from './support/axTree';
import { expect, messages, msg, pageTitle, signIn, switchLanguage, test, type ErrorLog } from './support/fixtures';
import type { Page } from '@playwright/test';

/** Seeded sandbox ids (src/sandbox/world/catalogue.ts): Drinks and "Hot or iced Americano, 50% off". */
const DRINKS = '101';
const AMERICANO = '1002';

interface RouteCase {
  path: string;
  titleId: string;
  /** Extra check that the page's own content is there. */
  content?: (page: Page) => Promise<void>;
}

/** Public routes, visited signed out (the app's default language, Thai). */
const publicRoutes: RouteCase[] = [
  { path: '/', titleId: 'reward.title', content: rewardList },
  { path: '/login', titleId: 'login.title', content: (page) => expect(page.getByLabel(msg('th', 'login.username'), { exact: true })).toBeVisible() },
  { path: '/linelogin', titleId: 'line.title' },
  { path: '/bzbslinelogin', titleId: 'line.title' },
  { path: '/register', titleId: 'register.title' },
  { path: '/register/phone', titleId: 'register.phone.title' },
  { path: '/reward', titleId: 'reward.title', content: rewardList },
  {
    path: `/reward/${DRINKS}`,
    titleId: 'reward.title',
    content: async (page) => {
      await rewardList(page);
      await expect(page.getByRole('link', { name: 'เครื่องดื่ม', exact: true })).toHaveAttribute('aria-current', 'page');
    },
  },
  { path: '/collectpoint', titleId: 'routes.collectpoint.title' },
  { path: '/landing', titleId: 'routes.landing.title' },
  { path: '/findstore', titleId: 'routes.findstore.title' },
  { path: '/privilege', titleId: 'routes.privilege.title' },
  {
    path: `/campaign/${AMERICANO}`,
    titleId: 'campaign.title',
    content: (page) => expect(page.getByRole('heading', { level: 2, name: 'อเมริกาโน่ร้อนหรือเย็น ลด 50%' })).toBeVisible(),
  },
  {
    path: '/profile',
    titleId: 'profile.title',
    content: (page) => expect(page.getByRole('heading', { level: 2, name: msg('th', 'shell.signInPrompt.title') })).toBeVisible(),
  },
];

/** /profile and its children, visited signed in as the sandbox member somchai. */
const profileRoutes: RouteCase[] = [
  {
    path: '/profile',
    titleId: 'profile.title',
    content: (page) => expect(page.getByRole('button', { name: msg('th', 'profile.signOut') })).toBeVisible(),
  },
  { path: '/profile/edit', titleId: 'profile.edit.title' },
  { path: '/profile/usernamewifi', titleId: 'profile.wifi.title' },
  { path: '/profile/favorite', titleId: 'profile.favorite.title' },
  ...(['earn', 'used', 'expiring', 'redeem'] as const).map((tab) => ({
    path: `/profile/history/${tab}`,
    titleId: 'profile.history.title',
    content: (page: Page) =>
      expect(page.getByRole('tab', { name: msg('th', `profile.history.tab.${tab}`) })).toHaveAttribute('aria-selected', 'true'),
  })),
  { path: '/profile/receipthistory', titleId: 'profile.receiptHistory.title' },
  { path: '/profile/receipthistoryedit', titleId: 'profile.receiptEdit.title' },
  { path: '/profile/legalpolicy', titleId: 'profile.legal.title' },
  ...(['terms', 'privacy', 'age', 'marketing', 'cookies'] as const).map((doc) => ({
    path: `/profile/legalpolicy/${doc}`,
    titleId: `profile.legal.${doc}.title`,
  })),
];

async function rewardList(page: Page): Promise<void> {
  const list = page.getByRole('list', { name: msg('th', 'reward.list.label') });
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem').first()).toBeVisible();
}

/** Opens `route`, checks its title and content, then axe and the absence of errors. */
async function checkRoute(page: Page, errors: ErrorLog, route: RouteCase): Promise<void> {
  await page.goto(route.path);
  const title = pageTitle(page);
  await expect(title).toHaveText(msg('th', route.titleId), { timeout: 15_000 });
  await expect(title).not.toHaveText(msg('th', 'routes.notFound.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('main')).not.toBeEmpty();
  if (route.content) await route.content(page);
  // Nothing makes the page wider than a phone's screen (a row that should scroll inside itself, a long word).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'page wider than the screen' }).toBe(0);
  // Every element the stylesheets style is styled here (a rule can live in another route's stylesheet).
  expect(await unstyledClasses(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  expect(errors.errors, errors.errors.join('\n')).toEqual([]);
}

test.describe('every route of spec section 2 (signed out)', () => {
  for (const route of publicRoutes) {
    test(`${route.path} loads`, async ({ page, errors }) => {
      await checkRoute(page, errors, route);
    });
  }
});

test.describe('the profile area (signed in)', () => {
  // A sign-in per group rather than per route (a sandbox reset between tests drops the session); each route is a
  // step of its own, so a failure names it.
  const groups: Record<string, RouteCase[]> = {
    'the profile pages': profileRoutes.filter((r) => !/\/(history|receipthistory|legalpolicy)/.test(r.path)),
    'the history tabs and receipts': profileRoutes.filter((r) => /\/(history|receipthistory)/.test(r.path)),
    'the legal pages': profileRoutes.filter((r) => r.path.includes('/legalpolicy')),
  };
  test('every profile route is in a group', () => {
    expect(Object.values(groups).flat().map((r) => r.path).sort()).toEqual(profileRoutes.map((r) => r.path).sort());
  });
  for (const [name, routes] of Object.entries(groups)) {
    test(`${name} load: ${routes.map((r) => r.path).join(', ')}`, async ({ page, errors }) => {
      await signIn(page);
      for (const route of routes) await test.step(route.path, () => checkRoute(page, errors, route));
    });
  }
});

test.describe('loading shapes', () => {
  test('a cold load of a campaign page draws its loading shape with its styles while the campaign is on its way', async ({ page, errors }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/sandbox/modules/campaign/${AMERICANO}(\\?|$)`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/campaign/${AMERICANO}`);
    const loading = page.locator('.campaign-page--loading .skeleton');
    await expect(loading.first()).toBeVisible({ timeout: 15_000 });
    expect(await unstyledClasses(page)).toEqual([]);
    // Drawn, not empty boxes: a line of the shape has its height.
    expect((await loading.nth(1).boundingBox())!.height).toBeGreaterThan(10);
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'อเมริกาโน่ร้อนหรือเย็น ลด 50%' })).toBeVisible();
    expect(errors.errors, errors.errors.join('\n')).toEqual([]);
  });
});

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/profile/history/nonsense', '/reward/101/extra']) {
    test(`${path} shows the not-found page`, async ({ page, errors }) => {
      await page.goto(path);
      await expect(pageTitle(page)).toHaveText(msg('th', 'routes.notFound.title'), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 2, name: msg('th', 'routes.notFound.heading') })).toBeVisible();
      await expect(page.getByRole('link', { name: msg('th', 'routes.notFound.home') })).toHaveAttribute('href', '/');
      await expectNoSeriousA11yViolations(page);
      expect(errors.errors, errors.errors.join('\n')).toEqual([]);
    });
  }
});

test.describe('scroll position', () => {
  test('a campaign opens at its top; Back returns to where the member was on the home page, once its content is back', async ({ page, errors }) => {
    await page.goto('/');
    await rewardList(page);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const left = await page.evaluate(() => window.scrollY);
    // A card link that is on screen where the member stopped (no scrolling to reach it).
    const card = page.locator(`a[href="/campaign/${AMERICANO}"]`).first();
    await card.evaluate((link) => (link as HTMLElement).click());
    await expect(pageTitle(page)).toHaveText(msg('th', 'campaign.title'), { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await rewardList(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    expect(errors.errors, errors.errors.join('\n')).toEqual([]);
  });
});

/** Words of the page's text that are Thai message ids (a screen that rendered before its messages arrived). */
async function rawMessageIds(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const ids = messages('th');
  return (text.match(/\b[a-z][A-Za-z]*(?:\.[A-Za-z]+)+\b/g) ?? []).filter((word) => word in ids);
}

test.describe('the Thai catalogue beyond the first route', () => {
  test('loads after the first screen; the next route and a cold load of a lazy route wait for it and show Thai, never ids', async ({ page, errors }) => {
    // The rest of Thai arrives late (a slow connection): no screen may render before it with raw ids.
    const restRequests: string[] = [];
    await page.route(/\/assets\/thaiRest-[^/]+\.js$/, async (route) => {
      restRequests.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/');
    await expect(pageTitle(page)).toHaveText(msg('th', 'reward.title'), { timeout: 15_000 });
    await expect(page.getByRole('list', { name: msg('th', 'reward.list.label') }).getByRole('listitem').first()).toBeVisible();
    // Not part of the first route's preloads, but started once the first screen has rendered.
    expect(await (await page.request.get('/')).text()).not.toContain('thaiRest');
    await expect.poll(() => restRequests.length).toBe(1);
    await page.getByRole('navigation', { name: msg('th', 'shell.nav.label') }).getByRole('link', { name: msg('th', 'shell.nav.collectPoints') }).click();
    await expect(pageTitle(page)).toHaveText(msg('th', 'routes.collectpoint.title'), { timeout: 15_000 });
    expect(await rawMessageIds(page)).toEqual([]);

    // A cold load of a lazy route: the route waits for its module and the rest of Thai (downloaded together).
    await page.goto('/privilege');
    for (let i = 0; i < 6; i += 1) {
      expect(await rawMessageIds(page)).toEqual([]);
      await page.waitForTimeout(250);
    }
    await expect(pageTitle(page)).toHaveText(msg('th', 'routes.privilege.title'), { timeout: 15_000 });
    await expect(page.getByText(msg('th', 'membership.lead'))).toBeVisible();
    expect(await rawMessageIds(page)).toEqual([]);
    expect(errors.errors, errors.errors.join('\n')).toEqual([]);
  });
});

test.describe('what the first screen does not show downloads after it', () => {
  /** Paths requested by the page, in the order it asked for them. */
  function requestLog(page: Page): string[] {
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    return paths;
  }
  const deferred = { thaiRest: /\/assets\/thaiRest-[^/]+\.js$/, dialogStack: /\/assets\/DialogStack-[^/]+\.js$/ };
  // The cookie banner's chart is in the page frame's chunk, which every route loads (scripts/vite/lazyChunks.ts).
  const cookieChart = /\/assets\/frame-[^/]+\.js$/;

  test('the rest of Thai and the dialogs are asked for after the first cards’ images', async ({ page, errors }) => {
    const paths = requestLog(page);
    await page.goto(`/reward/${DRINKS}`);
    await rewardList(page);
    const at = (pattern: RegExp) => paths.findIndex((path) => pattern.test(path));
    await expect.poll(() => Object.values(deferred).map(at).every((index) => index >= 0)).toBe(true);
    const firstImage = paths.findIndex((path) => path.startsWith('/sandbox/blob/images/campaign-'));
    expect(firstImage).toBeGreaterThanOrEqual(0);
    for (const [name, pattern] of Object.entries(deferred)) expect(at(pattern), `${name} after the first card image`).toBeGreaterThan(firstImage);
    expect(errors.errors, errors.errors.join('\n')).toEqual([]);
  });

  test.describe('a first visit', () => {
    test.use({ cookieConsent: 'none' });
    // The banner itself is drawn by the boot script before the app's code (e2e/firstScreen.spec.ts).
    test('the cookie chart is asked for with start-up, before what the first screen does not show, and one banner shows', async ({ page }) => {
      const paths = requestLog(page);
      await page.goto(`/reward/${DRINKS}`);
      await rewardList(page);
      await expect(page.getByRole('button', { name: msg('th', 'consent.cookies.banner.accept'), exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: msg('th', 'consent.cookies.banner.title') })).toHaveCount(1);
      const at = (pattern: RegExp) => paths.findIndex((path) => pattern.test(path));
      await expect.poll(() => Object.values(deferred).map(at).every((index) => index >= 0)).toBe(true);
      expect(at(cookieChart)).toBeGreaterThanOrEqual(0);
      expect(at(cookieChart)).toBeLessThan(Math.min(...Object.values(deferred).map(at)));
    });
  });
});

for (const lang of ['th', 'en'] as const) {
  test(`/ names every link, button and heading in Chromium's accessibility tree before the member scrolls (${lang})`, async ({ page }) => {
    await page.goto('/');
    if (lang === 'en') await switchLanguage(page, 'en');
    const list = page.getByRole('list', { name: msg(lang, 'reward.list.label') });
    await expect(list).toBeVisible();
    const cards = await list.getByRole('listitem').count();
    expect(cards).toBeGreaterThan(4);
    // Every reward card is a named link a screen reader can reach without scrolling first.
    await expect(list.getByRole('link')).toHaveCount(cards);
    expect(await namelessInAccessibilityTree(page)).toEqual([]);
  });
}
