/**
 * A LINE user who is not yet a member (the sandbox's "Napat"), and the web session:
 * - in a browser: /linelogin from a deep link → "Continue as Napat" on the sandbox's LINE page → the sign-up
 *   form prefilled from the ID token → a refused POST /line/register keeps everything typed with a
 *   translated message → the consent dialogs again → signed in through /auth/line_login on the page first
 *   opened, with the welcome points; the payload is kept with POST /session (Thai and English);
 * - inside LINE (liff-mock): a window whose storage was emptied gets its member back from GET /session
 *   (no LINE sign-in needed), and signing out calls DELETE /session before the page reloads.
 */
import type { Page } from '@playwright/test';
import { clearFaults, setFault } from './support/faults';
import { expect, msg, pageTitle, switchLanguage, test, type Lang } from './support/fixtures';

const campaignPath = '/campaign/1002';

async function acceptConsents(page: Page, lang: Lang): Promise<void> {
  for (const id of ['register.consent.terms.title', 'register.consent.privacy.title', 'register.consent.age.title']) {
    const dialog = page.getByRole('dialog', { name: msg(lang, id) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('consent-text')).not.toBeEmpty();
    const accept = dialog.getByRole('button', { name: msg(lang, 'register.consent.accept'), exact: true });
    if (await accept.isDisabled()) await dialog.getByRole('button', { name: msg(lang, 'register.consent.tapToBottom') }).click();
    await expect(accept).toBeEnabled();
    await accept.click();
    await expect(dialog).toBeHidden();
  }
}

for (const lang of ['th', 'en'] as const) {
  test(`a LINE user who is not a member signs up from the prefilled form and lands signed in on the page first opened (${lang})`, async ({ page }) => {
    await page.goto(campaignPath);
    await expect(pageTitle(page)).toBeVisible({ timeout: 15_000 });
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto(`/linelogin?next=${encodeURIComponent(campaignPath)}`);
    await page.getByRole('button', { name: msg(lang, 'line.ready.start') }).click();
    await expect(page).toHaveURL(/\/sandbox\/line-access\/oauth2\/v2\.1\/authorize\?/);
    await page.getByRole('link', { name: /Continue as Napat/ }).click();

    // The sign-up form, prefilled from the verified ID token.
    await expect(page.getByRole('heading', { name: msg(lang, 'line.signUp.title') })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(msg(lang, 'line.signUp.intro'))).toBeVisible();
    const first = page.getByLabel(msg(lang, 'register.field.firstName'), { exact: true });
    await expect(first).toHaveValue('Napat');
    await page.getByLabel(msg(lang, 'register.field.lastName'), { exact: true }).fill('Wongsa');
    await page.getByLabel(msg(lang, 'register.field.mobile'), { exact: true }).fill('0855550101');
    await page.getByLabel(msg(lang, 'register.field.day'), { exact: true }).selectOption('15');
    await page.getByLabel(msg(lang, 'register.field.month'), { exact: true }).selectOption('6');
    await page.getByLabel(msg(lang, 'register.field.year'), { exact: true }).selectOption('1990');

    // Refused once: a translated message, nothing typed lost.
    await setFault(page, 'lineRegister', { kind: 'status', status: 500 });
    await page.getByRole('button', { name: msg(lang, 'register.submit'), exact: true }).click();
    await acceptConsents(page, lang);
    // 500 without an error id: the generic handler's message (spec section 8), in the page's language.
    await expect(page.getByRole('alert').filter({ hasText: msg(lang, 'errors.generic').slice(0, 12) }).first()).toBeVisible({ timeout: 15_000 });
    await expect(first).toHaveValue('Napat');
    await expect(page.getByLabel(msg(lang, 'register.field.lastName'), { exact: true })).toHaveValue('Wongsa');
    await expect(page.getByLabel(msg(lang, 'register.field.mobile'), { exact: true })).toHaveValue(/085.?555.?0101/);
    await clearFaults(page);

    // Accepted: /line/register carries the form fields and the id_token, then /auth/line_login and POST /session.
    const registerCall = page.waitForRequest((r) => r.url().includes('/line/register') && r.method() === 'POST');
    const appLogin = page.waitForResponse((r) => r.url().includes('/auth/line_login') && r.request().method() === 'POST' && r.status() === 200);
    const kept = page.waitForRequest((r) => r.url().endsWith('/sandbox/webapi/session') && r.method() === 'POST');
    await page.getByRole('button', { name: msg(lang, 'register.submit'), exact: true }).click();
    await acceptConsents(page, lang);
    // The form goes as multipart (its body is not exposed to Playwright); the id_token in it is what links the
    // new member to this LINE user, which the following /auth/line_login proves by answering 200.
    expect((await registerCall).headers()['content-type'] ?? '').toContain('multipart/form-data');
    await appLogin;
    await expect(page).toHaveURL(new RegExp(`${campaignPath}$`), { timeout: 15_000 });
    const welcome = page.getByRole('dialog', { name: msg(lang, 'membership.welcome.title') });
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await expect(welcome.getByTestId('welcome-point-amount')).toHaveText(lang === 'th' ? 'คุณได้รับ 100 คะแนน' : 'You received 100 points');
    await welcome.getByRole('button', { name: msg(lang, 'common.ok'), exact: true }).click();
    await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
    await kept;
    // The web session now holds this member's payload (read back by this browser's cookie, no token sent).
    await expect.poll(async () => Boolean(((await (await page.request.get('/sandbox/webapi/session')).json()) as { data?: unknown }).data), { timeout: 15_000 }).toBe(true);
    const stored = (await (await page.request.get('/sandbox/webapi/session')).json()) as { data?: { user?: { token?: string }; profile?: { firstName?: string }; point?: number } };
    expect(stored.data?.user?.token).toBeTruthy();
    expect(stored.data?.profile?.firstName).toBe('Napat');
    expect(stored.data?.point).toBe(100);
  });
}

for (const lang of ['th', 'en'] as const) {
  test(`inside LINE an emptied window gets its member back from GET /session, and signing out calls DELETE /session (${lang})`, async ({ page }) => {
    await page.goto(`/linelogin?liffMock=1&next=${encodeURIComponent('/profile')}`);
    await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
    if (lang === 'en') await switchLanguage(page, 'en');
    await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => Boolean(((await (await page.request.get('/sandbox/webapi/session')).json()) as { data?: unknown }).data), { timeout: 15_000 }).toBe(true);

    // LINE emptied the window's storage (the LIFF mock switch is kept, so the app is still "in LINE").
    await page.evaluate(() => {
      // Everything but the language and the LIFF mock switch (so the app is still "in LINE").
      const keep = sessionStorage.getItem('line.liffMock');
      for (const key of Object.keys(localStorage)) if (!/locale/i.test(key)) localStorage.removeItem(key);
      sessionStorage.clear();
      if (keep) sessionStorage.setItem('line.liffMock', keep);
    });
    let lineLogins = 0;
    page.on('request', (r) => {
      if (r.url().includes('/auth/line_login')) lineLogins += 1;
    });
    const restored = page.waitForResponse((r) => r.url().endsWith('/sandbox/webapi/session') && r.request().method() === 'GET');
    await page.reload();
    expect(((await (await restored).json()) as { data?: { user?: { token?: string } } }).data?.user?.token).toBeTruthy();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
    expect(lineLogins, 'restored from the web session, not signed in again with LINE').toBe(0);

    const destroyed = page.waitForRequest((r) => r.url().endsWith('/sandbox/webapi/session') && r.method() === 'DELETE');
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await page.getByRole('button', { name: msg(lang, 'profile.signOut') }).click();
    await destroyed;
    await reloaded;
    await expect(pageTitle(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('member-points')).toHaveCount(0);
    expect(((await (await page.request.get('/sandbox/webapi/session')).json()) as { data?: unknown }).data).toBeUndefined();
  });
}
