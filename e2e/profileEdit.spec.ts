/**
 * /profile/edit in Thai and English (phone size, native pickers): the form loads the member's profile; a
 * failed save shows section 8's message with the error code and keeps every field, then saves and the
 * header follows and a reload shows it; the update-birthdate dialog (Confirm disabled until complete, the
 * day corrected to the month's end, the 20-year limit); the profile address with the shared block
 * (10110); a picture of another type refused, a large photo scaled to 640 px before upload (checked in
 * the uploaded PNG's own header); the mobile number changed through the OTP dialog. Axe on the page and
 * every dialog; screenshots at phone and desktop size.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearFaults, lastOtp, setFault } from './support/faults';
import { accounts, expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

const SHOTS = 'test-results/profile-edit';

async function openEdit(page: Page, lang: Lang): Promise<void> {
  await page.goto('/login');
  if (lang === 'en') await switchLanguage(page, 'en');
  await signIn(page);
  await page.goto('/profile/edit');
  await expect(page.getByLabel(msg(lang, 'profile.edit.firstName'), { exact: true })).not.toHaveValue('');
}

/** Width and height from the IHDR chunk of the first PNG in a request body. */
function pngSize(body: Buffer): { width: number; height: number } {
  const at = body.indexOf(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  if (at < 0) throw new Error('no PNG in the upload');
  return { width: body.readUInt32BE(at + 16), height: body.readUInt32BE(at + 20) };
}

async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    `(() => { const c = document.createElement('canvas'); c.width = ${width}; c.height = ${height}; const x = c.getContext('2d');
      x.fillStyle = '#c0392b'; x.fillRect(0, 0, ${width}, ${height}); x.fillStyle = '#f1c40f'; x.fillRect(${width / 4}, ${height / 4}, ${width / 2}, ${height / 2});
      return c.toDataURL('image/png').split(',')[1]; })()`,
  );
  return Buffer.from(base64 as string, 'base64');
}

for (const lang of ['th', 'en'] as const) {
  test(`profile edit: failed save keeps the form, save, birthdate, address, picture, mobile by OTP (${lang}, phone)`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await openEdit(page, lang);
    const firstName = page.getByLabel(msg(lang, 'profile.edit.firstName'), { exact: true });
    const newName = lang === 'th' ? 'สมศักดิ์' : 'Somsak';
    await expectNoSeriousA11yViolations(page);

    // A failed save: section 8's message with the error code; nothing typed is lost.
    await firstName.fill(newName);
    // The profile address one part at a time (house number, soi, road...), a free line, and the block.
    await page.getByLabel(msg(lang, 'addressBook.field.number'), { exact: true }).fill('99/1');
    await page.getByLabel(msg(lang, 'addressBook.field.soi'), { exact: true }).fill('Sukhumvit 21');
    await page.getByLabel(msg(lang, 'addressBook.field.road'), { exact: true }).fill('');
    await page.getByLabel(msg(lang, 'profile.edit.addressLine'), { exact: true }).fill('');
    await page.getByLabel(msg(lang, 'address.field.zipcode'), { exact: true }).fill('10110');
    const province = page.getByLabel(msg(lang, 'address.field.province'), { exact: true });
    await expect(province.locator('option:checked')).toHaveText(lang === 'en' ? 'Bangkok' : 'กรุงเทพมหานคร');
    await page.getByLabel(msg(lang, 'address.field.district'), { exact: true }).selectOption({ label: lang === 'en' ? 'Khlong Toei' : 'คลองเตย' });
    await setFault(request, 'updateProfile', { kind: 'status', status: 500 });
    await page.getByRole('button', { name: msg(lang, 'profile.edit.save'), exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: msg(lang, 'profile.edit.saveFailed').split('(')[0]!.trim() });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(/\d{3,}/);
    await expect(firstName).toHaveValue(newName);
    await expect(page.getByLabel(msg(lang, 'address.field.zipcode'), { exact: true })).toHaveValue('10110');
    await page.screenshot({ path: `${SHOTS}/save-failed-${lang}-phone.png`, fullPage: true });
    await clearFaults(request);
    await page.getByRole('button', { name: msg(lang, 'profile.edit.save'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'profile.edit.saved') })).toBeVisible();
    await expect(page.locator('.member-status__name')).toContainText(newName);

    // The update-birthdate dialog.
    await page.getByRole('button', { name: msg(lang, 'profile.edit.changeBirthdate') }).click();
    const dialog = page.getByRole('dialog', { name: msg(lang, 'profile.birthdate.title') });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: msg(lang, 'profile.birthdate.confirm'), exact: true });
    const day = dialog.getByLabel(msg(lang, 'register.field.day'), { exact: true });
    const month = dialog.getByLabel(msg(lang, 'register.field.month'), { exact: true });
    const year = dialog.getByLabel(msg(lang, 'register.field.year'), { exact: true });
    // On a phone the month's name (the longest value) has the room: the three lists share one row, the month's widest.
    const [dayBox, monthBox, yearBox] = await Promise.all([day, month, year].map((list) => list.boundingBox()));
    expect(monthBox!.width).toBeGreaterThan(1.3 * Math.max(dayBox!.width, yearBox!.width));
    expect(new Set([dayBox!.y, monthBox!.y, yearBox!.y]).size).toBe(1);
    await day.selectOption('');
    await expect(confirm).toBeDisabled();
    const years = await year.locator('option').allTextContents();
    expect(years).toHaveLength(102); // the placeholder and 101 years: this year and 100 back
    const thisYear = new Date().getFullYear();
    expect(years[1]).toBe(String(lang === 'th' ? thisYear + 543 : thisYear));
    await day.selectOption('31');
    await month.selectOption('2');
    await year.selectOption(String(thisYear - 10));
    await expect(day).toHaveValue(String(new Date(thisYear - 10, 2, 0).getDate()));
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog.getByText(msg(lang, 'validation.birthdate.invalid_diff').replace('{age}', '20'), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await page.screenshot({ path: `${SHOTS}/birthdate-${lang}-phone.png` });
    await day.selectOption('31');
    await year.selectOption('1992');
    await expect(day).toHaveValue('29');
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('profile-birthdate')).toContainText(lang === 'th' ? '2535' : '1992');

    // The picture: another type refused; a large photo scaled to 640 px before upload.
    const pictureInput = page.locator('input[type="file"]');
    await pictureInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText(msg(lang, 'profile.picture.error.type'))).toBeVisible();
    const before = await page.locator('img.profile-card__picture').getAttribute('src');
    await pictureInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(page, 2000, 1000) });
    await expect(page.locator('img.profile-card__picture[src^="data:"]')).toBeVisible();
    // What the server received is the photo scaled to 640 px on its long side (read from the PNG itself).
    const served = await page.request.get(new URL(`${before}&check=1`, page.url()).toString());
    expect(pngSize(await served.body())).toEqual({ width: 640, height: 320 });
    await expect(page.getByText(msg(lang, 'profile.picture.error.type'))).toBeHidden();

    // A reload shows what was saved.
    await page.reload();
    await expect(firstName).toHaveValue(newName);
    await expect(page.getByLabel(msg(lang, 'addressBook.field.number'), { exact: true })).toHaveValue('99/1');
    await expect(page.getByLabel(msg(lang, 'addressBook.field.soi'), { exact: true })).toHaveValue('Sukhumvit 21');
    await expect(page.getByLabel(msg(lang, 'addressBook.field.road'), { exact: true })).toHaveValue('');
    await expect(page.getByLabel(msg(lang, 'address.field.zipcode'), { exact: true })).toHaveValue('10110');
    await expect(page.getByLabel(msg(lang, 'address.field.district'), { exact: true }).locator('option:checked')).toHaveText(lang === 'en' ? 'Khlong Toei' : 'คลองเตย');
    await expect(page.getByTestId('profile-birthdate')).toContainText(lang === 'th' ? '2535' : '1992');

    // The mobile number through the OTP dialog.
    await page.getByRole('button', { name: msg(lang, 'profile.edit.changeMobile') }).click();
    const mobile = page.getByRole('dialog', { name: msg(lang, 'profile.mobile.title') });
    await mobile.getByLabel(msg(lang, 'profile.mobile.newNumber'), { exact: true }).fill(accounts.newMobile);
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await mobile.getByRole('button', { name: msg(lang, 'profile.mobile.sendCode') }).click();
    const otp = page.getByRole('dialog');
    await expect(otp.locator('input[autocomplete="one-time-code"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await otp.locator('input[autocomplete="one-time-code"]').fill(await lastOtp(page));
    await otp.getByRole('button', { name: msg(lang, 'otp.confirm'), exact: true }).click();
    await expect(page.getByTestId('profile-mobile')).toHaveText('081-111-1111');
    await page.reload();
    await expect(page.getByTestId('profile-mobile')).toHaveText('081-111-1111');
    await page.screenshot({ path: `${SHOTS}/form-${lang}-phone.png`, fullPage: true });
  });
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('profile edit at desktop size in Thai and English; the birthdate lists are accessible listboxes', async ({ page }) => {
    test.setTimeout(90_000);
    await openEdit(page, 'th');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/form-th-desktop.png`, fullPage: true });

    // The update-birthdate dialog at 1024 px and above: listboxes worked by keyboard and type-ahead.
    await page.getByRole('button', { name: msg('th', 'profile.edit.changeBirthdate') }).click();
    const dialog = page.getByRole('dialog', { name: msg('th', 'profile.birthdate.title') });
    const year = dialog.getByRole('combobox', { name: msg('th', 'register.field.year'), exact: true });
    const month = dialog.getByRole('combobox', { name: msg('th', 'register.field.month'), exact: true });
    const day = dialog.getByRole('combobox', { name: msg('th', 'register.field.day'), exact: true });
    await expect(dialog.locator('select')).toHaveCount(0);
    await year.focus();
    await page.keyboard.press('Enter');
    const years = dialog.getByRole('listbox', { name: msg('th', 'register.field.year'), exact: true });
    await expect(years.getByRole('option')).toHaveCount(101);
    await expect(years.getByRole('option').first()).toHaveText(String(new Date().getFullYear() + 543));
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await page.screenshot({ path: `${SHOTS}/birthdate-listbox-th-desktop.png` });
    await page.keyboard.type('2535');
    await page.keyboard.press('Enter');
    await expect(year).toHaveText(/2535/);
    await expect(year).toBeFocused();
    await month.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await day.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    // 31 February 2535 (1992) becomes the 29th; Escape closes an open list, not the dialog.
    await expect(day).toHaveText(/29/);
    await day.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: msg('th', 'profile.birthdate.confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('profile-birthdate')).toContainText('29');
    await expect(page.getByTestId('profile-birthdate')).toContainText('2535');

    await switchLanguage(page, 'en');
    await expect(page.getByLabel(msg('en', 'profile.edit.firstName'), { exact: true })).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/form-en-desktop.png`, fullPage: true });
  });
});
