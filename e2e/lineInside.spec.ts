/**
 * Inside LINE (the sandbox's @line/liff-mock, `?liffMock=1`), in Thai and English:
 * - friendship with the brand's LINE account on /profile: somchai is a friend; malee is not, "Add friend" opens
 *   the brand's account through liff.openWindow (external), and when she comes back the card reads it again;
 * - OK on the generic error alert closes the LINE window (spec section 8); in a browser it only closes the alert;
 * - a LIFF SDK error (message limit) shows its translated explanation and the SDK's message.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearFaults, setFault } from './support/faults';
import { expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

const MALEE_LINE_USER = 'U2c9b7e4f1a0d48c6b3e5f7a9c1d3e5f7';

async function script(page: Page, patch: Record<string, unknown>): Promise<void> {
  const res = await page.request.post('/sandbox/line-api/__sandbox/liff/script', { data: patch });
  expect(res.ok()).toBe(true);
}

interface LiffLog {
  sent: unknown[][];
  opened: Array<{ url: string; external: boolean }>;
  closed: number;
}

async function liffLog(page: Page): Promise<LiffLog> {
  return (await (await page.request.get('/sandbox/line-api/__sandbox/liff/log')).json()) as LiffLog;
}

async function signInInsideLine(page: Page, next: string, lang: Lang): Promise<void> {
  await page.goto(`/linelogin?liffMock=1&next=${encodeURIComponent(next)}`);
  await expect(page).toHaveURL(new RegExp(`${next}$`), { timeout: 20_000 });
  await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
  if (lang === 'en') await switchLanguage(page, 'en');
}

function friendshipCard(page: Page) {
  return page.getByTestId('line-friendship');
}

for (const lang of ['th', 'en'] as const) {
  test(`inside LINE a member who is not a friend adds the brand's LINE account and the card follows; a friend is told so (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/?liffMock=1');
    await script(page, { user: MALEE_LINE_USER });
    await signInInsideLine(page, '/profile', lang);
    const card = friendshipCard(page);
    await expect(card).toContainText(msg(lang, 'lineFeature.friendship.notFriend'), { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, '[data-testid="line-friendship"]');
    await card.getByRole('button', { name: msg(lang, 'lineFeature.friendship.add') }).click();
    await expect(card).toContainText(msg(lang, 'lineFeature.friendship.awaiting'));
    // LINE opened the brand's official account outside the LIFF browser (the runtime setting lineAddFriendUrl).
    expect((await liffLog(page)).opened).toEqual([{ url: 'https://line.me/R/ti/p/@pointsmember', external: true }]);
    // The member comes back from LINE: the page is visible again and the status is read again.
    const reread = page.waitForResponse((r) => r.url().includes('/friendship/v1/status'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await reread).status()).toBe(200);
    await expect(card).toContainText(msg(lang, 'lineFeature.friendship.friend'));
    await expect(card.getByRole('button', { name: msg(lang, 'lineFeature.friendship.add') })).toHaveCount(0);
  });

  test(`inside LINE somchai is a friend; in a browser there is no friendship card (${lang})`, async ({ page }) => {
    await signInInsideLine(page, '/profile', lang);
    await expect(friendshipCard(page)).toContainText(msg(lang, 'lineFeature.friendship.friend'), { timeout: 15_000 });
    // Leaving LINE (the mock switched off): the profile has no card and never asks LINE.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/friendship/v1/status')) asked += 1;
    });
    await page.goto('/profile?liffMock=0');
    await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: msg(lang, 'profile.signOut') })).toBeVisible();
    await expect(friendshipCard(page)).toHaveCount(0);
    expect(asked).toBe(0);
  });
}

async function failMarketingSave(page: Page, lang: Lang): Promise<void> {
  await page.goto('/profile/legalpolicy/marketing');
  const dialog = page.getByRole('dialog', { name: msg(lang, 'consent.marketing.title') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('marketing-text')).not.toBeEmpty();
  await dialog.getByRole('button', { name: msg(lang, 'register.consent.tapToBottom') }).click();
  await setFault(page, 'saveConsent', { kind: 'status', status: 500 });
  await dialog.getByRole('button', { name: msg(lang, 'consent.marketing.confirm') }).click();
}

for (const lang of ['th', 'en'] as const) {
  test(`OK on the generic error alert closes the LINE window inside LINE, and only the alert in a browser (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    // In a browser first: OK closes the alert, the window stays.
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);
    await failMarketingSave(page, lang);
    let alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(msg(lang, 'errors.generic').slice(0, 12));
    await alert.getByRole('button', { name: msg(lang, 'common.ok'), exact: true }).click();
    await expect(alert).toBeHidden();
    expect((await liffLog(page)).closed).toBe(0);
    await clearFaults(page);

    // Inside LINE: the same alert's OK asks LINE to close the window.
    await signInInsideLine(page, '/profile', lang);
    await failMarketingSave(page, lang);
    alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(msg(lang, 'errors.generic').slice(0, 12));
    const closing = page.waitForRequest((r) => r.url().endsWith('/__sandbox/liff/closeWindow') && r.method() === 'POST');
    await alert.getByRole('button', { name: msg(lang, 'common.ok'), exact: true }).click();
    await closing;
    await expect.poll(async () => (await liffLog(page)).closed).toBe(1);
  });
}

test('inside LINE a LIFF error shows its translated explanation and the SDK message (message limit, Thai)', async ({ page }) => {
  test.setTimeout(90_000);
  await signInInsideLine(page, '/campaign/1003', 'th');
  await page.getByRole('button', { name: msg('th', 'campaign.button.default'), exact: true }).click({ timeout: 15_000 });
  await page.getByRole('dialog', { name: msg('th', 'campaign.confirm.title') }).getByRole('button', { name: msg('th', 'campaign.confirm.ok') }).click();
  const dialog = page.getByRole('dialog', { name: msg('th', 'serial.title') });
  await script(page, { sendError: 'exceed the limit of num of messages' });
  await dialog.getByRole('button', { name: msg('th', 'lineFeature.chat.send') }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(msg('th', 'lineFeature.error.messageLimit'));
  await expect(alert).toContainText(msg('th', 'line.sdkMessage.messageLimitExceeded'));
  await expect(alert).not.toContainText('exceed the limit of num of messages');
  expect((await liffLog(page)).sent).toHaveLength(0);
});
