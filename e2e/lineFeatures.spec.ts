/**
 * The LINE mini app's features in Chromium against the sandbox's fake LINE platform:
 * - inside LINE (@line/liff-mock, `?liffMock=1`, Thai): share a campaign through LINE's picker (the card that
 *   reached LINE is read back from the fake platform), a cancelled share, a points code scanned with the camera
 *   and one typed (already used), points refreshed; "Send to my chat" under a serial (LINE's consent, sent; then
 *   iOS LINE 12.0.0 answering 403 asks for an update);
 * - in an external browser after a LINE sign-in (English): the share-picker window (a real popup polled until
 *   Send); with the profile permission not yet granted, the consent sub-window opened from the page first
 *   (closed without an answer: nothing shared; then retried waits and Allow, on to the share window); and
 *   without LINE at all: the link is copied;
 * - axe on each screen.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, msg, signIn, switchLanguage, test } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const latte = '1002';
const croissant = '1003';

async function script(page: Page, patch: Record<string, unknown>): Promise<void> {
  const res = await page.request.post('/sandbox/line-api/__sandbox/liff/script', { data: patch });
  expect(res.ok()).toBe(true);
}

async function liffLog(page: Page): Promise<{ shared: unknown[][]; sent: unknown[][]; scanned: number }> {
  return (await (await page.request.get('/sandbox/line-api/__sandbox/liff/log')).json()) as { shared: unknown[][]; sent: unknown[][]; scanned: number };
}

async function pointsShown(page: Page): Promise<number> {
  const text = await page.getByTestId('member-points').innerText();
  return Number(text.replace(/[^0-9]/g, ''));
}

async function signInInsideLine(page: Page, next: string): Promise<void> {
  await page.goto(`/linelogin?liffMock=1&next=${encodeURIComponent(next)}`);
  await expect(page).toHaveURL(new RegExp(`${next}$`), { timeout: 20_000 });
  await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
}

test('inside LINE (Thai): share a reward, scan and type points codes, send a code to my chat', async ({ page }) => {
  test.setTimeout(120_000);
  await signInInsideLine(page, `/campaign/${latte}`);
  const share = page.getByRole('button', { name: msg('th', 'lineFeature.share.campaign') });
  await expect(share).toBeEnabled();
  await share.click();
  await expect(page.getByRole('status').filter({ hasText: msg('th', 'lineFeature.share.shared') })).toBeVisible();
  const log = await liffLog(page);
  expect(log.shared).toHaveLength(1);
  const card = log.shared[0]?.[0] as { type: string; altText: string; contents: { footer: { contents: Array<{ action: { uri: string } }> } } };
  expect(card.type).toBe('flex');
  expect(card.altText).toMatch(/คะแนน/);
  expect(card.contents.footer.contents[0]?.action.uri).toMatch(new RegExp(`/campaign/${latte}$`));
  await expectNoSeriousA11yViolations(page);

  await script(page, { share: 'cancel' });
  await page.getByRole('button', { name: msg('th', 'lineFeature.ok') }).click();
  await share.click();
  await expect(page.getByRole('status').filter({ hasText: msg('th', 'lineFeature.share.cancelled') })).toBeVisible();

  // Invite friends from the profile: the invitation carries the member's refer code.
  await script(page, { share: 'success' });
  await page.goto('/profile');
  await page.getByRole('button', { name: msg('th', 'lineFeature.share.invite') }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('th', 'lineFeature.share.shared') })).toBeVisible();
  expect(JSON.stringify((await liffLog(page)).shared.at(-1))).toMatch(/register\?ref=/);

  // Points code: scanned with LINE's camera (a URL carrying the code), then a used one typed.
  await page.goto('/collectpoint');
  const before = await pointsShown(page);
  await page.getByRole('button', { name: msg('th', 'lineFeature.code.scan') }).click();
  const field = page.getByRole('textbox', { name: msg('th', 'lineFeature.code.label') });
  await expect(field).toHaveValue('PTS-2024-AB12CD');
  await page.getByRole('button', { name: msg('th', 'lineFeature.code.send') }).click();
  const results = page.getByRole('list', { name: msg('th', 'lineFeature.code.results') });
  await expect(results).toContainText('+50 คะแนน');
  await expect.poll(() => pointsShown(page), { timeout: 10_000 }).toBe(before + 50);
  await field.fill('pts-2024-used01');
  await page.getByRole('button', { name: msg('th', 'lineFeature.code.send') }).click();
  await expect(results).toContainText(msg('th', 'lineFeature.code.outcome.alreadyUsed'));
  await field.fill('!!');
  await page.getByRole('button', { name: msg('th', 'lineFeature.code.send') }).click();
  await expect(page.getByRole('alert').filter({ hasText: '!!' })).toBeVisible();
  await expect(field).toHaveValue('!!');
  await expectNoSeriousA11yViolations(page);

  // Send to my chat: LINE asks for chat_message.write first, then the code is in the chat.
  await page.goto(`/campaign/${croissant}`);
  await page.getByRole('button', { name: msg('th', 'campaign.button.default'), exact: true }).click({ timeout: 15_000 });
  await page.getByRole('dialog', { name: msg('th', 'campaign.confirm.title') }).getByRole('button', { name: msg('th', 'campaign.confirm.ok') }).click();
  const dialog = page.getByRole('dialog', { name: msg('th', 'serial.title') });
  const serial = (await dialog.getByTestId('serial-code').innerText()).trim();
  await dialog.getByRole('button', { name: msg('th', 'lineFeature.chat.send') }).click();
  await expect(dialog.getByRole('status').filter({ hasText: msg('th', 'lineFeature.chat.sent') })).toBeVisible();
  const sent = (await liffLog(page)).sent;
  expect(JSON.stringify(sent)).toContain(serial);
  await expectNoSeriousA11yViolations(page);
});

test('inside LINE: a refused permission and the iOS LINE 12.0.0 update alert', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?liffMock=1');
  await script(page, { grant: false, lineVersion: '12.0.0', os: 'ios' });
  await signInInsideLine(page, `/campaign/${croissant}`);
  await page.getByRole('button', { name: msg('th', 'campaign.button.default'), exact: true }).click({ timeout: 15_000 });
  await page.getByRole('dialog', { name: msg('th', 'campaign.confirm.title') }).getByRole('button', { name: msg('th', 'campaign.confirm.ok') }).click();
  const dialog = page.getByRole('dialog', { name: msg('th', 'serial.title') });
  await dialog.getByRole('button', { name: msg('th', 'lineFeature.chat.send') }).click();
  await expect(dialog.getByRole('alert')).toContainText(msg('th', 'lineFeature.error.consentDenied'));
  await script(page, { grant: true, send: 403 });
  await dialog.getByRole('button', { name: msg('th', 'lineFeature.ok') }).click();
  await dialog.getByRole('button', { name: msg('th', 'lineFeature.chat.send') }).click();
  await expect(dialog.getByRole('alert')).toContainText('12.0.1');
  expect((await liffLog(page)).sent).toHaveLength(0);
});

test('in a browser (English): the share-picker window after a LINE sign-in, the copied link without LINE', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await switchLanguage(page, 'en');
  await signIn(page);
  await page.goto(`/campaign/${latte}`);
  const share = page.getByRole('button', { name: msg('en', 'lineFeature.share.campaign') });
  await expect(share).toBeEnabled({ timeout: 15_000 });
  await share.click();
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'lineFeature.share.linkCopied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/campaign/${latte}$`));
  await expectNoSeriousA11yViolations(page);

  // Sign in with LINE in this browser (the sandbox's authorize page), then share through LINE's window.
  await page.goto(`/linelogin?next=${encodeURIComponent(`/campaign/${latte}`)}`);
  await page.getByRole('button', { name: msg('en', 'line.ready.start') }).click();
  await page.getByRole('link', { name: /Continue as Somchai/ }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${latte}$`), { timeout: 20_000 });
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: msg('en', 'lineFeature.share.campaign') }).click({ timeout: 15_000 });
  const popup = await popupPromise;
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'lineFeature.share.busy.window') })).toBeVisible();
  await expect(popup.getByRole('heading', { name: /Share with friends/ })).toBeVisible({ timeout: 15_000 });
  await popup.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'lineFeature.share.shared') })).toBeVisible({ timeout: 10_000 });
  const shared = (await liffLog(page)).shared;
  expect(JSON.stringify(shared.at(-1))).toContain(`/campaign/${latte}`);

  // The profile permission not granted at sign-in: Share first opens LINE's consent sub-window from this page.
  // Closed without an answer it counts as close (nothing shared); the next time, two failed waits for its result
  // (a 5xx, a network failure) are retried after 1 s, and Allow leads on to the share-picker window.
  await script(page, { signInGrants: 'openid' });
  await page.getByRole('button', { name: msg('en', 'lineFeature.ok') }).click();
  const consentPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: msg('en', 'lineFeature.share.campaign') }).click();
  const consent = await consentPromise;
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'lineFeature.share.busy.permission') })).toBeVisible();
  await expect(consent.getByRole('heading', { name: /read your LINE profile/ })).toBeVisible({ timeout: 15_000 });
  await consent.close();
  await expect(page.getByRole('alert')).toContainText(msg('en', 'lineFeature.error.consentDenied'), { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  expect((await liffLog(page)).shared).toHaveLength(shared.length);

  await script(page, { waitResult: ['5xx', 'network'] });
  const againPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: msg('en', 'lineFeature.share.campaign') }).click();
  const again = await againPromise;
  await expect(again.getByRole('heading', { name: /read your LINE profile/ })).toBeVisible({ timeout: 15_000 });
  // Both failed waits are used up by the subscription's retries (1 s apart) while the window stays open.
  await expect
    .poll(async () => ((await (await page.request.post('/sandbox/line-api/__sandbox/liff/script', { data: {} })).json()) as { waitResult: unknown[] }).waitResult.length, { timeout: 15_000 })
    .toBe(0);
  const pickerPromise = context.waitForEvent('page');
  await again.getByRole('button', { name: 'Allow' }).click();
  const picker = await pickerPromise;
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'lineFeature.share.busy.window') })).toBeVisible({ timeout: 10_000 });
  await expect(picker.getByRole('heading', { name: /Share with friends/ })).toBeVisible({ timeout: 15_000 });
  await picker.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'lineFeature.share.shared') })).toBeVisible({ timeout: 10_000 });
  expect((await liffLog(page)).shared).toHaveLength(shared.length + 1);
});
