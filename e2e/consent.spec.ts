/**
 * Cookie consent in Chromium, Thai and English: the cookie banner on a first visit and not after answering,
 * the settings dialog built from the cookie content (necessary locked), analytics absent before consent
 * and present after (and stopped on withdrawal without a reload), the choice kept on the consent API
 * and loaded on another device, marketing consent saved with both calls and read back after a reload
 * (and kept on screen when the save fails), re-consent after sign-in for the member who accepted older
 * terms, the policy pages by version, and axe on each dialog.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearFaults, setFault } from './support/faults';
import { COOKIE_CONSENT_NAME, expect, msg, pageLang, signIn, switchLanguage, test, type Lang } from './support/fixtures';

const ploy = { username: 'ploy', password: 'Passw0rd!' };
const malee = { username: 'malee', password: 'Passw0rd!' };

const banner = (page: Page) => page.getByTestId('cookie-banner');

/** The analytics global: the sandbox analytics script, the disabled stub, or nothing. */
async function analyticsState(page: Page): Promise<'script' | 'stub' | 'none'> {
  return page.evaluate(() => {
    const a = (window as unknown as { bzbsAnalytics?: { disabled?: boolean; sandbox?: boolean } }).bzbsAnalytics;
    if (!a) return 'none';
    return a.disabled ? 'stub' : a.sandbox ? 'script' : 'none';
  });
}

async function analyticsScriptTags(page: Page): Promise<number> {
  return page.locator('script[src*="sandbox-scripts/analytics.js"]').count();
}

async function openHome(page: Page, lang: Lang) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  if (lang === 'en') await switchLanguage(page, 'en');
}

test.describe('cookie consent on a first visit', () => {
  test.use({ cookieConsent: 'none' });

  test('th: banner, settings with necessary locked, analytics only after consent, withdrawn without a reload', async ({ page, context }) => {
    // Not even asked for ahead of its turn (start-up preloads only the scripts it will run).
    const analyticsAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('sandbox-scripts/analytics.js')) analyticsAsked.push(request.url());
    });
    await openHome(page, 'th');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: msg('th', 'consent.cookies.banner.title') })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: msg('th', 'consent.cookies.banner.detail') })).toHaveAttribute('href', '/profile/legalpolicy/cookies');
    expect(await analyticsState(page)).toBe('stub');
    expect(await analyticsScriptTags(page)).toBe(0);
    expect(analyticsAsked).toEqual([]);
    await expectNoSeriousA11yViolations(page, '[data-testid="cookie-banner"]');

    await banner(page).getByRole('button', { name: msg('th', 'consent.cookies.banner.settings') }).click();
    const dialog = page.getByRole('dialog', { name: 'การตั้งค่าคุกกี้' });
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole('group', { name: 'คุกกี้ที่จำเป็น' });
    await expect(necessary.getByRole('radio', { name: msg('th', 'consent.cookies.settings.accept') })).toBeChecked();
    await expect(necessary.getByRole('radio', { name: msg('th', 'consent.cookies.settings.accept') })).toBeDisabled();
    await expect(necessary.getByRole('radio', { name: msg('th', 'consent.cookies.settings.reject') })).toBeDisabled();
    await expect(dialog.getByRole('group')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    // Save spans the dialog, as every dialog's main action does.
    const [saveBox, dialogBox] = [await dialog.getByRole('button', { name: msg('th', 'consent.cookies.settings.save') }).boundingBox(), await dialog.boundingBox()];
    expect(saveBox!.width).toBeGreaterThan(dialogBox!.width * 0.8);
    const appAnalytics = dialog.getByRole('group', { name: 'คุกกี้วิเคราะห์การใช้งานของแอป' });
    await appAnalytics.getByRole('radio', { name: msg('th', 'consent.cookies.settings.accept') }).check();
    await dialog.getByRole('button', { name: msg('th', 'consent.cookies.settings.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => analyticsState(page)).toBe('script');
    expect(await analyticsScriptTags(page)).toBe(1);

    // Remembered for the cookie lifetime (10 days): no banner after a reload, analytics from start-up.
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE_CONSENT_NAME);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => analyticsState(page)).toBe('script');
    await expect(banner(page)).toBeHidden();

    // Withdrawing consent stops analytics at once.
    await page.goto('/profile/legalpolicy/cookies');
    const again = page.getByRole('dialog', { name: 'การตั้งค่าคุกกี้' });
    await expect(again.getByRole('group', { name: 'คุกกี้วิเคราะห์การใช้งานของแอป' }).getByRole('radio', { name: msg('th', 'consent.cookies.settings.accept') })).toBeChecked();
    await again.getByRole('group', { name: 'คุกกี้วิเคราะห์การใช้งานของแอป' }).getByRole('radio', { name: msg('th', 'consent.cookies.settings.reject') }).check();
    await again.getByRole('button', { name: msg('th', 'consent.cookies.settings.save') }).click();
    await expect(again).toBeHidden();
    await expect.poll(() => analyticsState(page)).toBe('stub');
    await expect(page.getByTestId('cookie-summary')).toContainText(`${msg('th', 'consent.cookies.category.analyticsBuzzebeesCookies')}${msg('th', 'consent.cookies.page.rejected')}`);
  });

  test('en: Accept from the banner, and a signed-in choice follows the member to another device', async ({ page, browser, baseURL }) => {
    await openHome(page, 'en');
    await expect(banner(page).getByRole('heading', { name: msg('en', 'consent.cookies.banner.title') })).toBeVisible();
    await signIn(page, malee);
    await expect(banner(page)).toBeVisible();
    expect(await analyticsState(page)).toBe('stub');
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/sandbox\/modules\/consent$/.test(r.url()));
    await banner(page).getByRole('button', { name: msg('en', 'consent.cookies.banner.accept'), exact: true }).click();
    expect((await posted).ok()).toBe(true);
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => analyticsState(page)).toBe('script');

    // Another device: a fresh browser context with no cookie shows the banner until malee signs in.
    const other = await (browser as Browser).newContext({ ...devicesLike(), baseURL });
    const second = await other.newPage();
    try {
      await openHome(second, 'en');
      await expect(banner(second)).toBeVisible();
      await signIn(second, malee);
      await expect(banner(second)).toBeHidden();
      await expect.poll(() => analyticsState(second)).toBe('script');
    } finally {
      await other.close();
    }
  });
});

/** The project's phone settings for a second context. */
function devicesLike() {
  return { viewport: { width: 412, height: 915 }, locale: 'th-TH', timezoneId: 'Asia/Bangkok', serviceWorkers: 'block' as const };
}

async function marketingDialog(page: Page, lang: Lang) {
  const dialog = page.getByRole('dialog', { name: msg(lang, 'consent.marketing.title') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('marketing-text')).not.toBeEmpty();
  return dialog;
}

function box(dialog: ReturnType<Page['getByRole']>, lang: Lang, channel: 'all' | 'sms' | 'line' | 'email') {
  return dialog.getByRole('checkbox', { name: msg(lang, `consent.marketing.channel.${channel}`), exact: true });
}

test('th: marketing consent — All and channels, Confirm near the end, saved with both calls, read back after a reload; a failed save keeps the choice', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/legalpolicy/marketing');
  const dialog = await marketingDialog(page, 'th');
  // No re-consent for a member who accepted the current versions.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  for (const c of ['all', 'sms', 'line', 'email'] as const) await expect(box(dialog, 'th', c)).toBeChecked();
  // Every box is on screen with the text (no second scroll to find E-mail), on the phone and at 1280x800.
  for (const c of ['all', 'sms', 'line', 'email'] as const) await expect(box(dialog, 'th', c)).toBeInViewport();
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const c of ['all', 'sms', 'line', 'email'] as const) await expect(box(dialog, 'th', c)).toBeInViewport();
  if (phone) await page.setViewportSize(phone);
  const confirm = dialog.getByRole('button', { name: msg('th', 'consent.marketing.confirm') });
  await expect(confirm).toBeDisabled();
  await box(dialog, 'th', 'sms').uncheck();
  await expect(box(dialog, 'th', 'all')).not.toBeChecked();
  await box(dialog, 'th', 'sms').check();
  await expect(box(dialog, 'th', 'all')).toBeChecked();
  await box(dialog, 'th', 'all').uncheck();
  for (const c of ['sms', 'line', 'email'] as const) await expect(box(dialog, 'th', c)).not.toBeChecked();
  await box(dialog, 'th', 'line').check();
  await dialog.getByRole('button', { name: msg('th', 'register.consent.tapToBottom') }).click();
  await expect(confirm).toBeEnabled();

  // The save fails: the shared handler tells the member, the boxes stay as chosen.
  await setFault(page, 'saveConsent', { kind: 'status', status: 500 });
  await confirm.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await alert.getByRole('button').first().click();
  await expect(dialog.getByText(msg('th', 'consent.marketing.saveFailed'))).toBeVisible();
  await expect(box(dialog, 'th', 'line')).toBeChecked();
  await expect(box(dialog, 'th', 'sms')).not.toBeChecked();
  await clearFaults(page);

  const calls: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && /\/sandbox\/modules\/consent(\/marketingmessage_setting)?$/.test(r.url())) calls.push(`${new URL(r.url()).pathname}:${r.status()}`);
  });
  await dialog.getByRole('button', { name: msg('th', 'consent.marketing.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(msg('th', 'consent.marketing.saved'))).toBeVisible();
  // Both calls of spec section 7 (their bodies are checked in tests/consent/consentApi.test.ts).
  expect(calls.sort()).toEqual(['/sandbox/modules/consent/marketingmessage_setting:200', '/sandbox/modules/consent:200']);

  await page.reload();
  const summary = page.getByTestId('marketing-summary');
  const reread = await marketingDialog(page, 'th');
  await expect(box(reread, 'th', 'line')).toBeChecked();
  await expect(box(reread, 'th', 'sms')).not.toBeChecked();
  await expect(box(reread, 'th', 'all')).not.toBeChecked();
  await reread.getByRole('button', { name: msg('th', 'common.close') }).click();
  await expect(reread).toBeHidden();
  await expect(summary).toContainText(`${msg('th', 'consent.marketing.channel.line')}${msg('th', 'consent.marketing.on')}`);
  await expect(summary).toContainText(`${msg('th', 'consent.marketing.channel.sms')}${msg('th', 'consent.marketing.off')}`);
});

test('en: marketing consent — every channel off, All turns them on, read back on the next visit', async ({ page }) => {
  await openHome(page, 'en');
  await signIn(page, malee);
  // In-app navigation keeps the language: Profile → Legal and policies → Marketing messages.
  await page.goto('/profile/legalpolicy');
  if ((await pageLang(page)) !== 'en') await switchLanguage(page, 'en');
  await page.getByRole('link', { name: new RegExp(msg('en', 'profile.legal.marketing.title')) }).click();
  const dialog = await marketingDialog(page, 'en');
  for (const c of ['all', 'sms', 'line', 'email'] as const) await expect(box(dialog, 'en', c)).not.toBeChecked();
  await box(dialog, 'en', 'all').check();
  for (const c of ['sms', 'line', 'email'] as const) await expect(box(dialog, 'en', c)).toBeChecked();
  await dialog.getByRole('button', { name: msg('en', 'register.consent.tapToBottom') }).click();
  await dialog.getByRole('button', { name: msg('en', 'consent.marketing.confirm') }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: msg('en', 'profile.legal.all') }).click();
  await page.getByRole('link', { name: new RegExp(msg('en', 'profile.legal.marketing.title')) }).click();
  const reread = await marketingDialog(page, 'en');
  for (const c of ['all', 'sms', 'line', 'email'] as const) await expect(box(reread, 'en', c)).toBeChecked();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
});

test('th: re-consent after sign-in for the member who accepted older terms; the policy page shows the new version accepted', async ({ page }) => {
  await signIn(page, ploy);
  const terms = page.getByRole('dialog', { name: msg('th', 'register.consent.terms.title') });
  await expect(terms).toBeVisible({ timeout: 15_000 });
  await expect(terms.getByTestId('consent-text')).toContainText('ฉบับที่ 2');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await terms.getByRole('button', { name: msg('th', 'common.close') }).click();
  const declined = page.getByRole('alertdialog', { name: msg('th', 'consent.reconsent.declined.title') });
  await expect(declined).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="alertdialog"]');
  await declined.getByRole('button', { name: msg('th', 'consent.reconsent.declined.review') }).click();
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: msg('th', 'register.consent.tapToBottom') }).click();
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/sandbox\/modules\/consent$/.test(r.url()));
  await terms.getByRole('button', { name: msg('th', 'register.consent.accept'), exact: true }).click();
  expect((await posted).ok()).toBe(true);
  await expect(terms).toBeHidden();

  await page.goto('/profile/legalpolicy/terms');
  await expect(page.getByTestId('policy-version')).toHaveText('2');
  await expect(page.getByTestId('policy-status')).toContainText('ยอมรับฉบับที่ 2 เมื่อ');
  await expect(page.getByTestId('policy-text')).toContainText('ฉบับที่ 2');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A failed text load: a translated message and Retry, not a blank page.
  await setFault(page, 'getPolicyText', { kind: 'status', status: 500 });
  await page.goto('/profile/legalpolicy/privacy');
  await expect(page.getByRole('alert')).toContainText(msg('th', 'consent.policy.loadFailed'));
  await clearFaults(page);
  await page.getByRole('button', { name: msg('th', 'common.retry') }).click();
  await expect(page.getByTestId('policy-text')).toContainText('ประกาศความเป็นส่วนตัว');
  await expect(page.getByTestId('policy-status')).toContainText('ยอมรับฉบับที่ 1');
  await expectNoSeriousA11yViolations(page);
});

test('en: re-consent refused means signing out', async ({ page }) => {
  await page.goto('/login');
  await switchLanguage(page, 'en');
  await signIn(page, ploy);
  const terms = page.getByRole('dialog', { name: msg('en', 'register.consent.terms.title') });
  await expect(terms).toBeVisible({ timeout: 15_000 });
  await expect(terms.getByTestId('consent-text')).toContainText('Version 2');
  await terms.getByRole('button', { name: msg('en', 'common.close') }).click();
  const declined = page.getByRole('alertdialog', { name: msg('en', 'consent.reconsent.declined.title') });
  await declined.getByRole('button', { name: msg('en', 'consent.reconsent.declined.signOut') }).click();
  await expect(declined).toBeHidden();
  await expect(page.getByTestId('member-points')).toBeHidden();
});

test.describe('the consent versions at start-up', () => {
  const versionsRead = /\/sandbox\/blob\/pdpaconsent\/[^/]+\/version$/;
  const countReads = (page: Page) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (versionsRead.test(new URL(request.url()).pathname)) reads.push(request.url());
    });
    return reads;
  };

  test('a signed-in load reads them, and the member\'s record, once for the cookie consent and the re-consent check together', async ({ page, errors }) => {
    await signIn(page);
    const reads = countReads(page);
    const recordReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/sandbox/modules/consent') recordReads.push(request.url());
    });
    await page.goto('/profile');
    await expect(page.getByTestId('member-points')).toBeVisible();
    // The re-consent check has run: it reads the record and the versions side by side, from the start-up's answers.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('ReconsentRunner')))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    expect(recordReads).toHaveLength(1);
    expect(errors.errors, errors.errors.join('\n')).toEqual([]);
  });

  test('the registration form reads them once with the cookie consent', async ({ page, errors }) => {
    const reads = countReads(page);
    await page.goto('/register');
    await expect(page.getByLabel(msg('th', 'register.field.firstName'), { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    expect(errors.errors, errors.errors.join('\n')).toEqual([]);
  });
});
