/**
 * Shopping, in Thai and in English, as somchai (seeded cart: 4 items in two groups): the cart count in
 * the page frame; a Buy campaign's options (Add with colour and size missing is refused with the
 * translated messages, then added with a quantity, and the count follows); the cart page (groups,
 * delete with confirmation, clear all with confirmation, empty state); checkout handed to the sandbox's
 * stand-in cart web page with the key from POST /setting, and back with success or failure. axe on
 * each screen.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, messages, msg, pageTitle, signIn, switchLanguage, test, type Lang } from './support/fixtures';

const TEE = 1040;

/** A catalogue message with its ICU placeholders filled (simple `{name}` and plural `#` cases). */
function fill(lang: Lang, id: string, values: Record<string, string | number>): string {
  let text = messages(lang)[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  text = text.replace(/\{(\w+), plural, ([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g, (_, name: string, body: string) => {
    const n = Number(values[name]);
    const cases = Object.fromEntries([...body.matchAll(/(=\d+|one|other)\s*\{([^{}]*)\}/g)].map((m) => [m[1], m[2]]));
    const chosen = cases[`=${n}`] ?? (n === 1 && cases.one !== undefined ? cases.one : cases.other) ?? '';
    return chosen.replace('#', String(n));
  });
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The badge shows the count; an empty cart shows none. */
async function expectCount(page: Page, count: number): Promise<void> {
  if (count === 0) await expect(page.getByTestId('cart-count')).toHaveCount(0);
  else await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

async function startAs(page: Page, lang: Lang): Promise<void> {
  await page.goto('/login');
  if (lang === 'en') await switchLanguage(page, 'en');
  await signIn(page);
  await expectCount(page, 4);
  await expect(page.getByRole('link', { name: fill(lang, 'shell.cart.labelCount', { count: 4 }) })).toHaveAttribute('href', '/cart');
}

async function addTee(page: Page, lang: Lang, before: number): Promise<void> {
  await page.goto(`/campaign/${TEE}`);
  const options = page.getByRole('region', { name: msg(lang, 'shop.options.heading') });
  await expect(options).toBeVisible();
  await expect(page.getByTestId('buy-price')).toContainText(lang === 'th' ? '450 บาท' : '450 baht');
  // Add with nothing chosen: refused, both messages, nothing sent.
  await options.getByRole('button', { name: msg(lang, 'shop.options.add') }).click();
  await expect(options.getByText(msg(lang, 'shop.options.colorRequired'))).toBeVisible();
  await expect(options.getByText(msg(lang, 'shop.options.sizeRequired'))).toBeVisible();
  await expectCount(page, before);
  await expectNoSeriousA11yViolations(page);
  // A colour: its message goes, the size one stays.
  await options.getByRole('radio', { name: lang === 'th' ? 'เทาถ่าน' : 'Charcoal' }).check();
  await expect(options.getByText(msg(lang, 'shop.options.colorRequired'))).toBeHidden();
  await expect(options.getByText(msg(lang, 'shop.options.sizeRequired'))).toBeVisible();
  // A sold-out size cannot be chosen.
  await expect(options.getByRole('radio', { name: fill(lang, 'shop.options.soldOut', { name: 'XL' }) })).toBeDisabled();
  await options.getByRole('radio', { name: 'M', exact: true }).check();
  await options.getByRole('button', { name: msg(lang, 'shop.options.increase') }).click();
  await expect(page.getByTestId('buy-quantity')).toHaveText('2');
  await options.getByRole('button', { name: msg(lang, 'shop.options.add') }).click();
  await expect(options.getByRole('status').filter({ hasText: fill(lang, 'shop.options.added', { count: before + 2 }) })).toBeVisible();
  await expectCount(page, before + 2);
}

/**
 * At 1280x800 the navigation is a side rail: its white surface must reach the bottom of a page taller than
 * the window (a full-page capture shows the whole page), not stop after the first screen.
 */
async function expectRailFullHeight(page: Page): Promise<void> {
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  const shot = (await page.screenshot({ fullPage: true })).toString('base64');
  const probe = await page.evaluate(async (png) => {
    const img = new Image();
    img.src = `data:image/png;base64,${png}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const at = (x: number, y: number) => Array.from(g.getImageData(x, y, 1, 1).data.slice(0, 3));
    return { height: img.height, rail: at(20, img.height - 4), content: at(1270, img.height - 4) };
  }, shot);
  expect(probe.height).toBeGreaterThan(800);
  expect(probe.rail).toEqual([255, 255, 255]);
  expect(probe.content).not.toEqual([255, 255, 255]);
  if (phone) await page.setViewportSize(phone);
}

test.describe('cart and checkout', () => {
  // Two whole capabilities per test, a desktop full-page capture included: more than the default 45 s on a loaded machine.
  test.describe.configure({ timeout: 120_000 });
  test('Thai: count, add with options, delete with confirmation, checkout paid and back', async ({ page, errors }) => {
    await startAs(page, 'th');
    await addTee(page, 'th', 4);

    await page.getByRole('link', { name: msg('th', 'shop.options.viewCart') }).click();
    await expect(pageTitle(page)).toHaveText(msg('th', 'shop.cart.title'));
    await expect(page.getByRole('heading', { level: 2, name: 'จัดส่งถึงบ้าน' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'รับที่สาขา' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(4);
    const tee = page.getByTestId('cart-line').filter({ hasText: 'เสื้อยืดผ้าฝ้าย' });
    await expect(tee).toContainText('สี: เทาถ่าน');
    await expect(tee).toContainText('ขนาด: M');
    await expect(tee).toContainText('รวม 900 บาท');
    await expect(page.getByTestId('cart-summary-count')).toHaveText('6');
    await expectNoSeriousA11yViolations(page);
    await expectRailFullHeight(page);

    // Delete: cancel keeps it, confirm removes it.
    const remove = page.getByRole('button', { name: fill('th', 'shop.cart.delete', { name: 'เสื้อยืดผ้าฝ้ายทอมือ ลายพระจันทร์' }) });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: msg('th', 'shop.cart.confirmDelete.title') });
    await expect(confirm).toContainText('เสื้อยืดผ้าฝ้ายทอมือ ลายพระจันทร์');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: msg('th', 'shop.cart.cancel') }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(4);
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: msg('th', 'shop.cart.confirmDelete.ok') }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expectCount(page, 4);

    // Checkout: the stand-in cart web page is opened with the key in this window; Pay comes back.
    await page.getByRole('button', { name: msg('th', 'shop.cart.checkout') }).click();
    await expect(page).toHaveURL(/\/sandbox\/cart\/checkout\?key=key-\d+&lang=th/);
    await expect(page.getByRole('heading', { name: 'ตะกร้าสินค้า (แซนด์บ็อกซ์)' })).toBeVisible();
    await page.getByRole('button', { name: 'ชำระเงิน', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('checkout-outcome')).toHaveText(msg('th', 'shop.cart.outcome.succeeded'));
    await expect(page.getByRole('heading', { level: 2, name: msg('th', 'shop.cart.empty.title') })).toBeVisible();
    await expectCount(page, 0);
    expect(errors.errors).toEqual([]);
  });

  test('English: checkout fails and comes back, clear all with confirmation, empty cart', async ({ page, errors }) => {
    await startAs(page, 'en');
    await page.getByTestId('cart-link').click();
    await expect(pageTitle(page)).toHaveText(msg('en', 'shop.cart.title'));
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: 'Delivered to your door' })).toBeVisible();
    await expect(page.getByTestId('cart-summary-price')).toHaveText('1,170 baht');

    await page.getByRole('button', { name: msg('en', 'shop.cart.checkout') }).click();
    await expect(page).toHaveURL(/\/sandbox\/cart\/checkout\?key=key-\d+&lang=en/);
    await page.getByRole('button', { name: 'Make the payment fail' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('alert').filter({ hasText: msg('en', 'shop.cart.outcome.failed') })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expectCount(page, 4);
    await page.getByRole('button', { name: msg('en', 'shop.cart.outcome.dismiss') }).click();
    await expect(page.getByTestId('checkout-outcome')).toBeHidden();

    await page.getByRole('button', { name: msg('en', 'shop.cart.clear') }).click();
    const confirm = page.getByRole('alertdialog', { name: msg('en', 'shop.cart.confirmClear.title') });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: msg('en', 'shop.cart.confirmClear.ok') }).click();
    await expect(page.getByRole('heading', { level: 2, name: msg('en', 'shop.cart.empty.title') })).toBeVisible();
    await expectCount(page, 0);
    await expect(page.getByRole('link', { name: fill('en', 'shell.cart.labelCount', { count: 0 }) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The add works in English too, and the count follows.
    await addTee(page, 'en', 0);
    expect(errors.errors).toEqual([]);
  });
});
