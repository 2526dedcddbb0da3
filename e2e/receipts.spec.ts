/**
 * Receipts in Chromium, once in Thai and once in English: a receipt upload with a real PNG from the test
 * folder (scaled down in the browser), refused files that keep everything typed, a failed upload with
 * retry, a double tap that sends one receipt, the receipt history with its status filter, a rejected
 * receipt corrected and sent again, and QA's approval raising the header points; axe on each page.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearFaults, setFault } from './support/faults';
import { expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

const PNG = fileURLToPath(new URL('./fixtures/receipt-1600x1200.png', import.meta.url));
const TEXT = fileURLToPath(new URL('./fixtures/notes.txt', import.meta.url));
const SHOTS = process.env.I8_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function field(page: Page, lang: Lang, id: string) {
  return page.getByLabel(msg(lang, id), { exact: true });
}

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test(`receipts in ${lang === 'th' ? 'Thai' : 'English'}`, async ({ page, errors }) => {
    test.setTimeout(150_000);
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);
    await page.goto('/collectpoint');
    await expect(page.getByText(msg(lang, 'receipt.photo.guidance'))).toBeVisible();
    await expect(page.getByText(msg(lang, 'receipt.photo.types'))).toBeVisible();

    // Submitting an empty form shows every required message.
    const submit = page.getByRole('button', { name: msg(lang, 'receipt.submit'), exact: true });
    await submit.click();
    for (const id of ['storeRequired', 'branchRequired', 'spendingRequired', 'photoRequired']) {
      await expect(page.getByText(msg(lang, `receipt.error.${id}`))).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // Fill the form; refused files say why and keep what was typed.
    await field(page, lang, 'receipt.field.store').selectOption({ index: 1 });
    await field(page, lang, 'receipt.field.branch').fill('Siam Square');
    await field(page, lang, 'receipt.field.spending').fill('250');
    const photo = field(page, lang, 'receipt.field.photo');
    await photo.setInputFiles(TEXT);
    await expect(page.getByText(msg(lang, 'receipt.photo.refused.type'))).toBeVisible();
    await photo.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_200_000, 37) });
    await expect(page.getByText(msg(lang, 'receipt.photo.refused.tooLarge'))).toBeVisible();
    await expect(field(page, lang, 'receipt.field.branch')).toHaveValue('Siam Square');
    await expect(field(page, lang, 'receipt.field.spending')).toHaveValue('250');
    await shot(page, `collect-refused-${lang}`);

    // A 1600 × 1200 PNG is scaled down to 640 × 480 in the browser.
    await photo.setInputFiles(PNG);
    await expect(page.getByTestId('receipt-photo-chosen')).toContainText('640 × 480');

    // A failed upload keeps the form and offers retry; a double tap sends one receipt.
    await setFault(page, 'uploadReceipt', { kind: 'status', status: 503 });
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(msg(lang, 'receipt.failed'));
    await expect(field(page, lang, 'receipt.field.branch')).toHaveValue('Siam Square');
    await shot(page, `collect-failed-${lang}`);
    await setFault(page, 'uploadReceipt', { kind: 'delay', ms: 1500 });
    const retry = page.getByRole('button', { name: msg(lang, 'common.retry'), exact: true });
    await retry.dblclick();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await shot(page, `collect-progress-${lang}`);
    await expect(page.getByRole('heading', { name: msg(lang, 'receipt.done.title') })).toBeVisible({ timeout: 10_000 });
    await clearFaults(page);
    await expectNoSeriousA11yViolations(page);

    // The history shows it once, waiting; the filter narrows by status.
    await page.getByRole('link', { name: msg(lang, 'profile.receiptHistory.title') }).first().click();
    await expect(page).toHaveURL(/\/profile\/receipthistory/);
    const items = page.getByTestId('receipt-item');
    await expect(items).toHaveCount(4);
    await expect(items.first().getByTestId('receipt-status')).toHaveText(msg(lang, 'profile.receipt.status.waiting'));
    await expectNoSeriousA11yViolations(page);
    await shot(page, `receipts-${lang}`);
    await page.getByRole('button', { name: msg(lang, 'receipt.list.filter.reject') }).click();
    await expect(items).toHaveCount(1);

    // The rejected receipt shows its reason, is corrected and sent again.
    await items.first().getByRole('link', { name: msg(lang, 'receipt.list.edit') }).click();
    await expect(page).toHaveURL(/\/profile\/receipthistoryedit\?id=/);
    await expect(field(page, lang, 'receipt.field.branch')).toHaveValue('Ari');
    await expectNoSeriousA11yViolations(page);
    await field(page, lang, 'receipt.field.spending').fill('380');
    await field(page, lang, 'receipt.field.photo').setInputFiles(PNG);
    await expect(page.getByTestId('receipt-photo-chosen')).toContainText('640 × 480');
    await page.getByRole('button', { name: msg(lang, 'receipt.resubmit'), exact: true }).click();
    await expect(page.getByRole('heading', { name: msg(lang, 'receipt.done.resentTitle') })).toBeVisible();

    // QA approves it; the history shows the points and the header balance goes up by them.
    const approve = await page.request.post('/sandbox/__control/receipts', { data: { username: 'somchai', status: 'approved' } });
    expect(approve.ok()).toBe(true);
    const decided = (await approve.json()) as { receipt: { points: number } };
    await page.goto('/profile/receipthistory?status=approved');
    const approved = page.getByTestId('receipt-item');
    await expect(approved.first().getByTestId('receipt-status')).toHaveText(msg(lang, 'profile.receipt.status.approved'));
    await expect(page.getByTestId('member-points')).toContainText((2450 + decided.receipt.points).toLocaleString('en-US'));
    expect(errors.errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
  });
}
