/**
 * Signing in with LINE against the sandbox's fake LINE platform:
 * - in a browser, from a deep link: /campaign/<id> → /linelogin?next=… → "Sign in with LINE" → the
 *   sandbox's authorize page → back with code and state → PKCE token exchange, ID-token check → signed in
 *   on the same campaign page;
 * - a forged state and a cancelled agreement end in translated error states with a way forward;
 * - inside LINE (the sandbox's @line/liff-mock, `?liffMock=1`): signed in without a click, from the ID
 *   token the fake platform signed, from /linelogin or from any member page opened in a fresh window (and
 *   not signed straight back in after signing out there);
 * - no serious or critical axe violation on /linelogin (ready and error states).
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearFaults, setFault } from './support/faults';
import { expect, msg, pageLang, pageTitle, test, type Lang } from './support/fixtures';

/** Seeded campaign (src/sandbox/world/catalogue.ts). */
const campaignPath = '/campaign/1002';

/** Console errors of this flow; the shell's favicon and the sandbox's start-up scripts are not LINE's concern. */
function lineErrors(log: { errors: string[] }): string[] {
  return log.errors.filter((e) => !/favicon\.ico|\/sandbox-scripts\//.test(e));
}

async function openLineLogin(page: Page, lang: Lang = 'th', next = campaignPath): Promise<Lang> {
  await page.goto(`/linelogin?next=${encodeURIComponent(next)}`);
  await expect(pageTitle(page)).toHaveText(msg(lang, 'line.title'), { timeout: 15_000 });
  expect(await pageLang(page)).toBe(lang);
  return lang;
}

/** Clicks "Sign in with LINE" and waits for the sandbox's authorize page. */
async function goToLine(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: msg(lang, 'line.ready.start') }).click();
  await expect(page).toHaveURL(/\/sandbox\/line-access\/oauth2\/v2\.1\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'LINE Login (sandbox)' })).toBeVisible();
}

test('PKCE in a browser returns to the deep link signed in', async ({ page, errors }) => {
  await page.goto(campaignPath);
  await expect(pageTitle(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('member-points')).toHaveCount(0);

  const lang = await openLineLogin(page);
  await expectNoSeriousA11yViolations(page);
  await goToLine(page, lang);

  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{12}$/);
  expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9]{12}$/);
  expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/linelogin$/);

  // The fake platform answers the token call only when the PKCE verifier matches the challenge, and
  // /auth/line_login only for an ID token its ES256 key signed.
  const tokenCall = page.waitForResponse((r) => r.url().includes('/sandbox/line-api/oauth2/v2.1/token') && r.request().method() === 'POST');
  const appLogin = page.waitForResponse((r) => r.url().includes('/auth/line_login') && r.request().method() === 'POST');
  // The verifier this browser keeps for the round trip, read on LINE's page (same origin in the sandbox).
  const pendingLogin = await page.evaluate(() => sessionStorage.getItem('line.pendingLogin'));
  const verifier = (JSON.parse(pendingLogin ?? '{}') as { codeVerifier?: string }).codeVerifier ?? '';
  await page.getByRole('link', { name: /Continue as Somchai/ }).click();
  expect((await tokenCall).status()).toBe(200);
  expect((await appLogin).status()).toBe(200);

  await expect(page).toHaveURL(new RegExp(`${campaignPath}$`), { timeout: 15_000 });
  await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
  // What the browser keeps (spec section 3), read raw: the tokens, the decoded ID token and the verifier
  // appear nowhere in plain text; the state is one sealed record, the login ID token sealed too, and the
  // round trip is gone once used.
  const token = (await (await tokenCall).json()) as { access_token: string; id_token: string };
  expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
  const stored = await page.evaluate(() => ({
    dump: [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)).join('\n'),
    lineKeys: Object.keys(localStorage).filter((k) => k.startsWith('LINE_STORE:')),
    state: localStorage.getItem('LINE_STORE:state'),
    loginIdToken: sessionStorage.getItem('line.idToken'),
    pending: sessionStorage.getItem('line.pendingLogin'),
  }));
  for (const secret of [token.access_token, token.id_token, token.id_token.split('.')[1] ?? '', verifier, 'Somchai']) {
    expect(stored.dump).not.toContain(secret);
  }
  expect(stored.lineKeys).toEqual(['LINE_STORE:state']);
  expect(stored.state).toMatch(/^g1\./);
  expect(stored.loginIdToken).toMatch(/^g1\./);
  expect(stored.pending).toBeNull();

  // Signing out in the browser clears every stored LINE token too (spec section 4, Messaging login).
  await page.goto('/profile');
  // The page's own reads (the re-consent check) finish first: one still in flight when the sign-out ends its
  // token is answered 401 by the server, which the browser logs.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: msg(lang, 'profile.signOut') }).click();
  await expect(page.getByTestId('member-points')).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('LINE_STORE:')).length + (sessionStorage.getItem('line.idToken') ? 1 : 0)))
    .toBe(0);
  expect(lineErrors(errors)).toEqual([]);
});

test('a forged state stops before the token exchange, with a way to start again', async ({ page }) => {
  const lang = await openLineLogin(page);
  await goToLine(page, lang);
  const href = await page.getByRole('link', { name: /Continue as Somchai/ }).getAttribute('href');
  const forged = new URL(href ?? '');
  forged.searchParams.set('state', 'ForgedState1');
  let exchanged = false;
  page.on('request', (r) => {
    if (r.url().includes('/oauth2/v2.1/token')) exchanged = true;
  });
  await page.goto(forged.toString());
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(msg(lang, 'line.error.stateMismatch'));
  await expect(alert).toContainText(msg(lang, 'line.sdkError.INVALID_ARGUMENT'));
  expect(exchanged).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: msg(lang, 'line.retry') }).click();
  await expect(page.getByRole('button', { name: msg(lang, 'line.ready.start') })).toBeEnabled();
});

test('cancelling on LINE shows the refusal in English and offers other ways to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(pageTitle(page)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /English|EN/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const lang = await openLineLogin(page, 'en');
  await goToLine(page, lang);
  await page.getByRole('link', { name: 'Cancel' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(msg('en', 'line.error.authorizationDenied'));
  await expect(alert).toContainText(msg('en', 'line.sdkMessage.agreementDenied'));
  await expect(alert).toContainText('access_denied');
  await alert.getByRole('link', { name: msg('en', 'line.ready.otherWays') }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('inside LINE (liff-mock) signs in without a click and lands on the deep link', async ({ page, errors }) => {
  // /auth/line_login answers 200 only for an ID token the fake platform signed: LIFF's raw token, not a user id.
  const appLogin = page.waitForResponse((r) => r.url().includes('/auth/line_login') && r.request().method() === 'POST');
  const liffIdentity = page.waitForResponse((r) => r.url().includes('/__sandbox/liff-id-token'));
  await page.goto(`/linelogin?liffMock=1&next=${encodeURIComponent(campaignPath)}`);
  expect((await appLogin).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${campaignPath}$`), { timeout: 15_000 });
  await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('line.liffMock'))).toBe('1');
  // The login ID token is kept sealed (spec section 3's id-token key), never as a readable JWT.
  const { id_token: idToken } = (await (await liffIdentity).json()) as { id_token: string };
  expect(idToken.split('.')).toHaveLength(3);
  const dump = await page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)).join('\n'));
  expect(await page.evaluate(() => sessionStorage.getItem('line.idToken'))).toMatch(/^g1\./);
  expect(dump).not.toContain(idToken);
  expect(dump).not.toContain(idToken.split('.')[1]);
  expect(lineErrors(errors)).toEqual([]);
});

test('opening the app inside LINE in a fresh window signs in from LINE on the page opened, without a click', async ({ page, errors }) => {
  const appLogin = page.waitForResponse((r) => r.url().includes('/auth/line_login') && r.request().method() === 'POST');
  await page.goto(`${campaignPath}?liffMock=1`);
  expect((await appLogin).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${campaignPath}\\?liffMock=1$`), { timeout: 15_000 });
  await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'อเมริกาโน่ร้อนหรือเย็น ลด 50%' })).toBeVisible();
  expect(lineErrors(errors)).toEqual([]);
});

test('signing out inside LINE clears the LINE state, ends the web session and reloads signed out', async ({ page, errors }) => {
  await page.goto(`/linelogin?liffMock=1&next=${encodeURIComponent('/profile')}`);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('line.idToken'))).toBeTruthy();

  const logoutCall = page.waitForRequest((r) => r.url().includes('/auth/logout') && r.method() === 'POST');
  const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await page.getByRole('button', { name: msg('th', 'profile.signOut') }).click();
  await logoutCall;
  await reloaded;
  await expect(pageTitle(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('member-points')).toHaveCount(0);
  const left = await page.evaluate(() => ({
    lineKeys: Object.keys(localStorage).filter((k) => k.startsWith('LINE_STORE:')),
    idToken: sessionStorage.getItem('line.idToken'),
    mock: sessionStorage.getItem('line.liffMock'),
  }));
  expect(left).toEqual({ lineKeys: [], idToken: null, mock: '1' });
  expect(lineErrors(errors)).toEqual([]);
});

test('a failed /auth/line_login inside LINE is a translated error with retry (fault switch)', async ({ page }) => {
  await setFault(page, 'lineLogin', { kind: 'status', status: 500 });
  await page.goto(`/linelogin?liffMock=1&next=${encodeURIComponent(campaignPath)}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(msg('th', 'line.error.appLoginFailed'), { timeout: 15_000 });
  await expect(page.getByRole('button', { name: msg('th', 'line.close') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await clearFaults(page);
  await page.getByRole('button', { name: msg('th', 'line.retry') }).click();
  await expect(page).toHaveURL(new RegExp(`${campaignPath}$`), { timeout: 15_000 });
  await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
});

test('a refused token exchange in a browser names LINE\'s error code (fault switch)', async ({ page }) => {
  const lang = await openLineLogin(page);
  await goToLine(page, lang);
  await setFault(page, 'lineIssueToken', { kind: 'status', status: 400 });
  await page.getByRole('link', { name: /Continue as Somchai/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(msg(lang, 'line.error.tokenExchangeFailed'), { timeout: 15_000 });
  await expect(alert).toContainText(msg(lang, 'line.sdkError.UNAUTHORIZED'));
  await expect(page.getByTestId('member-points')).toHaveCount(0);
});
