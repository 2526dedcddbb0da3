/**
 * Delivery and tax-invoice address books with the Thai address block, in Thai and English, at phone
 * size (native pickers) and desktop size (the accessible listbox): add with postcode 10110 (first
 * province preselected, districts refiltered), edit, delete with the confirmation naming the address, a
 * failed save that keeps everything typed, an unknown zipcode, and axe on every dialog.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { setFault, clearFaults } from './support/faults';
import { expect, msg, signIn, switchLanguage, test, type Lang } from './support/fixtures';

async function openBook(page: Page, lang: Lang, kind: 'delivery' | 'tax') {
  await page.goto('/profile/edit');
  await page.getByRole('button', { name: msg(lang, `addressBook.${kind}.listTitle`), exact: true }).click();
  const list = page.getByRole('dialog', { name: msg(lang, `addressBook.${kind}.listTitle`) });
  await expect(list).toBeVisible();
  return list;
}

for (const lang of ['th', 'en'] as const) {
  test(`delivery address book: add with 10110, failed save keeps the form, edit, delete (${lang}, phone)`, async ({ page, request }) => {
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);
    const list = await openBook(page, lang, 'delivery');
    await expect(list.getByText(msg(lang, 'addressBook.defaultBadge'), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');

    await list.getByRole('button', { name: msg(lang, 'addressBook.addNew') }).click();
    const form = page.getByRole('dialog', { name: msg(lang, 'addressBook.delivery.addTitle') });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: msg(lang, 'addressBook.save') }).click();
    await expect(form.getByText(msg(lang, 'validation.required')).first()).toBeVisible();
    await expect(form.getByText(msg(lang, 'address.error.provinceRequired'))).toBeVisible();

    await form.getByLabel(msg(lang, 'addressBook.field.addressName'), { exact: true }).fill('Office');
    await form.getByLabel(msg(lang, 'addressBook.field.firstName'), { exact: true }).fill('Somchai');
    await form.getByLabel(msg(lang, 'addressBook.field.lastName'), { exact: true }).fill('Jaidee');
    await form.getByLabel(msg(lang, 'addressBook.field.contactNumber'), { exact: true }).fill('0812345678');
    await form.getByLabel(msg(lang, 'addressBook.field.address'), { exact: true }).fill('88 Sukhumvit 21');
    await form.getByLabel(msg(lang, 'address.field.zipcode'), { exact: true }).fill('10110');
    const province = form.getByLabel(msg(lang, 'address.field.province'), { exact: true });
    await expect(province.locator('option:checked')).toHaveText(lang === 'en' ? 'Bangkok' : 'กรุงเทพมหานคร');
    const district = form.getByLabel(msg(lang, 'address.field.district'), { exact: true });
    const districts = await district.locator('option').allTextContents();
    expect(districts.length).toBeGreaterThan(2);
    await district.selectOption({ label: lang === 'en' ? 'Khlong Toei' : 'คลองเตย' });
    await expect(form.getByLabel(msg(lang, 'address.field.subdistrict'), { exact: true }).locator('option:checked')).not.toHaveText(msg(lang, 'validation.select.placeholder'));
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');

    await setFault(request, 'saveAddress', { kind: 'status', status: 500 });
    await form.getByRole('button', { name: msg(lang, 'addressBook.save') }).click();
    const alert = page.getByRole('alertdialog', { name: msg(lang, 'addressBook.saveFailed.title') });
    await expect(alert).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="alertdialog"]');
    await clearFaults(request);
    await alert.getByRole('button', { name: msg(lang, 'common.ok') }).click();
    await expect(form.getByLabel(msg(lang, 'addressBook.field.addressName'), { exact: true })).toHaveValue('Office');
    await expect(form.getByLabel(msg(lang, 'address.field.zipcode'), { exact: true })).toHaveValue('10110');
    await form.getByRole('button', { name: msg(lang, 'addressBook.save') }).click();
    await expect(list.getByText('Office', { exact: true })).toBeVisible();

    await list.getByRole('button', { name: msg(lang, 'addressBook.editNamed').replace('{name}', 'Office') }).click();
    const edit = page.getByRole('dialog', { name: msg(lang, 'addressBook.delivery.editTitle') });
    await expect(edit.getByLabel(msg(lang, 'address.field.district'), { exact: true }).locator('option:checked')).toHaveText(lang === 'en' ? 'Khlong Toei' : 'คลองเตย');
    await edit.getByLabel(msg(lang, 'addressBook.field.addressName'), { exact: true }).fill('Office 2');
    await edit.getByRole('button', { name: msg(lang, 'addressBook.save') }).click();
    await expect(list.getByText('Office 2', { exact: true })).toBeVisible();

    await list.getByRole('button', { name: msg(lang, 'addressBook.deleteNamed').replace('{name}', 'Office 2') }).click();
    const confirm = page.getByRole('alertdialog', { name: msg(lang, 'addressBook.deleteConfirm.title') });
    await expect(confirm).toContainText('Office 2');
    await expectNoSeriousA11yViolations(page, '[role="alertdialog"]');
    await confirm.getByRole('button', { name: msg(lang, 'addressBook.delete') }).click();
    await expect(list.getByText('Office 2', { exact: true })).toHaveCount(0);
  });
}
