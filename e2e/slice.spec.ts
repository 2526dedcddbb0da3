/**
 * The first slice, end to end, once in Thai and once in English: the reward page in Thai, the
 * language switch (kept across a reload), signing in with the sandbox username and password, the
 * campaigns with images, names and points, a category filter, a campaign page, and signing out.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accounts, escapeRegExp, expect, msg, pageTitle, signIn, test, type Lang } from './support/fixtures';

/** Seeded sandbox data (src/sandbox/world/catalogue.ts). */
const drinks = { id: '101', name: { th: 'เครื่องดื่ม', en: 'Drinks' } };
const americano = { id: '1002', name: { th: 'อเมริกาโน่ร้อนหรือเย็น ลด 50%', en: 'Hot or iced Americano, 50% off' }, points: '120' };
const croissant = { name: { th: 'ครัวซองต์เนยสด ฟรี 1 ชิ้น', en: 'One free butter croissant' } };

/** The language switch: a group of two buttons, each named in its own script. */
function languageButton(page: Page, lang: Lang, to: Lang): Locator {
  return page
    .getByRole('group', { name: msg(lang, 'shell.language.label') })
    .getByRole('button', { name: msg(lang, to === 'th' ? 'shell.language.th' : 'shell.language.en'), exact: true });
}

async function chooseLanguage(page: Page, from: Lang, to: Lang): Promise<void> {
  await languageButton(page, from, to).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(languageButton(page, to, to)).toHaveAttribute('aria-pressed', 'true');
  await expect(pageTitle(page)).toHaveText(msg(to, 'reward.title'));
}

function rewardList(page: Page, lang: Lang): Locator {
  return page.getByRole('list', { name: msg(lang, 'reward.list.label') });
}

/** Every card of the list shows an image that loaded, a name and its points (or "free"). */
async function expectCardsComplete(list: Locator, lang: Lang): Promise<void> {
  const cards = list.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let n = 0; n < count; n += 1) {
    const card = cards.nth(n);
    const image = card.locator('img');
    await expect(image).toHaveCount(1);
    await image.scrollIntoViewIfNeeded(); // loading="lazy": only images near the viewport load
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `image of card ${n} loads` })
      .toBe(true);
    await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(card.locator('.campaign-card__points')).toHaveText(
      new RegExp(`\\d[\\d,]*\\s*${escapeRegExp(msg(lang, 'shell.unit.point'))}|^${escapeRegExp(msg(lang, 'reward.free'))}$`),
    );
  }
}

for (const lang of ['th', 'en'] as const) {
  test(`the slice in ${lang === 'th' ? 'Thai' : 'English'}`, async ({ page, errors }) => {
    test.setTimeout(120_000);

    // The reward page, in Thai by default.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(pageTitle(page)).toHaveText(msg('th', 'reward.title'), { timeout: 15_000 });
    await expect(rewardList(page, 'th').getByRole('heading', { name: americano.name.th })).toBeVisible();
    await expect(page.getByText(msg('th', 'shell.member.guest'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // To English and back; each choice survives a reload.
    await chooseLanguage(page, 'th', 'en');
    await expect(rewardList(page, 'en').getByRole('heading', { name: americano.name.en })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(pageTitle(page)).toHaveText(msg('en', 'reward.title'));
    await chooseLanguage(page, 'en', 'th');
    await expect(rewardList(page, 'th').getByRole('heading', { name: americano.name.th })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(pageTitle(page)).toHaveText(msg('th', 'reward.title'));
    if (lang === 'en') await chooseLanguage(page, 'th', 'en');

    // Sign in from the member strip with the sandbox username and password.
    await page.getByRole('link', { name: msg(lang, 'shell.member.signIn'), exact: true }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await expect(pageTitle(page)).toHaveText(msg(lang, 'login.title'));
    await expectNoSeriousA11yViolations(page);
    await signIn(page, accounts.somchai);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('member-points')).toContainText('2,450');
    await expect(page.getByText(msg(lang, 'shell.member.guest'))).toHaveCount(0);

    // The campaigns of the reward page: images, names and points.
    if (new URL(page.url()).pathname !== '/') await page.goto('/');
    await expect(pageTitle(page)).toHaveText(msg(lang, 'reward.title'));
    const list = rewardList(page, lang);
    await expect(list.getByRole('heading', { name: americano.name[lang] })).toBeVisible();
    await expect(list.getByRole('heading', { name: croissant.name[lang] })).toBeVisible();
    await expectCardsComplete(list, lang);
    const allCount = await list.getByRole('listitem').count();
    await expect(list.getByRole('link', { name: new RegExp(escapeRegExp(americano.name[lang])) })).toContainText(americano.points);

    // Filter by a category: the URL and the list change.
    const categories = page.getByRole('navigation', { name: msg(lang, 'reward.categories.label') });
    await categories.getByRole('link', { name: drinks.name[lang], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reward/${drinks.id}$`));
    await expect(categories.getByRole('link', { name: drinks.name[lang], exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('heading', { name: croissant.name[lang] })).toHaveCount(0);
    await expect(list.getByRole('heading', { name: americano.name[lang] })).toBeVisible();
    const drinkCount = await list.getByRole('listitem').count();
    expect(drinkCount).toBeGreaterThan(0);
    expect(drinkCount).toBeLessThan(allCount);
    await expectCardsComplete(list, lang);
    await expectNoSeriousA11yViolations(page);

    // Open a campaign: its name and points.
    await list.getByRole('link', { name: new RegExp(escapeRegExp(americano.name[lang])) }).click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${americano.id}$`));
    await expect(pageTitle(page)).toHaveText(msg(lang, 'campaign.title'));
    await expect(page.getByRole('heading', { level: 2, name: americano.name[lang] })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(americano.points);
    await expectNoSeriousA11yViolations(page);

    // Sign out from the profile page: back to the signed-out state.
    await page.getByRole('navigation', { name: msg(lang, 'shell.nav.label') }).getByRole('link', { name: msg(lang, 'shell.nav.profile') }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(pageTitle(page)).toHaveText(msg(lang, 'profile.title'));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: msg(lang, 'profile.signOut'), exact: true }).click();
    await expect(page.getByText(msg(lang, 'shell.member.guest'))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('member-points')).toHaveCount(0);
    await expect(page.getByRole('link', { name: msg(lang, 'shell.member.signIn'), exact: true }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // Still signed out after a reload.
    await page.goto('/profile');
    await expect(pageTitle(page)).toHaveText(msg(lang, 'profile.title'), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: msg(lang, 'shell.signInPrompt.title') })).toBeVisible();
    await expect(page.getByTestId('member-points')).toHaveCount(0);

    expect(errors.errors, errors.errors.join('\n')).toEqual([]);
  });
}
