/**
 * Membership in Chromium once in Thai and once in English: the level label of the bit flag on
 * the profile, the get-point dialog from the profile (its QR decoded back to the uuid), /privilege with the
 * level and its expiry, progress toward the next level with its missions, the badges (obtained dates in the
 * Buddhist year in Thai, missions part done and done), every level's privileges with the member's own
 * marked, and a failed load with Retry; axe on each page. The welcome-point dialog after sign-up is walked
 * in e2e/register.spec.ts (it needs the registration steps there).
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { decodeQr } from './support/decode';
import { clearFaults, setFault } from './support/faults';
import { expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

/** somchai's uuid (src/sandbox/world/accounts.ts). */
const SOMCHAI_UUID = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const SHOTS = process.env.I8_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

const t = (lang: Lang, id: string, values: Record<string, string> = {}) => msg(lang, id).replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test(`membership level, badges and privileges in ${lang === 'th' ? 'Thai' : 'English'}`, async ({ page, errors }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);

    // The profile: the level label of the flag (somchai: 2 → Plus), the get-point dialog, the link onward.
    await page.goto('/profile');
    await expect(page.locator('.profile-card .level-badge')).toHaveText('Plus');
    await page.getByRole('button', { name: msg(lang, 'points.getPoint.open') }).click();
    const getPoint = page.getByRole('dialog', { name: msg(lang, 'points.getPoint.headline') });
    await expect.poll(() => decodeQr(page, getPoint.getByRole('img', { name: msg(lang, 'points.getPoint.qrLabel') }))).toBe(SOMCHAI_UUID);
    await getPoint.getByRole('button', { name: msg(lang, 'common.close'), exact: true }).last().click();
    await expect(getPoint).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `profile-${lang}`);
    await page.getByRole('link', { name: new RegExp(msg(lang, 'membership.profileLink')) }).click();
    await expect(page).toHaveURL(/\/privilege$/);

    // The level, its expiry and the progress toward Plus X with its missions.
    const level = page.locator('section.membership-level');
    await expect(level.locator('.membership-level__line .level-badge')).toHaveText('Plus');
    await expect(level.getByText(t(lang, 'membership.level.validUntil', { date: '' }).trim())).toBeVisible();
    const toward = level.getByRole('progressbar', { name: t(lang, 'membership.progress.label', { level: 'Plus X' }) });
    await expect(toward).toBeVisible();
    await expect(level.getByText(lang === 'th' ? 'แลกคะแนน' : 'Redeem points', { exact: true })).toBeVisible();
    await expect(level.getByText(/\/5,000$/)).toBeVisible();

    // The badges: obtained with its date (Buddhist year in Thai), part done with progress, missions done.
    const badges = page.getByRole('list', { name: msg(lang, 'membership.badges.heading') });
    const first = badges.getByRole('listitem').filter({ has: page.getByRole('heading', { name: lang === 'th' ? 'ก้าวแรก' : 'First step' }) });
    const obtained = first.getByText(new RegExp(`^${t(lang, 'membership.badge.obtainedOn', { date: '' }).trim()} \\d{1,2} \\S+ (\\d{4})$`));
    await expect(obtained).toBeVisible();
    const year = Number(/(\d{4})$/.exec((await obtained.textContent()) ?? '')?.[1]);
    expect(year).toBeGreaterThan(lang === 'th' ? 2500 : 2000);
    expect(year).toBeLessThan(lang === 'th' ? 2600 : 2100);
    const collector = badges.getByRole('listitem').filter({ has: page.getByRole('heading', { name: lang === 'th' ? 'นักสะสมใบเสร็จ' : 'Receipt collector' }) });
    await expect(collector.getByRole('progressbar')).toBeVisible();
    await expect(collector.getByText(/^\d+\/5$/)).toBeVisible();
    await expect(badges.getByText(msg(lang, 'membership.mission.completed')).first()).toBeVisible();

    // Every level's privileges, the member's own marked.
    const levels = page.getByRole('list', { name: msg(lang, 'membership.levels.heading') });
    await expect(levels.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(3);
    const own = levels.locator('[aria-current="true"]');
    await expect(own).toHaveCount(1);
    await expect(own.getByRole('heading')).toHaveText('Plus');
    await expect(own.getByText(msg(lang, 'membership.levels.yours'))).toBeVisible();
    await expect(own.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `privilege-${lang}`);

    // A failed load: a translated message and Retry, which then shows the page.
    await setFault(page, 'getUserLevels', { kind: 'status', status: 500 });
    await page.goto('/privilege');
    const failure = page.getByRole('alert').filter({ hasText: msg(lang, 'membership.failed') });
    await expect(failure).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await clearFaults(page);
    await failure.getByRole('button', { name: msg(lang, 'common.retry') }).click();
    await expect(page.getByRole('list', { name: msg(lang, 'membership.levels.heading') })).toBeVisible();
    expect(errors.errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
}
