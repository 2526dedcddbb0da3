/**
 * A delivered campaign redeemed end to end in Chromium against the sandbox, in Thai and in English: the
 * delivery confirmation, the shipping step's question (a saved address or a typed one), the address book
 * in pick mode (English), the shipping dialog (Thai: its 5 checked fields with errors only after a submit
 * attempt, the Thai address block filled from the postcode lookup), the address posted for the redeem
 * key, a failed address post that keeps everything and succeeds on Try again, the result dialog naming
 * where the reward goes, and the item in redeem history as in delivery. Axe on every dialog. With
 * E2E_SHOTS=1 phone and desktop screenshots are written to the test's output folder.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { textLines } from './support/layout';
import { clearFaults, setFault } from './support/faults';
import { expect, msg, signIn, switchLanguage, test } from './support/fixtures';

/** Seeded sandbox campaign (src/sandbox/world/catalogue.ts): the Lampang mug, 150 points, delivered. */
const mug = { id: '1016', name: { th: 'แก้วมักเซรามิกเคลือบมือ ลำปาง', en: 'Hand-glazed Lampang ceramic mug' } };

interface Shipment {
  redeemKey: string;
  campaignId: number;
  addressKey: string | null;
  address: Record<string, unknown>;
}

/** Somchai's delivered rewards as the sandbox holds them (control ledger). */
async function shipments(page: Page): Promise<Shipment[]> {
  const res = await page.request.get('/sandbox/__control/ledger');
  const body = (await res.json()) as { members: Array<{ username: string; shipments?: Shipment[] }> };
  return body.members.find((m) => m.username === 'somchai')?.shipments ?? [];
}

async function shot(page: Page, info: TestInfo, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: info.outputPath(`${name}-phone.png`) });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: info.outputPath(`${name}-desktop.png`) });
  if (size) await page.setViewportSize(size);
}

test('a delivered reward in Thai: the shipping dialog with the postcode lookup, a failed address post kept, then delivered', async ({ page }, info) => {
  test.setTimeout(120_000);
  const th = (id: string) => msg('th', id);
  await page.goto('/login');
  await signIn(page);
  await page.goto(`/campaign/${mug.id}`);
  await page.getByRole('button', { name: th('campaign.button.default') }).click({ timeout: 15_000 });
  const confirm = page.getByRole('dialog', { name: th('campaign.confirm.title') });
  await expect(confirm).toContainText(mug.name.th);
  await expect(confirm).toContainText('ขั้นต่อไปโปรดระบุที่อยู่สำหรับจัดส่ง');
  await confirm.getByRole('button', { name: th('campaign.confirm.ok') }).click();

  // Where should we send it?
  const choice = page.getByRole('dialog', { name: th('campaign.shipping.title') });
  await expect(choice).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'shipping-choice-th');
  await choice.getByRole('button', { name: th('campaign.shipping.enterNew') }).click();

  // The shipping dialog opens with the profile's shipping address (spec section 3); no error until OK.
  const form = page.getByRole('dialog', { name: th('campaign.shipping.dialogTitle') });
  await expect(form.getByLabel(th('addressBook.field.firstName'), { exact: true })).toHaveValue('สมชาย');
  await expect(form.getByLabel(th('addressBook.field.contactNumber'), { exact: true })).toHaveValue('081-234-5678');
  await expect(form.getByLabel(th('addressBook.field.address'), { exact: true })).toHaveValue('88/12 หมู่บ้านศุภาลัย ซอยลาดพร้าว 71');
  await expect(form.getByLabel(th('address.field.zipcode'), { exact: true })).toHaveValue('10230');
  await expect(form.getByText(th('validation.required'))).toHaveCount(0);
  await form.getByLabel(th('addressBook.field.address'), { exact: true }).fill('');
  await form.getByRole('button', { name: th('campaign.shipping.ok') }).click();
  await expect(form.getByText(th('validation.required')).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'shipping-errors-th');

  await form.getByLabel(th('addressBook.field.address'), { exact: true }).fill('5 ซอยพหลโยธิน 7');
  await form.getByLabel(th('address.field.zipcode'), { exact: true }).fill('10110');
  await expect(form.getByLabel(th('address.field.province'), { exact: true }).locator('option:checked')).toHaveText('กรุงเทพมหานคร');
  await expect(form.getByLabel(th('address.field.subdistrict'), { exact: true }).locator('option:checked')).not.toHaveText(th('validation.select.placeholder'));
  await expect(form.getByText(th('address.error.provinceRequired'))).toHaveCount(0);
  const district = await form.getByLabel(th('address.field.district'), { exact: true }).locator('option:checked').innerText();

  // The address post fails once: the redeem stands, the address is kept, Try again sends it.
  await setFault(page, 'setRedeemAddress', { kind: 'status', status: 503 });
  await form.getByRole('button', { name: th('campaign.shipping.ok') }).click();
  const failed = page.getByRole('alertdialog', { name: th('campaign.addressFailed.title') });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(failed).toContainText(th('campaign.addressFailed.note'));
  await expectNoSeriousA11yViolations(page);
  await clearFaults(page);
  await failed.getByRole('button', { name: th('campaign.retry') }).click();

  const result = page.getByRole('dialog', { name: th('campaign.result.title') });
  await expect(result).toContainText(th('campaign.result.deliveryTo'));
  await expect(result).toContainText('5 ซอยพหลโยธิน 7');
  await expect(result).toContainText(district);
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'shipping-result-th');
  await result.getByRole('button', { name: th('common.close'), exact: true }).last().click();
  await expect(page.getByTestId('member-points')).toContainText('2,300');
  // What the sandbox holds: one shipment of the mug, with the whole typed address and no empty strings.
  const [shipment, ...more] = await shipments(page);
  expect(more).toEqual([]);
  expect(shipment).toEqual(
    expect.objectContaining({ campaignId: 1016, addressKey: null, address: expect.objectContaining({ firstname: 'สมชาย', address: '5 ซอยพหลโยธิน 7', zipcode: '10110', province_code: '10' }) }),
  );
  expect(Object.values(shipment?.address ?? {})).not.toContain('');

  // The history lists the mug first, in delivery.
  await page.goto('/profile/history/redeem');
  const newest = page.getByRole('list', { name: th('history.list.label') }).getByRole('listitem').first();
  await expect(newest).toHaveAttribute('data-purchase-state', 'inDelivery', { timeout: 15_000 });
  await expect(newest).toContainText(mug.name.th);
});

test('a delivered reward in English: a saved address picked from the address book', async ({ page }, info) => {
  test.setTimeout(120_000);
  const en = (id: string) => msg('en', id);
  await page.goto('/login');
  await switchLanguage(page, 'en');
  await signIn(page);
  await page.goto(`/campaign/${mug.id}`);
  await page.getByRole('button', { name: en('campaign.button.default') }).click({ timeout: 15_000 });
  const confirm = page.getByRole('dialog', { name: en('campaign.confirm.title') });
  await expect(confirm).toContainText('Next, tell us where to deliver it.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: en('campaign.confirm.ok') }).click();
  await page.getByRole('dialog', { name: en('campaign.shipping.title') }).getByRole('button', { name: en('campaign.shipping.chooseSaved') }).click();

  const book = page.getByRole('dialog', { name: en('addressBook.delivery.listTitle') });
  const use = book.getByRole('button', { name: en('addressBook.useThisNamed').replace('{name}', 'บ้าน') });
  await expect(use).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  // The footer's buttons keep their labels on one line beside each other (Close, Add new address).
  expect(await textLines(book.locator('.dialog__footer').getByRole('button'))).toEqual([1, 1]);
  await shot(page, info, 'shipping-book-en');
  await use.click();

  const result = page.getByRole('dialog', { name: en('campaign.result.title') });
  await expect(result).toContainText(en('campaign.result.deliveryTo'), { timeout: 15_000 });
  await expect(result).toContainText('สมชาย ใจดี');
  await expect(result).toContainText('88/12 หมู่บ้านศุภาลัย');
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'shipping-result-en');
  await result.getByRole('button', { name: en('common.close'), exact: true }).last().click();
  await expect(result).toHaveCount(0);
  expect(await shipments(page)).toEqual([
    expect.objectContaining({ campaignId: 1016, addressKey: 'addr-somchai-home', address: expect.objectContaining({ key: 'addr-somchai-home' }) }),
  ]);
});
