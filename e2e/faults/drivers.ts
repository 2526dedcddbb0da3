/**
 * The flows the fault matrix drives, one per name of e2e/faults/operationMap.ts. A driver brings the app
 * to the moment before a call (typing what a member would), makes the call, recognises the normal outcome,
 * offers the way forward after a failure, and, for writes, counts how often the write took effect in the
 * sandbox world (so a repeat that charged twice shows). All in Thai, the default language.
 */
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { accounts, msg } from '../support/fixtures';
import type { DriverName } from './operationMap';

const th = (id: string) => msg('th', id);

export interface CellContext {
  page: Page;
  /** A number unique to this cell (fresh mobile numbers and the like). */
  n: number;
}

export interface Driver {
  /** Whether the member is signed in (as somchai) while this flow runs. */
  signedIn: boolean;
  /** Reads answer a page load; writes and sign-ins answer a tap (see `act`). */
  kind: 'read' | 'write';
  /** Brings the page, online and with no fault, to the moment before the call. */
  prepare(ctx: CellContext): Promise<void>;
  /** Makes the app call the operation. `inApp` (reads): without loading a page, e.g. when offline. */
  act(ctx: CellContext, options?: { inApp?: boolean; doubleTap?: boolean }): Promise<void>;
  /** The normal outcome is on screen. */
  expectSuccess(ctx: CellContext): Promise<void>;
  /** What the member typed, to check it is still there after the failure. */
  typed?(ctx: CellContext): Array<{ field: Locator; value: string }>;
  /** Takes the way forward the failure offers (once the fault is gone). */
  recover(ctx: CellContext): Promise<void>;
  /**
   * A write the app refuses offline: the control `act` taps, which the browser going offline disables with the
   * translated reason (so the offline case checks that, and taps it once back online, instead of a failure).
   */
  offlineControl?(ctx: CellContext): Locator;
  /** How many times the write took effect in the sandbox world. */
  effects?(ctx: CellContext): Promise<number>;
  /** Faults that cannot happen to this flow, with why (shown as – in the table). */
  notApplicable?: Record<string, string>;
  /** Where the failure shows, when not in a role="alert"/"alertdialog" (e.g. a not-found page). */
  failureRegion?(page: Page): Locator;
  /** How far the page clock is moved for the timeout fault (past the chart's limit). @default '00:20' */
  timeoutAfter?: string;
  /** Leaves the page ready for the next cell (e.g. signs out after a sign-in). */
  reset?(ctx: CellContext): Promise<void>;
}

/** Client-side navigation (React Router listens to popstate), so no page load is needed. */
async function spaNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Clicks the visible "try again" way forward (errors.retry / common.retry / campaign.retry). */
async function clickRetry(page: Page): Promise<void> {
  await retryButton(page).click({ timeout: 10_000 });
}

/** The visible "try again" or "check again" (a write whose answer was lost is checked before a retry). */
function retryButton(page: Page | Locator): Locator {
  const names = [...new Set([th('errors.retry'), th('common.retry'), th('campaign.retry'), th('campaign.checkAgain')])];
  return page.getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) }).filter({ visible: true }).first();
}

interface Ledger {
  members: Array<{ username?: string; contactNumber: string; points: number; redemptions: number; receipts: number; cart: number }>;
}

async function ledger(page: Page): Promise<Ledger> {
  const res = await page.request.get('/sandbox/__control/ledger');
  if (!res.ok()) throw new Error(`ledger: ${res.status()}`);
  return (await res.json()) as Ledger;
}

async function closeErrorDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog').filter({ visible: true });
  if ((await dialog.count()) === 0) return;
  const ok = dialog.getByRole('button').filter({ visible: true }).first();
  await ok.click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Clicks `target` on a page where background calls that failed at the same clock jump may open the shared
 * error dialog (one after another, and possibly only after the page's own failure has shown): closes each
 * such dialog with its button and tries again, a few times.
 */
async function clickPastErrorDialogs(page: Page, target: Locator): Promise<void> {
  const dialog = page.getByRole('alertdialog').filter({ visible: true });
  for (let attempt = 1; ; attempt += 1) {
    while ((await dialog.count()) > 0) {
      await dialog.first().getByRole('button').filter({ visible: true }).first().click();
      await page.waitForTimeout(100);
    }
    try {
      await target.click({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/** Loads `path` with a page load the first time, then with client-side navigation (fast, and works offline). */
async function open(page: Page, path: string): Promise<void> {
  if (page.url().startsWith('http')) await spaNavigate(page, path);
  else await page.goto(path);
}

/**
 * A read that a page shows: the route is loaded once, then every call is made by client-side navigation
 * from another page of the app (so it also works offline, and no page load is paid per case).
 */
function readPage(
  path: string,
  awayPath: string,
  success: (page: Page) => Locator,
  signedIn: boolean,
  extra: Partial<Driver> = {},
  /** The page away has replaced this one. @default this page's success gone */
  away: (page: Page) => Promise<void> = (page) => expect(success(page)).toBeHidden({ timeout: 15_000 }),
): Driver {
  return {
    signedIn,
    kind: 'read',
    async prepare({ page }) {
      if (!page.url().startsWith('http')) {
        await page.goto(path);
        await expect(success(page)).toBeVisible({ timeout: 15_000 });
      }
      await spaNavigate(page, awayPath);
      // The page away must have replaced this one (its lazy chunk loaded on the first visit) before the
      // faulted call is made: navigating back while the away route is still loading leaves this page
      // mounted, and then no call is made at all.
      await away(page);
    },
    async act({ page }) {
      await spaNavigate(page, path);
    },
    async expectSuccess({ page }) {
      await expect(success(page)).toBeVisible({ timeout: 15_000 });
    },
    async recover({ page }) {
      await clickRetry(page);
    },
    ...extra,
  };
}

const rewardCard = (page: Page) => page.getByRole('list', { name: th('reward.list.label') }).getByRole('listitem').first();
const rewardList = readPage('/', '/collectpoint', rewardCard, false, {
  // Offline, the home dashboard and the categories fail too, each with its own Try again: the list's is taken.
  async recover({ page }) {
    const listFailure = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: th('reward.error.title') }) });
    await retryButton(listFailure).click({ timeout: 10_000 });
  },
});
const campaignPage = readPage('/campaign/1002', '/', (page) => page.getByRole('heading', { level: 2, name: 'อเมริกาโน่ร้อนหรือเย็น ลด 50%' }), false, {
  // A 404 is the not-found page (its way forward is the link back to the rewards), not an error with retry.
  failureRegion: (page) => page.locator('[role="alert"], [role="alertdialog"]').or(page.getByText(th('campaign.notFound.title'), { exact: true })),
  async recover({ page }) {
    const retry = page.getByRole('button', { name: th('campaign.retry') }).filter({ visible: true });
    if (await retry.count()) await retry.first().click();
    else {
      await spaNavigate(page, '/');
      await expect(rewardCard(page)).toBeVisible({ timeout: 15_000 });
      await spaNavigate(page, '/campaign/1002');
    }
  },
}, (page) => expect(rewardCard(page)).toBeVisible({ timeout: 15_000 }));
/** The profile is read at start-up: every case is a page load of /profile (so "offline" cannot apply). */
/** The /profile failure (its own heading), apart from any other start-up call's. */
const profileFailure = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: th('profile.load.failedTitle') }) });
const profilePage = readPage('/profile', '/', (page) => page.getByText('สมชาย').first(), true, {
  async prepare() {},
  async act({ page }) {
    await page.goto('/profile');
    // A full page load: start-up (settings, scripts, account) runs before the profile call. The matrix may
    // move the clock only once the profile chart is waiting for its answer (its limit is running): /profile
    // then shows its loading state, or already the failure. A request seen on the wire is not enough (the
    // chart's limit could still start after the jump).
    await expect(page.getByText(th('profile.load.loading')).or(profileFailure(page)).first()).toBeVisible({ timeout: 15_000 });
  },
  // Other start-up calls may still be on their way when the clock jumps and fail too: the profile's own
  // failure and its Try again are the ones this case is about.
  failureRegion: profileFailure,
  async recover({ page }) {
    // A start-up call that timed out at the same clock jump (the re-consent check: spec section 8 sends
    // consent fetch errors to the shared handler) may show its own error dialog over the page.
    await clickPastErrorDialogs(page, retryButton(profileFailure(page)));
  },
  notApplicable: { 'offline, online': 'a start-up read happens on a page load, which needs the network' },
});

const passwordSignIn: Driver = {
  signedIn: false,
  kind: 'write',
  async prepare({ page }) {
    await page.goto('/login');
    await page.getByLabel(th('login.username'), { exact: true }).fill(accounts.somchai.username);
    await page.getByLabel(th('login.password'), { exact: true }).fill(accounts.somchai.password);
  },
  async act({ page }, options) {
    const submit = page.getByRole('button', { name: th('login.submit'), exact: true });
    if (options?.doubleTap) await submit.dblclick();
    else await submit.click();
  },
  async expectSuccess({ page }) {
    await expect(page.getByTestId('member-points')).toBeVisible({ timeout: 15_000 });
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
  },
  typed: ({ page }) => [
    { field: page.getByLabel(th('login.username'), { exact: true }), value: accounts.somchai.username },
    { field: page.getByLabel(th('login.password'), { exact: true }), value: accounts.somchai.password },
  ],
  async recover({ page }) {
    await closeErrorDialog(page);
    await page.getByRole('button', { name: th('login.submit'), exact: true }).click();
  },
  async reset({ page }) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },
};

const redeem: Driver = {
  signedIn: true,
  kind: 'write',
  async prepare({ page }) {
    if (page.url().startsWith('http')) await spaNavigate(page, '/');
    await open(page, '/campaign/1002');
    await expect(page.getByRole('button', { name: th('campaign.button.default') })).toBeEnabled({ timeout: 15_000 });
  },
  offlineControl: ({ page }) => page.getByRole('button', { name: th('campaign.button.default') }),
  async act({ page }, options) {
    await page.getByRole('button', { name: th('campaign.button.default') }).click();
    const ok = page.getByRole('dialog', { name: th('campaign.confirm.title') }).getByRole('button', { name: th('campaign.confirm.ok') });
    if (options?.doubleTap) await ok.dblclick();
    else await ok.click();
  },
  async expectSuccess({ page }) {
    const code = page.getByRole('dialog', { name: th('serial.title') });
    await expect(code).toBeVisible({ timeout: 15_000 });
    await code.getByRole('button', { name: th('common.close'), exact: true }).last().click();
    await expect(code).toHaveCount(0);
  },
  async recover({ page }) {
    // Offline, the redeem's answer is lost: "check again" first; when the check finds no redeem, Retry.
    await clickRetry(page);
    const code = page.getByRole('dialog', { name: th('serial.title') });
    await expect(code.or(retryButton(page))).toBeVisible({ timeout: 15_000 });
    if (!(await code.isVisible())) await clickRetry(page);
  },
  async effects({ page }) {
    const somchai = (await ledger(page)).members.find((m) => m.username === accounts.somchai.username);
    return somchai?.redemptions ?? 0;
  },
};

/** Short legal texts, so every consent's Accept is active at once (the matrix is about the register call). */
async function shortConsentTexts(page: Page): Promise<void> {
  await page.route('**/sandbox/blob/pdpaconsent/**', async (route) => {
    if (!new URL(route.request().url()).pathname.endsWith('.txt')) return route.continue();
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<p>ข้อความสั้น</p>' });
  });
}

function mobileFor(n: number): string {
  return `0870${String(100000 + n).slice(-6)}`;
}

async function acceptConsentsIfAsked(page: Page): Promise<void> {
  for (const title of [th('register.consent.terms.title'), th('register.consent.privacy.title'), th('register.consent.age.title')]) {
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: th('register.consent.accept'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

const register: Driver = {
  signedIn: false,
  kind: 'write',
  async prepare({ page, n }) {
    await shortConsentTexts(page);
    await page.goto('/register');
    await page.getByLabel(th('register.field.firstName'), { exact: true }).fill('สมหญิง');
    await page.getByLabel(th('register.field.lastName'), { exact: true }).fill('ใจดี');
    await page.getByLabel(th('register.field.mobile'), { exact: true }).fill(mobileFor(n));
    await page.getByLabel(th('register.field.day'), { exact: true }).selectOption('31');
    await page.getByLabel(th('register.field.month'), { exact: true }).selectOption('2');
    await page.getByLabel(th('register.field.year'), { exact: true }).selectOption('1992');
  },
  async act({ page }, options) {
    const submit = page.getByRole('button', { name: th('register.submit'), exact: true });
    await submit.click();
    for (const title of [th('register.consent.terms.title'), th('register.consent.privacy.title')]) {
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: th('register.consent.accept'), exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    const age = page.getByRole('dialog', { name: th('register.consent.age.title') });
    const accept = age.getByRole('button', { name: th('register.consent.accept'), exact: true });
    if (options?.doubleTap) await accept.dblclick();
    else await accept.click();
  },
  async expectSuccess({ page }) {
    await expect(page.getByRole('heading', { name: new RegExp(`${th('register.success.welcomeTitle')}|${th('register.success.title')}`) })).toBeVisible({ timeout: 15_000 });
  },
  typed: ({ page, n }) => [
    { field: page.getByLabel(th('register.field.firstName'), { exact: true }), value: 'สมหญิง' },
    { field: page.getByLabel(th('register.field.mobile'), { exact: true }), value: mobileFor(n).replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3') },
  ],
  async recover({ page }) {
    await closeErrorDialog(page);
    await page.getByRole('button', { name: th('register.submit'), exact: true }).click();
    await acceptConsentsIfAsked(page);
  },
  async effects({ page, n }) {
    const mobile = mobileFor(n);
    return (await ledger(page)).members.filter((m) => m.contactNumber.replace(/\D/g, '') === mobile).length;
  },
  async reset({ page }) {
    await page.unroute('**/sandbox/blob/pdpaconsent/**');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },
};

/** Start-up reads and writes: the app boots on defaults whatever they answer (spec: silent at start-up). */
const startup: Driver = {
  signedIn: true,
  kind: 'read',
  async prepare() {},
  async act({ page }) {
    await page.goto('/');
  },
  async expectSuccess({ page }) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th('reward.title'), { timeout: 15_000 });
  },
  async recover() {},
};

/**
 * Flows whose class the matrix drives through another representative (sign-in through passwordSignIn,
 * spend/earn through redeem); they get steps when they become their class's representative.
 */
const RECEIPT_PNG = fileURLToPath(new URL('../fixtures/receipt-1600x1200.png', import.meta.url));
const receiptField = (page: Page, id: string) => page.getByLabel(th(id), { exact: true });

/** A receipt uploaded from /collectpoint: store, branch, amount and a photo (scaled in the browser). */
const receipts: Driver = {
  signedIn: true,
  kind: 'write',
  // An upload may take a minute on mobile data (receiptUpload's UPLOAD_TIMEOUT).
  timeoutAfter: '01:05',
  async prepare({ page, n }) {
    await page.goto('/collectpoint');
    await receiptField(page, 'receipt.field.store').selectOption({ index: 1 });
    await receiptField(page, 'receipt.field.branch').fill(`สาขา ${n}`);
    await receiptField(page, 'receipt.field.spending').fill('250');
    await receiptField(page, 'receipt.field.photo').setInputFiles(RECEIPT_PNG);
    await expect(page.getByTestId('receipt-photo-chosen')).toContainText('640 × 480', { timeout: 15_000 });
  },
  offlineControl: ({ page }) => page.getByRole('button', { name: th('receipt.submit'), exact: true }),
  async act({ page }, options) {
    const submit = page.getByRole('button', { name: th('receipt.submit'), exact: true });
    if (options?.doubleTap) await submit.dblclick();
    else await submit.click();
  },
  async expectSuccess({ page }) {
    await expect(page.getByRole('heading', { name: th('receipt.done.title') })).toBeVisible({ timeout: 15_000 });
  },
  typed: ({ page, n }) => [
    { field: receiptField(page, 'receipt.field.branch'), value: `สาขา ${n}` },
    { field: receiptField(page, 'receipt.field.spending'), value: '250' },
  ],
  async recover({ page }) {
    await clickRetry(page);
  },
  async effects({ page }) {
    const somchai = (await ledger(page)).members.find((m) => m.username === accounts.somchai.username);
    return somchai?.receipts ?? 0;
  },
};

/** Seeded delivered campaign (src/sandbox/world/catalogue.ts): the Lampang mug, 150 points. */
const MUG = '1016';
const resultDialog = (page: Page) => page.getByRole('dialog', { name: th('campaign.result.title') });

/**
 * A delivered reward sent to a saved address: the campaign page's redeem, the shipping step's question,
 * the delivery address book in pick mode, then "use this address" (the redeem, then the address posted
 * for the redeem key). The matrix's fault is on the address post, so every case fails after the redeem
 * was made: the reward stays redeemed, the chosen address is kept and Try again sends it (the effect
 * counted is the mug's redeems that carry an address, so neither a second redeem nor a lost address
 * passes). Each case spends 150 of somchai's 2,450 points: 16 cases fit.
 */
const deliveredRedeem: Driver = {
  signedIn: true,
  kind: 'write',
  async prepare({ page }) {
    if (page.url().startsWith('http')) await spaNavigate(page, '/');
    await open(page, `/campaign/${MUG}`);
    await page.getByRole('button', { name: th('campaign.button.default') }).click({ timeout: 15_000 });
    await page.getByRole('dialog', { name: th('campaign.confirm.title') }).getByRole('button', { name: th('campaign.confirm.ok') }).click();
    await page.getByRole('dialog', { name: th('campaign.shipping.title') }).getByRole('button', { name: th('campaign.shipping.chooseSaved') }).click();
    const book = page.getByRole('dialog', { name: th('addressBook.delivery.listTitle') });
    await expect(book.getByRole('button', { name: th('addressBook.useThisNamed').replace('{name}', 'บ้าน') })).toBeEnabled({ timeout: 15_000 });
  },
  async act({ page }, options) {
    const use = page.getByRole('dialog', { name: th('addressBook.delivery.listTitle') }).getByRole('button', { name: th('addressBook.useThisNamed').replace('{name}', 'บ้าน') });
    if (options?.doubleTap) await use.dblclick();
    else await use.click();
  },
  async expectSuccess({ page }) {
    const result = resultDialog(page);
    await expect(result).toContainText(th('campaign.result.deliveryTo'), { timeout: 15_000 });
    await result.getByRole('button', { name: th('common.close'), exact: true }).last().click();
    await expect(result).toHaveCount(0);
  },
  async recover({ page }) {
    // Offline, the redeem's own answer is lost too: "check again" first, then Try again until the result shows.
    for (let i = 0; i < 3; i += 1) {
      await clickRetry(page);
      await expect(resultDialog(page).or(retryButton(page))).toBeVisible({ timeout: 15_000 });
      if (await resultDialog(page).isVisible()) return;
    }
  },
  async effects({ page }) {
    const res = await page.request.get('/sandbox/__control/ledger');
    const body = (await res.json()) as { members: Array<{ username?: string; shipments?: Array<{ campaignId: number }> }> };
    const somchai = body.members.find((m) => m.username === accounts.somchai.username);
    return (somchai?.shipments ?? []).filter((s) => String(s.campaignId) === MUG).length;
  },
};

function notRepresentative(name: string): Driver {
  const fail = async () => {
    throw new Error(`driver ${name} is not a class representative: map the class's representative to a driver that has steps`);
  };
  return { signedIn: false, kind: 'write', prepare: fail, act: fail, expectSuccess: fail, recover: fail };
}

export const drivers: Record<DriverName, Driver> = {
  profilePage,
  startup,
  rewardList,
  campaignPage,
  passwordSignIn,
  otpSignIn: notRepresentative('otpSignIn'),
  guestSignIn: notRepresentative('guestSignIn'),
  lineSignIn: notRepresentative('lineSignIn'),
  redeem,
  markUsed: notRepresentative('markUsed'),
  register,
  addressBook: notRepresentative('addressBook'),
  wifiCredentials: notRepresentative('wifiCredentials'),
  pointCode: notRepresentative('pointCode'),
  lineShare: notRepresentative('lineShare'),
  sendToChat: notRepresentative('sendToChat'),
  lineFriendship: notRepresentative('lineFriendship'),
  pointHistory: notRepresentative('pointHistory'),
  receipts,
  consent: notRepresentative('consent'),
  redeemHistory: notRepresentative('redeemHistory'),
  favourites: notRepresentative('favourites'),
  cart: notRepresentative('cart'),
  buyOptions: notRepresentative('buyOptions'),
  findStore: notRepresentative('findStore'),
  dashboard: notRepresentative('dashboard'),
  privilege: notRepresentative('privilege'),
  profileEdit: notRepresentative('profileEdit'),
  deliveredRedeem,
};
