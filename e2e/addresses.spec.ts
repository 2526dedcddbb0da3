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
    test.setTimeout(90_000);
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
    // The refused Save takes the member to the first field to fix.
    await expect(form.getByLabel(msg(lang, 'addressBook.field.addressName'), { exact: true })).toBeFocused();

    await form.getByLabel(msg(lang, 'addressBook.field.addressName'), { exact: true }).fill('Office');
    await form.getByLabel(msg(lang, 'addressBook.field.firstName'), { exact: true }).fill('Somchai');
    await form.getByLabel(msg(lang, 'addressBook.field.lastName'), { exact: true }).fill('Jaidee');
    await form.getByLabel(msg(lang, 'addressBook.field.contactNumber'), { exact: true }).fill('0812345678');
    await form.getByLabel(msg(lang, 'addressBook.field.address'), { exact: true }).fill('88 Sukhumvit 21');
    // The optional parts (house number, soi, road...) are folded away on a new delivery address.
    const soi = form.getByLabel(msg(lang, 'addressBook.field.soi'), { exact: true });
    await expect(soi).toBeHidden();
    await form.getByText(msg(lang, 'addressBook.moreDetails'), { exact: true }).click();
    await soi.fill('Sukhumvit 21');
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
    await expect(edit.getByLabel(msg(lang, 'addressBook.field.soi'), { exact: true })).toHaveValue('Sukhumvit 21');
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

/**
 * The profile's Thai address block in `lang` (switching the page to English first) and its zipcode field,
 * once the saved profile address has filled it.
 */
async function profileAddressBlock(page: Page, lang: Lang) {
  if (lang === 'en') await switchLanguage(page, 'en');
  const block = page.getByRole('group', { name: msg(lang, 'address.block.legend'), exact: true });
  const zipcode = block.getByLabel(msg(lang, 'address.field.zipcode'), { exact: true });
  await expect(zipcode).toHaveValue(/\d{5}/);
  return { block, zipcode };
}

/** Near Siam, Bangkok: the sandbox answers the location call with the nearest store's postcode. */
const NEAR_BANGKOK = { latitude: 13.7462, longitude: 100.5347 };

test.describe("'Use my location' in the Thai address block (the profile address, phone)", () => {
  test('allowed: the block fills from the location call, in Thai and English', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(NEAR_BANGKOK);
    await page.goto('/login');
    await signIn(page);
    await page.goto('/profile/edit');
    for (const lang of ['th', 'en'] as const) {
      const { block, zipcode } = await profileAddressBlock(page, lang);
      await zipcode.fill('');
      const located = page.waitForResponse((r) => r.url().includes('/cart/userinfo'));
      await block.getByRole('button', { name: msg(lang, 'address.locate'), exact: true }).click();
      const response = await located;
      // The position of the page's geolocation went into the call.
      const query = new URL(response.url()).searchParams;
      expect(Number(query.get('latitude'))).toBeCloseTo(NEAR_BANGKOK.latitude, 3);
      expect(Number(query.get('longitude'))).toBeCloseTo(NEAR_BANGKOK.longitude, 3);
      const { data } = (await response.json()) as { data: Record<string, string> };
      expect(data.zipcode).toMatch(/^\d{5}$/);
      await expect(zipcode).toHaveValue(data.zipcode!);
      const chosen = (field: string) => block.getByLabel(msg(lang, field), { exact: true }).locator('option:checked');
      await expect(chosen('address.field.province')).toHaveText((lang === 'en' ? data.provinceNameEn : data.provinceName)!);
      await expect(chosen('address.field.district')).toHaveText((lang === 'en' ? data.districtNameEn : data.districtName)!);
      await expect(chosen('address.field.subdistrict')).toHaveText((lang === 'en' ? data.subDistrictNameEn : data.subDistrictName)!);
      await expect(block.getByRole('alert')).toHaveCount(0);
    }
  });

  test('refused: the translated message, the zipcode typed is kept, in Thai and English', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/login');
    await signIn(page);
    await page.goto('/profile/edit');
    for (const lang of ['th', 'en'] as const) {
      const { block, zipcode } = await profileAddressBlock(page, lang);
      const typed = await zipcode.inputValue();
      let called = false;
      page.on('request', (r) => {
        if (r.url().includes('/cart/userinfo')) called = true;
      });
      await block.getByRole('button', { name: msg(lang, 'address.locate'), exact: true }).click();
      await expect(block.getByRole('alert')).toHaveText(msg(lang, 'address.error.locationDenied'));
      await expect(zipcode).toHaveValue(typed);
      expect(called).toBe(false);
      await expectNoSeriousA11yViolations(page, 'fieldset');
    }
  });
});

test.describe('desktop (1280 px): the dropdown is an accessible listbox', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  for (const lang of ['en', 'th'] as const) {
    test(`tax invoice address book: a company with 10110, tax id checksum, keyboard listbox (${lang})`, async ({ page }) => {
      await page.goto('/login');
      if (lang === 'en') await switchLanguage(page, 'en');
      await signIn(page);
      const list = await openBook(page, lang, 'tax');
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await list.getByRole('button', { name: msg(lang, 'addressBook.addNew') }).click();
      const form = page.getByRole('dialog', { name: msg(lang, 'addressBook.tax.addTitle') });
      // Individual first: title and names; no company name.
      await expect(form.getByLabel(msg(lang, 'addressBook.field.companyName'), { exact: true })).toHaveCount(0);
      await form.getByRole('radio', { name: msg(lang, 'addressBook.personType.company') }).check();
      await expect(form.getByLabel(msg(lang, 'addressBook.field.firstName'), { exact: true })).toHaveCount(0);
      await form.getByLabel(msg(lang, 'addressBook.field.companyName'), { exact: true }).fill('Saengchan Trading');
      await form.getByLabel(msg(lang, 'addressBook.field.taxId'), { exact: true }).fill('1234567890123');
      await form.getByLabel(msg(lang, 'addressBook.field.contactNumber'), { exact: true }).fill('0812345678');
      await form.getByLabel(msg(lang, 'addressBook.field.email'), { exact: true }).fill('tax@example.com');
      await form.getByLabel(msg(lang, 'addressBook.field.number'), { exact: true }).fill('88');
      await form.getByLabel(msg(lang, 'address.field.zipcode'), { exact: true }).fill('10110');
      const province = form.getByRole('combobox', { name: msg(lang, 'address.field.province'), exact: true });
      await expect(province).toContainText(lang === 'en' ? 'Bangkok' : 'กรุงเทพมหานคร');
      // Keyboard: open the district listbox, move, choose.
      const district = form.getByRole('combobox', { name: msg(lang, 'address.field.district'), exact: true });
      await district.focus();
      await page.keyboard.press('Enter');
      const listbox = form.getByRole('listbox', { name: msg(lang, 'address.field.district'), exact: true });
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      const target = lang === 'en' ? 'Khlong Toei' : 'คลองเตย';
      await listbox.getByRole('option', { name: target, exact: true }).click();
      await expect(district).toContainText(target);
      await form.getByRole('button', { name: msg(lang, 'addressBook.save') }).click();
      // A company's tax id is refused as a tax ID, never as an ID card number.
      await expect(form.getByText(msg(lang, 'validation.taxId.invalid'))).toBeVisible();
      await expect(form.getByText(msg(lang, 'validation.nationalId.invalid'))).toHaveCount(0);
      await form.getByLabel(msg(lang, 'addressBook.field.taxId'), { exact: true }).fill('1234567890121');
      await form.getByRole('button', { name: msg(lang, 'addressBook.save') }).click();
      await expect(list.getByText('Saengchan Trading').first()).toBeVisible();
    });
  }

  test('Wi-Fi username and password: rules as the member types, both calls (en)', async ({ page }) => {
    await page.goto('/login');
    await switchLanguage(page, 'en');
    await signIn(page);
    await page.goto('/profile/usernamewifi');
    const username = page.getByLabel(msg('en', 'profile.wifi.username'), { exact: true });
    await expect(username).toHaveValue('somchai_wifi');
    await username.fill('new-wifi');
    await expect(page.getByText(msg('en', 'validation.wifi.characters'))).toBeVisible();
    await username.fill('new_wifi_01');
    await page.getByLabel(msg('en', 'profile.wifi.password'), { exact: true }).fill('Cafe_2025x');
    await page.getByLabel(msg('en', 'profile.wifi.confirm'), { exact: true }).fill('Cafe_2025');
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel(msg('en', 'profile.wifi.confirm'), { exact: true }).fill('Cafe_2025x');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: msg('en', 'profile.wifi.save') }).click();
    await expect(page.getByText(msg('en', 'profile.wifi.saved'))).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(msg('en', 'profile.wifi.username'), { exact: true })).toHaveValue('new_wifi_01');
  });
});
