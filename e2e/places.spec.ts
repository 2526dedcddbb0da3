/**
 * Places and the home content, in Thai and in English: /findstore with location granted at Siam
 * (nearest first, km, tap to call, directions, search by name and back) and with location denied (the
 * note, branches by province, province filter, search); /landing and the top of the reward page with the
 * home dashboard content (banners, menu categories, campaign lists), each linking where it says. axe on
 * each screen.
 */
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, msg, pageTitle, switchLanguage, test } from './support/fixtures';

const SIAM = { latitude: 13.7462, longitude: 100.5347 };

test.describe('find store with location granted (Thai)', () => {
  test.use({ geolocation: SIAM, permissions: ['geolocation'] });

  test('nearest first with km, call and directions, search by name and back', async ({ page, errors }) => {
    await page.goto('/findstore');
    await expect(pageTitle(page)).toHaveText(msg('th', 'routes.findstore.title'));
    const list = page.getByRole('list', { name: msg('th', 'stores.nearby.heading') });
    await expect(list).toBeVisible();
    const branches = list.getByTestId('branch');
    await expect(branches.first()).toContainText('แสงจันทร์ คาเฟ่ สยามสแควร์');
    await expect(branches.first().getByTestId('branch-distance')).toHaveText('ห่างออกไป 0.2 กม.');
    // Nearest first: the distances never go down.
    const distances = (await list.getByTestId('branch-distance').allTextContents()).map((t) => Number(/[\d.]+/.exec(t)?.[0]));
    expect(distances.length).toBeGreaterThan(5);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await expect(branches.first().getByRole('link', { name: 'โทร 02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
    const directions = branches.first().getByRole('link', { name: 'เส้นทางไป แสงจันทร์ คาเฟ่ สยามสแควร์ (เปิดแอปแผนที่)' });
    await expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=13.7449,100.5332');
    await expect(branches.first()).toContainText('เปิด 07:00-21:00 น.');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(msg('th', 'stores.search.label')).fill('นิมมาน');
    await page.getByRole('button', { name: msg('th', 'stores.search.submit'), exact: true }).click();
    const results = page.getByRole('list', { name: 'ผลการค้นหา “นิมมาน”' });
    await expect(results.getByTestId('branch')).toHaveCount(1);
    await expect(results.getByTestId('branch-distance')).toHaveText(/ห่างออกไป 5\d\d\.\d กม\./);
    await page.getByRole('button', { name: msg('th', 'stores.search.clear') }).click();
    await expect(list.getByTestId('branch').first()).toContainText('สยามสแควร์');
    expect(errors.errors).toEqual([]);
  });
});

test.describe('find store without location (English)', () => {
  test('the note, by province, the province filter and a search', async ({ page, errors }) => {
    await page.goto('/findstore');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('note')).toContainText(msg('en', 'stores.note.denied'));
    await expect(page.getByRole('button', { name: msg('en', 'stores.locateAgain') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Bangkok/ })).toBeVisible();
    await expect(page.getByTestId('branch')).toHaveCount(30);
    await expect(page.getByTestId('branch-distance')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(msg('en', 'stores.province.label')).selectOption({ label: 'Chiang Mai' });
    await expect(page.getByTestId('branch')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 2, name: 'Chiang Mai (2 branches)' })).toBeVisible();

    await page.getByLabel(msg('en', 'stores.search.label')).fill('Phuket');
    await page.getByRole('button', { name: msg('en', 'stores.search.submit'), exact: true }).click();
    await expect(page.getByRole('list', { name: 'Results for “Phuket”' }).getByTestId('branch')).toHaveCount(2);
    await page.getByLabel(msg('en', 'stores.search.label')).fill('Nowhere at all');
    await page.getByRole('button', { name: msg('en', 'stores.search.submit'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'No branch matches “Nowhere at all”.' })).toBeVisible();
    expect(errors.errors).toEqual([]);
  });
});

test.describe('home dashboard content', () => {
  test('landing in Thai and the reward page in English: banners, menu, campaign lists, links', async ({ page, errors }) => {
    await page.goto('/landing');
    await expect(pageTitle(page)).toHaveText(msg('th', 'routes.landing.title'));
    const banners = page.getByRole('region', { name: msg('th', 'dashboard.banners') });
    await expect(banners.getByRole('link')).toHaveCount(4);
    // Only the first banner loads eagerly; every image has its box reserved.
    const images = banners.locator('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(images.first()).toHaveAttribute('width', '640');
    await expect(banners.getByRole('link').nth(2)).toHaveAttribute('href', '/findstore');
    const menu = page.getByRole('navigation', { name: msg('th', 'dashboard.menu') });
    await expect(menu.getByRole('link', { name: 'เครื่องดื่ม' })).toHaveAttribute('href', '/reward/101');
    await expect(page.getByRole('heading', { level: 2, name: 'ยอดนิยมประจำสัปดาห์' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ช้อปแสงจันทร์ ลิฟวิ่ง' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('link', { name: 'เครื่องดื่ม' }).click();
    await expect(page).toHaveURL(/\/reward\/101$/);
    // A category page shows the catalogue only; the home of the reward page carries the dashboard.
    await expect(page.getByTestId('dashboard')).toHaveCount(0);

    await page.goto('/');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Shop Saengchan Living' })).toBeVisible();
    const shop = page.getByRole('region', { name: 'Shop Saengchan Living' });
    await shop.getByRole('link', { name: /Hand-woven cotton tee/ }).click();
    await expect(page).toHaveURL(/\/campaign\/1040$/);
    await expect(page.getByRole('region', { name: msg('en', 'shop.options.heading') })).toBeVisible();
    expect(errors.errors).toEqual([]);
  });
});
