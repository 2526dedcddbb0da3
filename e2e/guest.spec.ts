/**
 * A guest (device sign-in, "Continue as guest") is not a member. The header offers sign-in, a reward
 * a member could redeem says "sign in to redeem" (never "not enough points") and asks to sign in or register,
 * signing in comes back to the same reward, the heart asks the same, and member pages show the sign-in prompt.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accounts, expect, msg, switchLanguage, test, type Lang } from './support/fixtures';

/** Hot or iced Americano, 50% off: 120 points (src/sandbox/world/catalogue.ts). */
const REWARD = { id: '1002', name: { th: 'อเมริกาโน่ร้อนหรือเย็น ลด 50%', en: 'Hot or iced Americano, 50% off' } } as const;

async function continueAsGuest(page: Page, lang: Lang) {
  await page.goto('/login');
  if (lang === 'en') await switchLanguage(page, 'en');
  await page.getByRole('button', { name: msg(lang, 'login.guest') }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

/** The header's member strip for a guest: the guest line and Sign in; no name, no points. */
async function expectGuestHeader(page: Page, lang: Lang) {
  const header = page.getByRole('banner');
  await expect(header.getByText(msg(lang, 'shell.member.guest'))).toBeVisible();
  await expect(header.getByRole('link', { name: msg(lang, 'shell.member.signIn'), exact: true })).toBeVisible();
  await expect(page.getByTestId('member-points')).toHaveCount(0);
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`guest (${lang})`, () => {
    test('the header offers sign-in; a 120-point reward asks to sign in, and signing in comes back to it', async ({ page }) => {
      await continueAsGuest(page, lang);
      await expectGuestHeader(page, lang);

      await page.goto(`/campaign/${REWARD.id}`);
      await expect(page.getByRole('heading', { name: REWARD.name[lang] })).toBeVisible();
      await expectGuestHeader(page, lang);
      const signInToRedeem = page.getByRole('button', { name: msg(lang, 'campaign.signInToRedeem') });
      await expect(signInToRedeem).toBeEnabled();
      await expect(page.getByRole('button', { name: msg(lang, 'campaign.button.notEnoughPoint') })).toHaveCount(0);

      await signInToRedeem.click();
      const asked = page.getByRole('dialog', { name: msg(lang, 'login.guestDialog.title') });
      await expect(asked).toBeVisible();
      await expect(asked).toContainText(REWARD.name[lang]);
      await expect(asked.getByRole('link', { name: msg(lang, 'login.guestDialog.register') })).toHaveAttribute('href', '/register');
      await expectNoSeriousA11yViolations(page);
      // Cancel stays on the reward; asking again and choosing Sign in goes to the sign-in page.
      await asked.getByRole('button', { name: msg(lang, 'common.cancel') }).click();
      await expect(asked).toHaveCount(0);
      await signInToRedeem.click();
      await page.getByRole('dialog', { name: msg(lang, 'login.guestDialog.title') }).getByRole('link', { name: msg(lang, 'login.guestDialog.signIn') }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fcampaign%2F${REWARD.id}$`));

      await page.getByLabel(msg(lang, 'login.username'), { exact: true }).fill(accounts.somchai.username);
      await page.getByLabel(msg(lang, 'login.password'), { exact: true }).fill(accounts.somchai.password);
      await page.getByRole('button', { name: msg(lang, 'login.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/campaign/${REWARD.id}$`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: REWARD.name[lang] })).toBeVisible();
      await expect(page.getByTestId('member-points')).toBeVisible();
      await expect(page.getByRole('button', { name: msg(lang, 'campaign.button.default'), exact: true })).toBeEnabled();
    });

    test('the heart asks a guest to sign in or register; nothing is saved', async ({ page }) => {
      await continueAsGuest(page, lang);
      await page.goto(`/campaign/${REWARD.id}`);
      const heart = page.getByRole('button', { name: msg(lang, 'favourite.heart.label').replace('{name}', REWARD.name[lang]) });
      await heart.click();
      const asked = page.getByRole('dialog', { name: msg(lang, 'login.guestDialog.title') });
      await expect(asked).toBeVisible();
      await expect(asked.getByRole('link', { name: msg(lang, 'login.guestDialog.signIn') })).toHaveAttribute('href', `/login?next=%2Fcampaign%2F${REWARD.id}`);
      await asked.getByRole('button', { name: msg(lang, 'common.cancel') }).click();
      await expect(asked).toHaveCount(0);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    });

    test('member pages show a guest the sign-in prompt instead of empty member data', async ({ page }) => {
      await continueAsGuest(page, lang);
      for (const path of ['/profile', '/profile/history/earn', '/profile/favorite']) {
        await page.goto(path);
        const prompt = page.getByRole('region', { name: msg(lang, 'shell.signInPrompt.title') });
        await expect(prompt).toBeVisible();
        await expect(prompt).toContainText(msg(lang, 'shell.signInPrompt.guestMessage'));
        await expect(prompt.getByRole('link', { name: msg(lang, 'shell.member.signIn'), exact: true })).toHaveAttribute('href', `/login?next=${encodeURIComponent(path)}`);
        await expect(prompt.getByRole('link', { name: msg(lang, 'shell.signInPrompt.register') })).toBeVisible();
        await expectGuestHeader(page, lang);
      }
      await expectNoSeriousA11yViolations(page);
    });
  });
}
