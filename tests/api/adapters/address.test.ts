/**
 * The address adapter: wire location lists become the block's options, de-duplicated by English name (spec
 * section 7); the bodies posted for a redeem key and the profile's shipping address (spec sections 3, 5
 * "Empty strings are removed", 7 "Redeem").
 */
import { describe, expect, it } from 'vitest';
import {
  addressFromWire, addressSaveBody, districtsFromWire, postcodeListsFromWire, profileShippingBody, provincesFromWire, redeemAddressBody,
  subdistrictsFromWire,
} from '@/api/adapters/address';
import { shippingRedeemParams } from '@/domain/address/shipping';
import { home } from '../../campaign/shipping.fixtures';
import { uniqueByEnglishName } from '@/domain/address/location';

const bangkok = { code: '10', name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok' };
const sub = (code: string, nameEn: string, district = '1033', zip = '10110') => ({
  code, name_th: nameEn, name_en: nameEn, province_code: '10', district_code: district, city: '', zip_code: zip,
});

describe('address adapter', () => {
  it('maps the postcode answer and keeps the first of each English name (one row per sub-district on the wire)', () => {
    const lists = postcodeListsFromWire({
      provinces: [bangkok, { ...bangkok }, { ...bangkok, name_en: ' bangkok ' }],
      districts: [
        { code: '1033', name_th: 'คลองเตย', name_en: 'Khlong Toei', province_code: '10' },
        { code: '1033', name_th: 'คลองเตย', name_en: 'Khlong Toei', province_code: '10' },
        { code: '1039', name_th: 'วัฒนา', name_en: 'Watthana', province_code: '10' },
      ],
      subdistricts: [sub('100901', 'Khlong Toei'), sub('100999', 'KHLONG  TOEI'), sub('100902', 'Khlong Tan')],
    });
    expect(lists.provinces).toEqual([{ code: '10', nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' }]);
    expect(lists.districts.map((d) => d.code)).toEqual(['1033', '1039']);
    expect(lists.subdistricts.map((s) => s.code)).toEqual(['100901', '100902']);
    expect(lists.subdistricts[0]).toEqual({ code: '100901', nameTh: 'Khlong Toei', nameEn: 'Khlong Toei', provinceCode: '10', districtCode: '1033', zipcode: '10110' });
  });

  it('keeps two districts of the same English name in different provinces', () => {
    const lists = uniqueByEnglishName({
      provinces: [],
      districts: [
        { code: '1001', nameTh: 'เมือง', nameEn: 'Mueang', provinceCode: '10' },
        { code: '5001', nameTh: 'เมือง', nameEn: 'Mueang', provinceCode: '50' },
      ],
      subdistricts: [],
    });
    expect(lists.districts).toHaveLength(2);
  });

  it('gives empty lists for no data', () => {
    expect(postcodeListsFromWire(undefined)).toEqual({ provinces: [], districts: [], subdistricts: [] });
    expect(provincesFromWire(null)).toEqual([]);
  });

  it('maps the province, district and sub-district lists; a sub-district without a zipcode is left out', () => {
    expect(provincesFromWire([bangkok, bangkok])).toHaveLength(1);
    expect(districtsFromWire([{ code: '1033', name_th: 'คลองเตย', name_en: 'Khlong Toei', province_code: '10' }])).toEqual([
      { code: '1033', nameTh: 'คลองเตย', nameEn: 'Khlong Toei', provinceCode: '10' },
    ]);
    expect(subdistrictsFromWire([sub('100901', 'Khlong Toei'), sub('100902', 'Khlong Tan', '1033', '')]).map((s) => s.code)).toEqual(['100901']);
  });
});

describe('redeem address body', () => {
  it('a typed address: no key is sent, even if the form carried one; the post has the codes and names of every level', () => {
    const typed = { ...home, key: 'stale', addressName: '' };
    expect(shippingRedeemParams({ source: 'typed', form: typed })).not.toHaveProperty('address_key');
    const payload = redeemAddressBody({ source: 'typed', form: typed }, 'app-1');
    expect(payload).not.toHaveProperty('key');
    expect(payload).not.toHaveProperty('isdefault');
    expect(payload).not.toHaveProperty('addressname');
    expect(payload).toEqual(
      expect.objectContaining({
        firstname: 'Somchai', lastname: 'Jaidee', contact_number: '0812345678', address: '99/1 Sukhumvit 21', zipcode: '10110',
        province_code: '10', district_code: '1039', subdistrict_code: '103901', subdistrict_name: 'คลองเตยเหนือ',
      }),
    );
    expect(Object.values(payload)).not.toContain('');
  });

  it('a saved address is posted with its key', () => {
    expect(redeemAddressBody({ source: 'saved', form: home }, 'app-1').key).toBe('addr-1');
  });
});

describe('the profile shipping address (spec section 3 "Shipping address (profile)")', () => {
  it('reads the Shipping-prefixed fields when a shipping zipcode exists, else the plain ones; the body has shipping_* fields without empties', async () => {
    const { shippingContactOf, shippingForm: form } = await import('@/domain/address/shipping');
    const profile = { firstName: 'A', zipcode: '10110', address: 'home', ShippingZipcode: '83000', ShippingFirstName: 'Malee', ShippingAddress: '48 Thalang', ShippingProvinceCode: '83' };
    const c = shippingContactOf(profile);
    expect(c).toMatchObject({ firstName: 'Malee', address: '48 Thalang', location: expect.objectContaining({ zipcode: '83000', provinceCode: '83' }) });
    expect(shippingContactOf({ firstName: 'A', zipcode: '10110', address: 'home' })).toMatchObject({ firstName: 'A', address: 'home', location: expect.objectContaining({ zipcode: '10110' }) });
    const body = profileShippingBody(form(c));
    expect(body).toMatchObject({ shipping_firstname: 'Malee', shipping_address: '48 Thalang', shipping_zipcode: '83000', shipping_province_code: '83' });
    expect(Object.values(body)).not.toContain('');
  });
});

describe('address book records and save bodies', () => {
  it('a record becomes a form: the default flag of its kind, a tax id from the ID card, unknown titles and person types left out', () => {
    const record = {
      RowKey: 'r-1', FirstName: 'Malee', LastName: 'Sukjai', ContactNumber: '0898765432', Zipcode: '10110', ProvinceCode: '10',
      IsDefault: true, IsDefaultTax: false, PersonType: '' as const, Title: '' as const, IdCard: '1234567890121', Latitude: 13.7, Longitude: null,
    };
    const delivery = addressFromWire(record, 'delivery');
    expect(delivery).toMatchObject({ key: 'r-1', isDefault: true, firstName: 'Malee', personType: '', title: '', taxId: '1234567890121', latitude: 13.7 });
    expect(delivery.location).toMatchObject({ zipcode: '10110', provinceCode: '10', districtCode: '' });
    expect(delivery).not.toHaveProperty('longitude');
    expect(addressFromWire(record, 'tax')).toMatchObject({ isDefault: false, personType: 'individual' });
  });

  it('the save body of each kind carries the app id and the kind\'s type, without empty strings', () => {
    const delivery = addressSaveBody('delivery', home, 'app-1');
    expect(delivery).toMatchObject({ app_id: 'app-1', type: 'shipping', key: 'addr-1', isdefault: true, addressname: 'Home', zipcode: '10110' });
    const tax = addressSaveBody('tax', { ...home, personType: 'company', companyName: 'Saengchan Co., Ltd.' }, 'app-1');
    expect(tax).toMatchObject({ app_id: 'app-1', type: 'invoice', istax: true, isdefaulttax: true, persontype: 'company', name: 'Saengchan Co., Ltd.', taxzipcode: '10110' });
    expect(tax).not.toHaveProperty('isdefault');
    for (const body of [delivery, tax]) expect(Object.values(body)).not.toContain('');
  });
});
