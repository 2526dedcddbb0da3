import { accounts, expect, msg, switchLanguage, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { lastOtp } from './support/faults';
import type { Locator, Page } from '@playwright/test';

const texts = {
  th: {
    first: 'ชื่อ', last: 'นามสกุล', mobile: 'เบอร์มือถือ', day: 'วัน', month: 'เดือน', year: 'ปี', submit: 'สมัครสมาชิก',
    accept: 'ยอมรับ', toBottom: 'เลื่อนลงล่างสุด', terms: 'ข้อกำหนดและเงื่อนไข', privacy: 'นโยบายความเป็นส่วนตัว', age: 'ยืนยันอายุ',
    required: 'กรุณากรอกข้อมูล', idInvalid: 'เลขบัตรประชาชนไม่ถูกต้อง', nationalId: 'เลขบัตรประชาชน',
    success: /ยินดีต้อนรับสู่คลับ!|สมัครสมาชิกสำเร็จ/, sendCode: 'ส่งรหัส',
  },
  en: {
    first: 'First name', last: 'Last name', mobile: 'Mobile number', day: 'Day', month: 'Month', year: 'Year', submit: 'Sign up',
    accept: 'Accept', toBottom: 'Tap to bottom', terms: 'Terms and Conditions', privacy: 'Privacy Policy', age: 'Age confirmation',
    required: 'This field is required', idInvalid: 'This national ID number is invalid', nationalId: 'ID card number',
    success: /Welcome to the club!|Sign-up complete/, sendCode: 'Send code',
  },
} as const;

async function fillForm(page: Page, t: (typeof texts)['th' | 'en'], mobile?: string) {
  await page.getByLabel(t.first, { exact: true }).fill('Somying');
  await page.getByLabel(t.last, { exact: true }).fill('ใจดี');
  if (mobile) await page.getByLabel(t.mobile, { exact: true }).fill(mobile);
  await page.getByLabel(t.day, { exact: true }).selectOption('31');
  await page.getByLabel(t.month, { exact: true }).selectOption('2');
  await page.getByLabel(t.year, { exact: true }).selectOption('1992');
}

/** Distance the legal text can still scroll, minus the threshold of spec section 9 (100 px, age 0). */
async function overflowBeyondThreshold(dialog: Locator, title: string, t: (typeof texts)['th' | 'en']): Promise<number> {
  const threshold = title === t.age ? 0 : 100;
  const remaining = await dialog.getByTestId('consent-text').evaluate((el) => el.scrollHeight - el.clientHeight - Math.ceil(el.scrollTop));
  return remaining - threshold;
}

/**
 * Each legal dialog: a text longer than its box keeps Accept inactive until it is read to the end
 * ('tap to bottom' gets there); a text that fits has nothing to scroll, so Accept is active at once.
 * Which case a dialog is depends on the fonts and the screen: both are handled, and the test below pins
 * each case with texts of known length.
 */
async function acceptConsents(page: Page, t: (typeof texts)['th' | 'en'], expected?: Record<string, 'fits' | 'overflows'>) {
  for (const title of [t.terms, t.privacy, t.age]) {
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const accept = dialog.getByRole('button', { name: t.accept, exact: true });
    await expect(dialog.getByTestId('consent-text')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    const overflows = (await overflowBeyondThreshold(dialog, title, t)) > 0;
    if (expected?.[title]) expect(overflows ? 'overflows' : 'fits', title).toBe(expected[title]);
    if (overflows) {
      await expect(accept).toBeDisabled();
      await dialog.getByRole('button', { name: t.toBottom }).click();
    }
    await expect(accept).toBeEnabled();
    await accept.click();
    await expect(dialog).toBeHidden();
  }
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`registration (${lang})`, () => {
    const t = texts[lang];

    test('the form shows errors only after submit, keeps input, then registers through the three consents', async ({ page }) => {
      await page.goto('/register');
      if (lang === 'en') await switchLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.submit === 'Sign up' ? 'Sign up' : 'สมัครสมาชิก');
      await expect(page.getByText(t.required)).toHaveCount(0);
      // On a phone the form spans the page's column, in either language (it once took its widest line's width).
      const [formBox, mainBox] = [await page.locator('main form').first().boundingBox(), await page.locator('main').boundingBox()];
      expect(mainBox!.width - formBox!.width).toBeLessThanOrEqual(2 * 16 + 1);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(t.required).first()).toBeVisible();

      await fillForm(page, t, accounts.newMobile);
      await page.getByLabel(t.nationalId, { exact: true }).fill('1234567890123');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(t.idInvalid)).toBeVisible();
      await expect(page.getByLabel(t.first, { exact: true })).toHaveValue('Somying');
      await page.getByLabel(t.nationalId, { exact: true }).fill('');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await acceptConsents(page, t);
      await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Get started: the welcome-point dialog on the first page (image, title, message, the points with
      // the unit made plural above 1), once: OK closes it and a reload does not bring it back.
      await page.getByRole('button', { name: msg(lang, 'register.success.getStarted') }).click();
      const welcome = page.getByRole('dialog', { name: msg(lang, 'membership.welcome.title') });
      await expect(welcome).toBeVisible();
      await expect(welcome.getByRole('img', { name: msg(lang, 'membership.welcome.imageAlt') })).toBeVisible();
      await expect(welcome.getByTestId('welcome-point-amount')).toHaveText(lang === 'th' ? 'คุณได้รับ 100 คะแนน' : 'You received 100 points');
      await expectNoSeriousA11yViolations(page);
      if (process.env.I8_SHOTS) await page.screenshot({ path: `${process.env.I8_SHOTS}/welcome-${lang}.png` });
      await welcome.getByRole('button', { name: msg(lang, 'common.ok'), exact: true }).click();
      await expect(welcome).toBeHidden();
      await page.reload();
      await expect(page.getByTestId('member-points')).toBeVisible();
      await expect(page.getByRole('dialog', { name: msg(lang, 'membership.welcome.title') })).toHaveCount(0);
    });

    test('closing the terms dialog returns to the form with everything kept', async ({ page }) => {
      await page.goto('/register');
      if (lang === 'en') await switchLanguage(page, 'en');
      await fillForm(page, t, accounts.newMobile);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.terms });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel(t.first, { exact: true })).toHaveValue('Somying');
    });
  });
}

test('registration by phone: OTP first, then the form with the verified number, to the success screen', async ({ page }) => {
  const t = texts.th;
  await page.goto('/register/phone');
  await page.getByLabel(t.mobile, { exact: true }).fill(accounts.newMobile);
  await page.getByRole('button', { name: t.sendCode }).click();
  const otp = page.getByRole('dialog');
  await expect(otp).toBeVisible();
  const code = await lastOtp(page);
  await otp.locator('input[autocomplete="one-time-code"]').fill(code);
  await otp.getByRole('button', { name: /ยืนยัน|Confirm/ }).click();
  await expect(otp).toBeHidden();
  await expect(page.getByLabel(t.mobile, { exact: true })).toHaveValue('081-111-1111');
  await fillForm(page, t);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await acceptConsents(page, t);
  await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
});

test('a legal text that fits its box enables Accept at once; one that does not needs reading to the end', async ({ page }) => {
  const t = texts.en;
  const long = `<h2>Terms</h2>${Array.from({ length: 60 }, (_, n) => `<p>Clause ${n + 1}: long enough to need scrolling on any screen.</p>`).join('')}`;
  const short = '<p>I am 20 years old or older.</p>';
  await page.route('**/sandbox/blob/pdpaconsent/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!path.endsWith('.txt')) return route.continue();
    const body = /\/terms\//.test(path) ? long : short;
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
  });
  await page.goto('/register');
  await switchLanguage(page, 'en');
  await fillForm(page, t, accounts.newMobile);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await acceptConsents(page, t, { [t.terms]: 'overflows', [t.privacy]: 'fits', [t.age]: 'fits' });
  await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
});
