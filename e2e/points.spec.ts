/**
 * Points in Chromium, once in Thai and once in English: point history (tabs, the required month and
 * year, signed points with reason and type labels, paging, expiring points grouped by date with the
 * total, a failure with retry), with axe on each page.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearFaults, setFault } from './support/faults';
import { decodeQr } from './support/decode';
import { escapeRegExp, expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

/** somchai's uuid (src/sandbox/world/accounts.ts). */
const SOMCHAI_UUID = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const SHOTS = process.env.I8_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The current Bangkok month and year, as the filter shows them. */
function bangkokNow(): { month: number; year: number } {
  const local = new Date(Date.now() + 7 * 3_600_000);
  return { month: local.getUTCMonth() + 1, year: local.getUTCFullYear() };
}

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test(`point history in ${lang === 'th' ? 'Thai' : 'English'}`, async ({ page, errors }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);

    // The get-point dialog: the member's uuid as a QR code (decoded back by jsQR), Close and Point
    // history each fire their tracking event; Point history opens the earn tab.
    await page.goto('/collectpoint');
    const tracked = () => page.evaluate(() => ((window as unknown as { bzbsAnalytics?: { events?: Array<{ name: string }> } }).bzbsAnalytics?.events ?? []).map((e) => e.name));
    await page.getByRole('button', { name: msg(lang, 'points.getPoint.open') }).click();
    const dialog = page.getByRole('dialog', { name: msg(lang, 'points.getPoint.headline') });
    await expect(dialog).toBeVisible();
    const qr = dialog.getByRole('img', { name: msg(lang, 'points.getPoint.qrLabel') });
    await expect.poll(() => decodeQr(page, qr)).toBe(SOMCHAI_UUID);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `get-point-${lang}`);
    await dialog.getByRole('button', { name: msg(lang, 'common.close'), exact: true }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(tracked).toContain('earnpoint_close');
    await page.getByRole('button', { name: msg(lang, 'points.getPoint.open') }).click();
    await page.getByRole('dialog').getByRole('button', { name: msg(lang, 'points.getPoint.history') }).click();
    await expect(page).toHaveURL(/\/profile\/history\/point$/);
    await expect.poll(tracked).toContain('earnpoint_historypoint');

    await page.goto('/profile/history/earn');
    const tabs = page.getByRole('tablist', { name: msg(lang, 'profile.history.tabsLabel') });
    await expect(tabs.getByRole('tab', { name: msg(lang, 'profile.history.tab.earn') })).toHaveAttribute('aria-selected', 'true');

    // The current month by default; the year is Buddhist in Thai.
    const now = bangkokNow();
    const month = page.getByLabel(msg(lang, 'points.filter.month'), { exact: true });
    const year = page.getByLabel(msg(lang, 'points.filter.year'), { exact: true });
    await expect(month).toHaveValue(String(now.month));
    await expect(year).toHaveValue(String(now.year));
    await expect(year.locator('option:checked')).toHaveText(String(lang === 'th' ? now.year + 543 : now.year));

    // A page of ten earned entries with a plus sign, reason and type labels; "show more" pages on.
    const items = page.getByTestId('point-log-item');
    await expect(items).toHaveCount(10);
    await expect(items.first().getByTestId('point-amount')).toHaveText(/^\+\d/);
    await expect(page.getByTestId('point-type').filter({ hasText: msg(lang, 'points.type.trace-fgf') }).first()).toBeVisible();
    await expect(page.getByTestId('point-reason').filter({ hasText: msg(lang, 'points.reason.friendGetFriend') }).first()).toBeVisible();
    if (lang === 'th') await expect(items.first()).toContainText(String(now.year + 543));
    await expectNoSeriousA11yViolations(page);
    await shot(page, `history-earn-${lang}`);
    await page.getByRole('button', { name: msg(lang, 'points.loadMore') }).click();
    await expect(items).toHaveCount(12);
    await expect(page.getByRole('button', { name: msg(lang, 'points.loadMore') })).toHaveCount(0);

    // Used points carry a minus sign; the chosen month stays across tabs.
    await tabs.getByRole('tab', { name: msg(lang, 'profile.history.tab.used') }).click();
    await expect(page).toHaveURL(/\/profile\/history\/used$/);
    await expect(items.first().getByTestId('point-amount')).toHaveText(/^\u2212\d/);

    // Month and year are both required.
    await month.selectOption('');
    await expect(page.getByText(msg(lang, 'points.filter.monthRequired'))).toBeVisible();
    await expect(items).toHaveCount(0);
    // Six months back holds only the seeded monthly entries (two used), whatever today's date.
    const previous = now.month > 6 ? { month: now.month - 6, year: now.year } : { month: now.month + 6, year: now.year - 1 };
    await month.selectOption(String(previous.month));
    await year.selectOption(String(previous.year));
    await expect(items).toHaveCount(2);

    // Expiring: grouped by date (three dates) with the total.
    await tabs.getByRole('tab', { name: msg(lang, 'profile.history.tab.expiring') }).click();
    await expect(page.getByTestId('expiring-group')).toHaveCount(3);
    await expect(page.getByTestId('expiring-total')).toContainText('1,150');
    // Section 9's expiry period for the member's language.
    await expect(page.getByTestId('expiring-period')).toHaveText(msg(lang, 'points.expiring.period').replace('{months}', lang === 'th' ? '3' : '6'));
    await expectNoSeriousA11yViolations(page);
    await shot(page, `history-expiring-${lang}`);

    // A failed load says so in the member's language and retries.
    await setFault(page, 'getPointHistory', { kind: 'status', status: 500 });
    await tabs.getByRole('tab', { name: msg(lang, 'profile.history.tab.earn') }).click();
    await expect(page.getByRole('alert')).toContainText(msg(lang, 'points.failed'));
    await shot(page, `history-failed-${lang}`);
    await clearFaults(page);
    await page.getByRole('button', { name: msg(lang, 'common.retry') }).click();
    await expect(items.first()).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(escapeRegExp(msg(lang, 'points.failed'))) })).toHaveCount(0);
    expect(errors.errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
}
