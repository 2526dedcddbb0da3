/**
 * The app with no network, in Chromium, in Thai and English (docs/offline.md). The service worker is allowed
 * here only (the rest of the suite blocks it): after one visit online, the app shell and this build's chunks
 * are precached, so a reload with the browser context offline opens the page frame with the offline notice in
 * the page's language, never a blank page or an endless spinner; coming back online says so. The manifest
 * makes the app installable.
 */
import type { Page } from '@playwright/test';
import { decodeBarcode, decodeQr } from './support/decode';
import { expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

/** somchai's uuid, the get-point dialog's QR code (src/sandbox/world/accounts.ts). */
const SOMCHAI_UUID = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** A seeded CODE_128 reward (src/sandbox/world/catalogue.ts). */
const matcha = '1013';

test.use({ serviceWorkers: 'allow' });

/** Waits until this build's service worker controls the page (the precache is complete then). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) => registration.active?.addEventListener('statechange', () => resolve()));
    }
  });
  // The first visit is not controlled (no clientsClaim): a reload online puts the page under the worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the web app manifest names the app, its icons, theme colour, start URL and standalone display', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Points Club', start_url: '/', display: 'standalone', theme_color: '#0f5132' });
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose?: string }>;
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toContain('image/png');
});

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test(`offline in ${lang === 'th' ? 'Thai' : 'English'}: the shell opens from the service worker with the offline notice, and says when the network is back`, async ({ page, context }) => {
    await page.goto('/');
    if (lang === 'en') await switchLanguage(page, 'en');
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText(msg(lang, 'shell.offline.notice'));

    await context.setOffline(false);
    await expect(page.getByTestId('back-online-notice')).toHaveText(msg(lang, 'shell.offline.backOnline'));
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });
}

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test(`a redeemed code opens offline in ${lang === 'th' ? 'Thai' : 'English'} from "my codes", and its QR code and barcode decode to the serial`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);
    await waitForServiceWorker(page);

    await page.goto(`/campaign/${matcha}`);
    await page.getByRole('button', { name: msg(lang, 'campaign.button.default'), exact: true }).click({ timeout: 15_000 });
    await page.getByRole('dialog', { name: msg(lang, 'campaign.confirm.title') }).getByRole('button', { name: msg(lang, 'campaign.confirm.ok') }).click();
    const redeemed = page.getByRole('dialog', { name: msg(lang, 'serial.title') });
    await expect(redeemed).toBeVisible();
    const code = (await redeemed.getByTestId('serial-code').innerText()).trim();
    expect(code).not.toBe('');

    await context.setOffline(true);
    await page.goto('/profile/history/redeem');
    await expect(page.getByTestId('offline-notice')).toHaveText(msg(lang, 'shell.offline.notice'));
    // The balance read online, marked with when it was read.
    await expect(page.getByTestId('member-points')).toBeVisible();
    await expect(page.getByTestId('member-points-as-of')).toContainText(msg(lang, 'shell.member.pointsAsOf').replace(' {time}', ''));
    // No taller than the strip the page starts with (its minimum height), so the page below does not move.
    const strip = page.locator('.member-status').filter({ has: page.getByTestId('member-points-as-of') });
    const [height, minHeight] = await strip.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).minHeight)]);
    expect(height).toBeLessThanOrEqual(minHeight + 0.5);
    // Background checks that cannot reach the server stay quiet: no error dialog covers the codes.
    await expect(page.getByRole('button', { name: msg(lang, 'history.viewCode') }).first()).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('button', { name: msg(lang, 'history.viewCode') }).first().click();
    const dialog = page.getByRole('dialog', { name: msg(lang, 'serial.title') });
    await expect(dialog.getByTestId('serial-code')).toHaveText(code);
    await expect.poll(async () => (await decodeBarcode(page, dialog.locator('canvas[data-code-kind="barcode"]')))?.text).toBe(code);
    await dialog.getByRole('tab', { name: msg(lang, 'serial.tab.qr'), exact: true }).click();
    await expect.poll(() => decodeQr(page, dialog.locator('canvas[data-code-kind="qr"]'))).toBe(code);

    // Marking as used needs the server: shown, disabled, with its reason.
    const markUsed = dialog.getByRole('button', { name: msg(lang, 'serial.markUsed'), exact: true });
    await expect(markUsed).toBeDisabled();
    await expect(dialog.getByTestId('mark-used-reason')).toHaveText(msg(lang, 'shell.offline.needsNetwork'));
    await dialog.getByRole('button', { name: msg(lang, 'common.close'), exact: true }).last().click();
    await expect(dialog).toHaveCount(0);

    // The member card offline: the level and the get-point dialog's QR code, which scans back to the uuid.
    await page.goto('/profile');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await page.getByRole('button', { name: msg(lang, 'points.getPoint.open') }).click();
    const getPoint = page.getByRole('dialog', { name: msg(lang, 'points.getPoint.headline') });
    await expect.poll(() => decodeQr(page, getPoint.getByRole('img', { name: msg(lang, 'points.getPoint.qrLabel') }))).toBe(SOMCHAI_UUID);
    await getPoint.getByRole('button', { name: msg(lang, 'common.close'), exact: true }).last().click();
    await expect(getPoint).toHaveCount(0);
    await page.goto('/profile/history/redeem');

    // Offline the list is the wallet (the one redeemed code); back online it reads the member's history again.
    const list = page.getByRole('list', { name: msg(lang, 'history.list.label') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await context.setOffline(false);
    await expect(page.getByTestId('back-online-notice')).toHaveText(msg(lang, 'shell.offline.backOnline'));
    await expect(list.getByRole('listitem')).toHaveCount(8, { timeout: 15_000 });

    // Logout removes every cached member item: offline afterwards, no code is left on the device.
    await page.goto('/profile');
    await page.getByRole('button', { name: msg(lang, 'profile.signOut') }).click();
    await expect(page.getByTestId('member-points')).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('pm.wallet'), sessionStorage.getItem('pm.wallet'), localStorage.getItem('pm.account'), sessionStorage.getItem('pm.account')])).toEqual([null, null, null, null]);
    // The app's own settings stay (written back after the clear), so the frame opens with the offline notice.
    await context.setOffline(true);
    await page.goto('/profile/history/redeem');
    await expect(page.getByTestId('offline-notice')).toHaveText(msg(lang, 'shell.offline.notice'));
    await expect(page.getByRole('button', { name: msg(lang, 'history.viewCode') })).toHaveCount(0);
    await expect(page.getByText(code)).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
