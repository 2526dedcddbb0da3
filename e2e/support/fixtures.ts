import { test as base, expect, type Page } from '@playwright/test';
import { resetSandbox } from './faults';
import { projectMessages } from '../../scripts/i18n/messageFiles';

/** Sandbox accounts (src/sandbox/world/accounts.ts). */
export const accounts = {
  somchai: { username: 'somchai', password: 'Passw0rd!', mobile: '0812345678' },
  malee: { username: 'malee', password: 'Passw0rd!', mobile: '0898765432' },
  newMobile: '0811111111',
} as const;

export type Lang = 'th' | 'en';

const catalogues = new Map<Lang, Record<string, string>>();

/** Every message of one language (every `*.messages.json` under src/, scripts/i18n/messageFiles.ts). */
export function messages(lang: Lang): Record<string, string> {
  let merged = catalogues.get(lang);
  if (!merged) {
    merged = projectMessages(process.cwd(), lang);
    catalogues.set(lang, merged);
  }
  return merged;
}

/** The text of a message id without placeholders (fails loudly on an unknown id). */
export function msg(lang: Lang, id: string): string {
  const text = messages(lang)[id];
  if (text === undefined) throw new Error(`no message "${id}" in the ${lang} catalogues`);
  return text;
}

/** Escapes a text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Console errors and uncaught page errors seen by a page (attach with {@link watchErrors}). */
export interface ErrorLog {
  errors: string[];
}

/** Records every console error and uncaught exception of `page`. */
function watchErrors(page: Page): ErrorLog {
  const log: ErrorLog = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') log.errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.message}`));
  return log;
}

/** Content-Security-Policy violations seen by a page (attach with {@link watchCspViolations}). */
export interface CspLog {
  violations: string[];
}

const CSP_MARK = 'csp-violation:';

/**
 * Records every Content-Security-Policy violation of `page`: the `securitypolicyviolation` event (the
 * init script runs in every document of the page, whatever its policy) and Chromium's own
 * "Refused to … Content Security Policy" console reports.
 */
async function watchCspViolations(page: Page): Promise<CspLog> {
  const log: CspLog = { violations: [] };
  await page.addInitScript((mark: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  }, CSP_MARK);
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARK) || /Content Security Policy/i.test(text)) log.violations.push(`${text} (${message.location().url})`);
  });
  return log;
}

/** Name of the cookie in which the app remembers the cookie choice (src/flows/cookieConsent/cookieConsentStore.ts). */
export const COOKIE_CONSENT_NAME = 'pm_cookie_consent';

/** The cookie the app keeps after "Accept all" on an earlier visit (no banner, analytics on), for `url`. */
export function acceptedCookieChoice(url: string): { name: string; value: string; url: string; sameSite: 'Lax' } {
  const all = Object.fromEntries(
    ['necessaryCookies', 'analyticsBuzzebeesCookies', 'functionalCookies', 'marketingCookies', 'analyticsFirebaseCookies', 'analyticsGoogleCookies', 'analyticsMetaCookies', 'analyticsOtherCookies'].map((c) => [c, 1]),
  );
  const value = encodeURIComponent(JSON.stringify({ version: '1', choices: all, at: Date.now() }));
  return { name: COOKIE_CONSENT_NAME, value, url, sameSite: 'Lax' };
}

/**
 * The cookie choice a test starts with: 'accepted' (every category, as after pressing Accept on an
 * earlier visit: no banner, analytics on) or 'none' (a first visit: the banner shows).
 */
export type CookieConsentStart = 'accepted' | 'none';

/**
 * Every test starts from the seeded sandbox world with no faults and, unless it says
 * `test.use({ cookieConsent: 'none' })`, with the cookie banner already answered; `errors` collects
 * console/page errors; every test runs under the app's Content-Security-Policy (the e2e build carries
 * the strict one) and fails on any violation.
 */
export const test = base.extend<{ freshWorld: void; errors: ErrorLog; cspViolations: CspLog; cookieConsent: CookieConsentStart; rememberedCookieChoice: void }>({
  freshWorld: [
    async ({ request }, use) => {
      await resetSandbox(request);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const log = await watchCspViolations(page);
      await use(log);
      expect(log.violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  cookieConsent: ['accepted', { option: true }],
  rememberedCookieChoice: [
    async ({ context, cookieConsent, baseURL }, use) => {
      if (cookieConsent === 'accepted') await context.addCookies([acceptedCookieChoice(baseURL ?? 'http://localhost')]);
      await use();
    },
    { auto: true },
  ],
  errors: async ({ page }, use) => {
    await use(watchErrors(page));
  },
});

/** The language the page is shown in (html lang). */
export async function pageLang(page: Page): Promise<Lang> {
  const lang = await page.locator('html').getAttribute('lang');
  return lang?.startsWith('en') ? 'en' : 'th';
}

/** Switches the UI language with the language toggle in the page header. */
export async function switchLanguage(page: Page, to: Lang): Promise<void> {
  const toggle = page.getByRole('button', { name: to === 'en' ? /English|EN/ : /ไทย|Thai|TH/ }).first();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** The page title (the only h1). */
export function pageTitle(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * Signs in on /login with a username and password, in the language the page is shown in, and waits
 * until the app has left /login with the member's points in the page frame.
 */
export async function signIn(page: Page, account: { username: string; password: string } = accounts.somchai): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await expect(pageTitle(page)).toBeVisible();
  const lang = await pageLang(page);
  await expect(pageTitle(page)).toHaveText(msg(lang, 'login.title'));
  await page.getByLabel(msg(lang, 'login.username'), { exact: true }).fill(account.username);
  await page.getByLabel(msg(lang, 'login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: msg(lang, 'login.submit'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
  await expect(page.getByTestId('member-points')).toBeVisible();
}

export { expect };
