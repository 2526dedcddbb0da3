/**
 * Redeem history and favourites in Chromium. History (/profile/history/redeem), in Thai and English:
 * every purchase state of the seeded items (view code, code expired, used, in delivery, shipped with the
 * parcel number, draw not yet announced, draw winner, not a winner), paging with Show more, and opening a
 * 'view code' item reloads it and shows its serial, whose drawn barcode decodes back to the code.
 * Favourites: the heart on a campaign page adds it with the toast and its link to /profile/favorite,
 * the list removes it, and the empty state shows. Axe on the pages and dialogs.
 */
import { expectNoSeriousA11yViolations } from './support/axe';
import { decodeBarcode } from './support/decode';
import { expect, msg, signIn, switchLanguage, test } from './support/fixtures';
import { textLines } from './support/layout';

for (const lang of ['th', 'en'] as const) {
  test(`redeem history in ${lang === 'th' ? 'Thai' : 'English'}: every purchase state, paging, a code reopened`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);
    await page.goto('/profile/history/redeem');
    const list = page.getByRole('list', { name: msg(lang, 'history.list.label') });
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    // The four tabs fit side by side on a phone, each label on one line (Thai's are the longest).
    expect(await textLines(page.getByRole('tablist', { name: msg(lang, 'profile.history.tabsLabel') }).getByRole('tab'))).toEqual([1, 1, 1, 1]);
    await page.getByRole('button', { name: msg(lang, 'history.more') }).click();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText(msg(lang, 'history.end'))).toBeVisible();

    // Newest first: the treat of the day (two hours ago, used), then the matcha code (yesterday).
    const rows = list.getByRole('listitem');
    await expect(rows.nth(0)).toHaveAttribute('data-purchase-state', 'used');
    await expect(rows.nth(1)).toHaveAttribute('data-purchase-state', 'viewCode');
    const states = await rows.evaluateAll((items) => items.map((i) => i.getAttribute('data-purchase-state')));
    for (const state of ['viewCode', 'used', 'codeExpired', 'inDelivery', 'shipped', 'drawPending', 'drawWinner', 'drawNotWinner']) {
      expect(states, state).toContain(state);
    }
    await expect(list.getByText(msg(lang, 'history.state.shipped').replace('{parcel}', 'TH0123456789A'))).toBeVisible();
    await expect(list.getByText(msg(lang, 'history.state.drawWinner'))).toBeVisible();
    await expect(list.getByText(msg(lang, 'history.state.drawNotWinner'))).toBeVisible();
    await expect(list.getByText(msg(lang, 'history.state.inDelivery'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Opening the matcha code reloads the item, then shows its serial; the barcode decodes.
    const reload = page.waitForRequest((r) => /\/redeem\/rk-somchai-matcha(\?|$)/.test(r.url()));
    await rows.nth(1).getByRole('button', { name: msg(lang, 'history.viewCode') }).click();
    await reload;
    const dialog = page.getByRole('dialog', { name: msg(lang, 'serial.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('serial-code')).toHaveText('885123400017');
    const bars = dialog.locator('canvas[data-code-kind="barcode"]');
    await expect.poll(async () => (await decodeBarcode(page, bars))?.text).toBe('885123400017');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: msg(lang, 'common.close'), exact: true }).last().click();
    await expect(dialog).toHaveCount(0);

    // A used code opens on the plain code with XXXXXXXX and the used overlay.
    await rows.nth(0).getByRole('button', { name: msg(lang, 'history.showCode') }).click();
    await expect(dialog.getByTestId('serial-code')).toHaveText('XXXXXXXX');
    await expect(dialog.getByText(msg(lang, 'serial.overlay.used'), { exact: true })).toBeVisible();
  });
}

test('favourites: heart with toast and link, list with remove, empty state', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const th = (id: string) => msg('th', id);

  // The heart on a campaign page adds it; the toast links to the favourites.
  await page.goto('/campaign/1003');
  const heart = page.getByRole('button', { name: th('favourite.heart.label').replace('{name}', 'ครัวซองต์เนยสด ฟรี 1 ชิ้น') });
  await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/campaign/1002');
  const americanoHeart = page.getByRole('button', { name: /อเมริกาโน่/ });
  await expect(americanoHeart).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
  await americanoHeart.click();
  const toast = page.getByRole('status').filter({ hasText: th('favourite.toast.added') });
  await expect(toast).toBeVisible();
  await expect(americanoHeart).toHaveAttribute('aria-pressed', 'true');
  await toast.getByRole('link', { name: th('favourite.toast.link') }).click();
  await expect(page).toHaveURL(/\/profile\/favorite$/);

  // The list: newest first, each with Remove; removing every one shows the empty state.
  const list = page.getByRole('list', { name: th('favourite.list.label') });
  await expect(list.getByRole('listitem').first()).toContainText('อเมริกาโน่');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  for (let left = 3; left > 0; left -= 1) {
    await list.getByRole('button', { name: new RegExp(`^${th('favourite.remove')}`) }).first().click();
    if (left > 1) await expect(list.getByRole('listitem')).toHaveCount(left - 1);
  }
  await expect(page.getByRole('heading', { name: th('favourite.empty.title') })).toBeVisible();

  // Hearts on the reward cards, too.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /อเมริกาโน่/ })).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
});
