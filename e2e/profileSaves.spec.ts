/**
 * Two saves of the member's own profile in Chromium against the sandbox, in Thai and in English:
 * - the shipping dialog of a delivered reward: "Save as my shipping address" sends POST /profile/me/shipping
 *   with the shipping_* fields, and the next delivered redeem opens the dialog prefilled from it (spec
 *   section 3 "Shipping address (profile)");
 * - the language switch: POST /profile/me/locale {locale}, the JWT of its answer is what the app sends from
 *   then on (also after a reload), and the texts switch (spec section 7).
 */
import type { Page } from '@playwright/test';
import { expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

/** Seeded sandbox campaign: the Lampang mug, 150 points, delivered, no per-person limit. */
const mugId = '1016';

/** Redeems the mug up to the shipping dialog (typed address) and returns that dialog. */
async function openShippingDialog(page: Page, lang: Lang) {
  const t = (id: string) => msg(lang, id);
  await page.goto(`/campaign/${mugId}`);
  await page.getByRole('button', { name: t('campaign.button.default') }).click({ timeout: 15_000 });
  await page.getByRole('dialog', { name: t('campaign.confirm.title') }).getByRole('button', { name: t('campaign.confirm.ok') }).click();
  await page.getByRole('dialog', { name: t('campaign.shipping.title') }).getByRole('button', { name: t('campaign.shipping.enterNew') }).click();
  const form = page.getByRole('dialog', { name: t('campaign.shipping.dialogTitle') });
  await expect(form).toBeVisible();
  return form;
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`profile saves (${lang})`, () => {
    const t = (id: string) => msg(lang, id);

    test('the shipping dialog saves my shipping address, and the next delivered reward opens with it', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/login');
      if (lang === 'en') await switchLanguage(page, 'en');
      await signIn(page);

      const form = await openShippingDialog(page, lang);
      const field = (id: string) => form.getByLabel(t(id), { exact: true });
      // Today's shipping address from the profile (section 3).
      await expect(field('addressBook.field.address')).toHaveValue('88/12 หมู่บ้านศุภาลัย ซอยลาดพร้าว 71');
      const newLine = lang === 'th' ? '5 ซอยพหลโยธิน 7' : '5 Phahonyothin Soi 7';
      await field('addressBook.field.lastName').fill('Rakdee');
      await field('addressBook.field.address').fill(newLine);
      await field('address.field.zipcode').fill('10110');
      await expect(field('address.field.province').locator('option:checked')).toHaveText(lang === 'th' ? 'กรุงเทพมหานคร' : 'Bangkok');
      const save = form.getByRole('checkbox', { name: t('address.shipping.saveToProfile') });
      await save.check();

      // The request body is not readable in Playwright here; the sandbox answers what it stored from the
      // shipping_* fields, so its answer proves what was sent.
      const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/profile/me/shipping'));
      await form.getByRole('button', { name: t('campaign.shipping.ok') }).click();
      const answer = await posted;
      expect(answer.status()).toBe(200);
      const stored = ((await answer.json()) as { data: { shipping: Record<string, unknown> } }).data.shipping;
      expect(stored).toEqual(expect.objectContaining({ lastName: 'Rakdee', address: newLine, zipcode: '10110', provinceCode: '10' }));

      const result = page.getByRole('dialog', { name: t('campaign.result.title') });
      await expect(result).toContainText(newLine, { timeout: 15_000 });
      await result.getByRole('button', { name: t('common.close'), exact: true }).last().click();
      await expect(result).toHaveCount(0);

      // The next delivered redeem: the dialog opens with what was saved.
      const again = await openShippingDialog(page, lang);
      await expect(again.getByLabel(t('addressBook.field.address'), { exact: true })).toHaveValue(newLine);
      await expect(again.getByLabel(t('addressBook.field.lastName'), { exact: true })).toHaveValue('Rakdee');
      await expect(again.getByLabel(t('address.field.zipcode'), { exact: true })).toHaveValue('10110');
    });
  });
}

test.describe('language change (th → en → th)', () => {
  test('POST /profile/me/locale, the new JWT is the one sent afterwards (also after a reload), the texts switch', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await signIn(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const signedIn = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
    await page.reload();
    let previous = (await signedIn).headers().authorization;

    for (const [to, code] of [['en', 1033], ['th', 1054]] as const) {
      const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/profile/me/locale'));
      await switchLanguage(page, to);
      const response = await answer;
      // The sandbox answers the locale it was sent ({locale}) with the new JWT.
      const data = ((await response.json()) as { data: { Jwt: string; locale: number } }).data;
      expect(data.locale).toBe(code);
      const jwt = data.Jwt;
      expect(jwt).toBeTruthy();
      // A JWT of its own per language, so the calls below can only carry it if the app kept it.
      expect(`Bearer ${jwt}`).not.toBe(previous);
      previous = `Bearer ${jwt}`;
      // The page frame speaks the new language.
      await expect(page.getByRole('link', { name: msg(to, 'shell.nav.profile'), exact: true }).first()).toBeVisible();

      // After a reload the app still holds the new JWT: its next call sends it.
      const next = page.waitForRequest((r) => (r.headers().authorization ?? '') === `Bearer ${jwt}`);
      await page.reload();
      await next;
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page.getByTestId('member-points')).toBeVisible();
    }
  });
});
