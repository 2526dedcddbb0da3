/**
 * The serial view in Chromium, in Thai and English: redeem a QR-code reward and a CODE_128 reward, and
 * decode what is drawn on screen with independent decoders (jsQR, ZXing): the QR code and the barcode
 * must read back as the serial. Then the tab rules, copy, mark as used (cancel, confirm, success, the
 * used overlay with XXXXXXXX), a code whose type has no tabs and a privilege message, a code with a
 * 30-second countdown watched to zero with the page clock, and axe on every dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { decodeBarcode, decodeQr } from './support/decode';
import { expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Seeded sandbox campaigns (src/sandbox/world/catalogue.ts). */
const croissant = '1003'; // QR_CODE
const matcha = '1013'; // CODE_128
const giftCard = '1017'; // CODE_128, long serial
const flashEspresso = '1018'; // QR with a 30 s countdown
const staffWord = '1019'; // none + privilege message, not auto use
const beanBag = '1021'; // EAN_13
const partnerLink = '1020'; // privilege message of format link
const oatMilk = '1014'; // Free, 0 points

async function redeem(page: Page, lang: Lang, campaignId: string): Promise<Locator> {
  await page.goto(`/campaign/${campaignId}`);
  await page.getByRole('button', { name: msg(lang, 'campaign.button.default'), exact: true }).click({ timeout: 15_000 });
  const confirm = page.getByRole('dialog', { name: msg(lang, 'campaign.confirm.title') });
  await confirm.getByRole('button', { name: msg(lang, 'campaign.confirm.ok') }).click();
  const dialog = page.getByRole('dialog', { name: msg(lang, 'serial.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function codeText(dialog: Locator): Promise<string> {
  return (await dialog.getByTestId('serial-code').innerText()).trim();
}

function tab(dialog: Locator, lang: Lang, which: 'qr' | 'barcode' | 'text'): Locator {
  return dialog.getByRole('tab', { name: msg(lang, `serial.tab.${which}`), exact: true });
}

async function closeSerial(page: Page, dialog: Locator, lang: Lang): Promise<void> {
  await dialog.getByRole('button', { name: msg(lang, 'common.close'), exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
}

for (const lang of ['th', 'en'] as const) {
  test(`serial view in ${lang === 'th' ? 'Thai' : 'English'}: QR code and barcode decode back to the serial`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);

    // A QR_CODE reward opens on the QR code tab; jsQR reads the serial back.
    let dialog = await redeem(page, lang, croissant);
    const serial = await codeText(dialog);
    expect(serial).toMatch(/^SC-/);
    await expect(tab(dialog, lang, 'qr')).toHaveAttribute('aria-selected', 'true');
    const qr = dialog.locator('canvas[data-code-kind="qr"]');
    await expect(qr).toBeVisible();
    await expect.poll(() => decodeQr(page, qr)).toBe(serial);
    expect(await qr.evaluate((c: HTMLCanvasElement) => c.width)).toBe(160);
    await expectNoSeriousA11yViolations(page);

    // The barcode tab draws Code 128; ZXing reads the same serial.
    await tab(dialog, lang, 'barcode').click();
    const bars = dialog.locator('canvas[data-code-kind="barcode"]');
    await expect.poll(async () => (await decodeBarcode(page, bars))?.text).toBe(serial);
    expect((await decodeBarcode(page, bars))?.format).toBe('CODE_128');

    // The text tab, and copy says Copied for a moment.
    await tab(dialog, lang, 'text').click();
    await expect(dialog.locator('canvas')).toHaveCount(0);
    await dialog.getByRole('button', { name: msg(lang, 'serial.copy') }).click();
    await expect(dialog.getByRole('button', { name: msg(lang, 'serial.copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(serial);
    await expect(dialog.getByRole('button', { name: msg(lang, 'serial.copy') })).toBeVisible();

    // Mark as used: cancel returns to the serial; confirm shows the success alert, then the used overlay.
    await dialog.getByRole('button', { name: msg(lang, 'serial.markUsed'), exact: true }).click();
    const confirmUse = page.getByRole('alertdialog', { name: msg(lang, 'serial.markUsed.confirmTitle') });
    await expect(confirmUse).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirmUse.getByRole('button', { name: msg(lang, 'common.cancel') }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: msg(lang, 'serial.markUsed'), exact: true }).click();
    await confirmUse.getByRole('button', { name: msg(lang, 'serial.markUsed.confirmOk') }).click();
    const used = page.getByRole('alertdialog', { name: msg(lang, 'serial.markUsed.successTitle') });
    await expect(used).toContainText(msg(lang, 'serial.markUsed.successMessage'));
    await expectNoSeriousA11yViolations(page);
    await used.getByRole('button', { name: msg(lang, 'common.ok') }).click();
    await expect(dialog.getByTestId('serial-code')).toHaveText('XXXXXXXX');
    await expect(dialog.getByText(msg(lang, 'serial.overlay.used'), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: msg(lang, 'serial.markUsed'), exact: true })).toHaveCount(0);
    await expect(tab(dialog, lang, 'text')).toHaveAttribute('aria-selected', 'true');
    await closeSerial(page, dialog, lang);

    // A CODE_128 reward opens on the barcode tab; its QR code decodes too.
    dialog = await redeem(page, lang, lang === 'th' ? matcha : beanBag);
    const code = await codeText(dialog);
    await expect(tab(dialog, lang, 'barcode')).toHaveAttribute('aria-selected', 'true');
    const linear = dialog.locator('canvas[data-code-kind="barcode"]');
    const read = await expect.poll(async () => (await decodeBarcode(page, linear))?.text).toBe(code).then(() => decodeBarcode(page, linear));
    expect(read?.format).toBe(lang === 'th' ? 'CODE_128' : 'EAN_13');
    await tab(dialog, lang, 'qr').click();
    await expect.poll(() => decodeQr(page, dialog.locator('canvas[data-code-kind="qr"]'))).toBe(code);
    await closeSerial(page, dialog, lang);

    // Confirmation wording: a 0-point reward reads naturally; the 30-second code has the timer variant.
    for (const [id, says] of [
      [oatMilk, lang === 'th' ? 'ใช่หรือไม่ ไม่ต้องใช้คะแนน' : 'It costs no points.'],
      [flashEspresso, msg(lang, 'campaign.confirm.timer')],
    ] as const) {
      await page.goto(`/campaign/${id}`);
      await page.getByRole('button', { name: msg(lang, 'campaign.button.default'), exact: true }).click({ timeout: 15_000 });
      const confirm = page.getByRole('dialog', { name: msg(lang, 'campaign.confirm.title') });
      await expect(confirm).toContainText(says);
      await expect(confirm).not.toContainText(lang === 'th' ? 'ด้วย ฟรี' : 'for Free');
      await confirm.getByRole('button', { name: msg(lang, 'common.cancel') }).click();
    }

    // A privilege message of format link gives way to the default show-at-shop text.
    dialog = await redeem(page, lang, partnerLink);
    await expect(dialog.locator('.serial-view__privilege')).toHaveText(msg(lang, 'serial.showAtShop'));
    await closeSerial(page, dialog, lang);
    // A privilege message comes in the language chosen before signing in (the sign-in sends it).
    dialog = await redeem(page, lang, staffWord);
    await expect(dialog.locator('.serial-view__privilege strong')).toHaveText(lang === 'th' ? 'แสงจันทร์' : 'SAENGCHAN');
    await closeSerial(page, dialog, lang);
  });
}

test('serial view: long serial, tabs hidden for a privilege-only code, countdown to expired', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'th';
  await page.clock.install();
  await signIn(page);

  // A long serial (over 15 characters): smaller type, thinner bars, still decodes.
  let dialog = await redeem(page, lang, giftCard);
  const long = await codeText(dialog);
  expect(long.length).toBeGreaterThan(15);
  await expect(dialog.getByTestId('serial-code')).toHaveClass(/serial-code--long/);
  const bars = dialog.locator('canvas[data-code-kind="barcode"]');
  await expect.poll(async () => (await decodeBarcode(page, bars))?.text).toBe(long);
  await closeSerial(page, dialog, lang);

  // Type none with a privilege message: no tab selector, the message (sanitised) and no mark as used.
  dialog = await redeem(page, lang, staffWord);
  await expect(dialog.getByRole('tablist')).toHaveCount(0);
  await expect(dialog.locator('strong')).toHaveText('แสงจันทร์');
  await expect(dialog.getByRole('button', { name: msg(lang, 'serial.markUsed'), exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await closeSerial(page, dialog, lang);

  // A 30-second code counts down and then shows code expired, the overlay and XXXXXXXX.
  dialog = await redeem(page, lang, flashEspresso);
  const timer = dialog.getByRole('timer');
  await expect(timer).toContainText(/0:(30|[12]\d)/);
  // The page clock runs in real time since install: stop it (a slow machine must not eat the seconds
  // between two reads), then move it on by hand.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const secondsLeft = async () => Number(/0:(\d\d)/.exec(await timer.innerText())?.[1]);
  let left = 30;
  // Read once the paused clock's last tick has been drawn (two reads apart agree).
  await expect
    .poll(async () => {
      const first = await secondsLeft();
      await page.waitForTimeout(300);
      left = await secondsLeft();
      return first === left && left < 30 && left > 10;
    })
    .toBe(true);
  await page.clock.runFor(10_000);
  await expect(timer).toContainText(`0:${String(left - 10).padStart(2, '0')}`);
  await page.clock.runFor((left - 10 + 1) * 1_000);
  await expect(dialog.getByRole('timer')).toHaveText(msg(lang, 'serial.timer.expired'));
  await expect(dialog.getByTestId('serial-code')).toHaveText('XXXXXXXX');
  await expect(dialog.getByText(msg(lang, 'serial.overlay.expired'), { exact: true })).toBeVisible();
  await expect(tab(dialog, lang, 'text')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(dialog, lang, 'qr')).toBeDisabled();
  await page.clock.resume(); // axe waits on timers of its own
  await expectNoSeriousA11yViolations(page);
});
