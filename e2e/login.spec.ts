import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { lastOtp, setFault } from './support/faults';
import { accounts, expect, msg, switchLanguage, test } from './support/fixtures';
import { textLines } from './support/layout';

const texts = {
  th: {
    title: 'เข้าสู่ระบบ', tabPassword: 'ชื่อผู้ใช้และรหัสผ่าน', tabMobile: 'เบอร์มือถือ (OTP)', username: 'ชื่อผู้ใช้', password: 'รหัสผ่าน',
    submit: 'เข้าสู่ระบบ', mobile: 'เบอร์มือถือ', requestOtp: 'ขอรหัส OTP', guest: 'เข้าใช้งานแบบผู้เยี่ยมชม',
    otpTitle: 'กรอกรหัส OTP', otpInput: 'รหัส OTP (6 หลัก)', confirm: 'ยืนยัน', cancel: 'ยกเลิก', resend: 'ส่งรหัสอีกครั้ง', resendIn: 'ส่งรหัสอีกครั้งได้ใน',
    wrongOtp: 'รหัส OTP ไม่ถูกต้อง', errorTitle: 'เกิดข้อผิดพลาด', credentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', ok: 'ตกลง', signOut: 'ออกจากระบบ',
    signInLink: 'เข้าสู่ระบบ',
  },
  en: {
    title: 'Sign in', tabPassword: 'Username & password', tabMobile: 'Mobile number (OTP)', username: 'Username', password: 'Password',
    submit: 'Sign in', mobile: 'Mobile number', requestOtp: 'Request OTP', guest: 'Continue as guest',
    otpTitle: 'Enter OTP', otpInput: 'One-time code (6 digits)', confirm: 'Confirm', cancel: 'Cancel', resend: 'Resend code', resendIn: 'Resend in',
    wrongOtp: 'The OTP is incorrect.', errorTitle: 'Something went wrong', credentials: 'The username or password is incorrect.', ok: 'OK', signOut: 'Sign out',
    signInLink: 'Sign in',
  },
} as const;

type Lang = keyof typeof texts;
type Texts = (typeof texts)[Lang];

async function openLogin(page: Page, lang: Lang, path = '/login'): Promise<Texts> {
  await page.goto(path);
  if (lang === 'en') await switchLanguage(page, 'en');
  const t = texts[lang];
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  return t;
}

/** Signed in: the shell no longer offers the sign-in link. */
async function expectSignedIn(page: Page, t: Texts) {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: t.signInLink, exact: true })).toHaveCount(0);
}

async function requestOtp(page: Page, t: Texts, mobile: string) {
  await page.getByRole('tab', { name: t.tabMobile }).click();
  // Only the chosen method's form shows.
  await expect(page.getByLabel(t.username, { exact: true })).toBeHidden();
  await page.getByLabel(t.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: t.requestOtp }).click();
  const dialog = page.getByRole('dialog', { name: t.otpTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/\d{3}-\d{3}-\d{4}/)).toBeVisible();
  await expect(dialog.getByText(t.resendIn)).toBeVisible();
  return dialog;
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`login (${lang})`, () => {
    test('password login; a wrong password keeps the username and shows the message', async ({ page }) => {
      const t = await openLogin(page, lang);
      await expectNoSeriousA11yViolations(page);
      // On a phone the method tabs span the form, each label on one line.
      const tabs = page.getByRole('tablist');
      const [tabsBox, fieldBox] = [await tabs.boundingBox(), await page.getByLabel(t.username, { exact: true }).boundingBox()];
      expect(Math.abs(tabsBox!.width - fieldBox!.width)).toBeLessThanOrEqual(1);
      expect(await textLines(tabs.getByRole('tab'))).toEqual([1, 1]);
      await page.getByLabel(t.username, { exact: true }).fill(accounts.somchai.username);
      await page.getByLabel(t.password, { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      const alert = page.getByRole('alertdialog', { name: t.errorTitle });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(t.credentials);
      await alert.getByRole('button', { name: t.ok }).click();
      await expect(page.getByLabel(t.username, { exact: true })).toHaveValue(accounts.somchai.username);
      await page.getByLabel(t.password, { exact: true }).fill(accounts.somchai.password);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expectSignedIn(page, t);
    });

    test('password login goes to the next page, then logout', async ({ page }) => {
      const t = await openLogin(page, lang, '/login?next=%2Fprofile');
      await page.getByLabel(t.username, { exact: true }).fill(accounts.malee.username);
      await page.getByLabel(t.password, { exact: true }).fill(accounts.malee.password);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page.getByRole('link', { name: t.signInLink, exact: true }).first()).toBeVisible();
    });

    test('OTP login with a wrong code first', async ({ page }) => {
      const t = await openLogin(page, lang);
      const dialog = await requestOtp(page, t, accounts.somchai.mobile);
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      const code = await lastOtp(page);
      const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
      const input = dialog.getByLabel(t.otpInput);
      const confirm = dialog.getByRole('button', { name: t.confirm });
      await expect(confirm).toBeDisabled();
      await input.fill(wrong);
      await confirm.click();
      await expect(dialog.getByRole('alert')).toContainText(t.wrongOtp);
      await expect(dialog.getByRole('alert')).toContainText(msg(lang, 'otp.errorCode').replace('{code}', '2091'));
      // Section 8's entry error under the boxes, in the member's language.
      await expect(dialog.getByText(msg(lang, 'otp.error.entry'), { exact: true })).toBeVisible();
      await expect(confirm).toBeDisabled();
      await input.fill(code);
      await expect(confirm).toBeEnabled();
      await confirm.click();
      await expectSignedIn(page, t);
    });

    test('OTP resend after the countdown', async ({ page }) => {
      await page.clock.install();
      const t = await openLogin(page, lang);
      const dialog = await requestOtp(page, t, accounts.malee.mobile);
      const first = await lastOtp(page);
      await expect(dialog.getByRole('button', { name: t.resend })).toHaveCount(0);
      await page.clock.runFor(61_000);
      const resend = dialog.getByRole('button', { name: t.resend });
      await expect(resend).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.confirm })).toBeDisabled();
      await resend.click();
      await expect(dialog.getByText(t.resendIn)).toBeVisible();
      await expect.poll(() => lastOtp(page)).not.toBe(first);
      const second = await lastOtp(page);
      await dialog.getByLabel(t.otpInput).fill(second);
      await dialog.getByRole('button', { name: t.confirm }).click();
      await expectSignedIn(page, t);
    });

    test('a failed OTP request closes the dialog, shows the error and keeps the number', async ({ page }) => {
      const t = await openLogin(page, lang);
      await setFault(page, 'requestOtp', { kind: 'status', status: 503 });
      await page.getByRole('tab', { name: t.tabMobile }).click();
      await page.getByLabel(t.mobile, { exact: true }).fill(accounts.somchai.mobile);
      await page.getByRole('button', { name: t.requestOtp }).click();
      const alert = page.getByRole('alertdialog', { name: t.errorTitle });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('dialog', { name: t.otpTitle })).toHaveCount(0);
      await alert.getByRole('button', { name: t.ok }).click();
      await expect(page.getByLabel(t.mobile, { exact: true })).toHaveValue('081-234-5678');
    });

    test('continue as guest: a guest, not a member (the frame still offers sign-in)', async ({ page }) => {
      const t = await openLogin(page, lang);
      await page.getByRole('button', { name: t.guest }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('banner').getByRole('link', { name: t.signInLink, exact: true })).toBeVisible();
      await expect(page.getByTestId('member-points')).toHaveCount(0);
    });
  });
}
