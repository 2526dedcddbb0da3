/** The address adapter: wire location lists become the block's options, de-duplicated by English name (spec section 7). */
import { describe, expect, it } from 'vitest';
import { districtsFromWire, postcodeListsFromWire, provincesFromWire, subdistrictsFromWire } from '@/api/adapters/address';
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
