/**
 * A member who does not know the postcode adds a delivery address by choosing the province (GET
 * /main/province), the district and the sub-district; the sub-district fills the postcode, the address is
 * saved and shown in the list. In Thai and English; a failed district list keeps the choice and the form,
 * and Try again loads it.
 */
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearFaults, setFault } from './support/faults';
import { expect, msg, signIn, switchLanguage, test } from './support/fixtures';

const names = {
  th: { province: 'กรุงเทพมหานคร', district: 'คลองเตย', subdistrict: 'คลองตัน' },
  en: { province: 'Bangkok', district: 'Khlong Toei', subdistrict: 'Khlong Tan' },
} as const;

for (const lang of ['th', 'en'] as const) {
  test(`delivery address without the postcode: province → district → sub-district fills it, saved and listed (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = names[lang];
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);
    await page.goto('/profile/edit');
    await page.getByRole('button', { name: msg(lang, 'addressBook.delivery.listTitle'), exact: true }).click();
    const list = page.getByRole('dialog', { name: msg(lang, 'addressBook.delivery.listTitle') });
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: msg(lang, 'addressBook.addNew') }).click();
    const form = page.getByRole('dialog', { name: msg(lang, 'addressBook.delivery.addTitle') });
    await expect(form).toBeVisible();

    await form.getByLabel(msg(lang, 'addressBook.field.addressName'), { exact: true }).fill('Condo');
    await form.getByLabel(msg(lang, 'addressBook.field.firstName'), { exact: true }).fill('Somchai');
    await form.getByLabel(msg(lang, 'addressBook.field.lastName'), { exact: true }).fill('Jaidee');
    await form.getByLabel(msg(lang, 'addressBook.field.contactNumber'), { exact: true }).fill('0812345678');
    await form.getByLabel(msg(lang, 'addressBook.field.address'), { exact: true }).fill('99/1 Rama IV');

    const zipcode = form.getByLabel(msg(lang, 'address.field.zipcode'), { exact: true });
    const province = form.getByLabel(msg(lang, 'address.field.province'), { exact: true });
    const district = form.getByLabel(msg(lang, 'address.field.district'), { exact: true });
    const subdistrict = form.getByLabel(msg(lang, 'address.field.subdistrict'), { exact: true });
    await expect(province).toBeDisabled();

    const provincesCall = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/main/province'));
    await form.getByRole('button', { name: msg(lang, 'address.browse'), exact: true }).click();
    await provincesCall;
    await expect(province).toBeEnabled();
    expect((await province.locator('option').allTextContents()).length).toBeGreaterThan(70);

    // The district list fails once: the province and everything typed stay, Try again loads it.
    await setFault(request, 'getDistricts', { kind: 'status', status: 500 });
    await province.selectOption({ label: name.province });
    const problem = form.getByRole('alert');
    await expect(problem).toHaveText(new RegExp(msg(lang, 'address.error.listFailed').replace(/[.?]/g, '\\$&')));
    await expect(problem).not.toContainText('500');
    await expect(province.locator('option:checked')).toHaveText(name.province);
    await expect(form.getByLabel(msg(lang, 'addressBook.field.addressName'), { exact: true })).toHaveValue('Condo');
    await clearFaults(request);
    await problem.getByRole('button', { name: msg(lang, 'address.retry') }).click();
    await expect(district.locator('option', { hasText: name.district }).first()).toBeAttached();

    await district.selectOption({ label: name.district });
    await expect(subdistrict.locator('option', { hasText: name.subdistrict }).first()).toBeAttached();
    await subdistrict.selectOption({ label: name.subdistrict });
    await expect(zipcode).toHaveValue('10110');
    await expect(province.locator('option:checked')).toHaveText(name.province);
    await expect(district.locator('option:checked')).toHaveText(name.district);
    await expect(subdistrict.locator('option:checked')).toHaveText(name.subdistrict);
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');

    await form.getByRole('button', { name: msg(lang, 'addressBook.save') }).click();
    await expect(list.getByText('Condo', { exact: true })).toBeVisible();
    // The list's address line is in the platform's Thai names, whatever the page language.
    await expect(list).toContainText(`${names.th.subdistrict} ${names.th.district} ${names.th.province} 10110`);
  });
}
