import type { PostcodeLists } from '@/domain/address/location';

/** 10110 as the sandbox's geography answers it, cut down: one province, two districts, three sub-districts. */
export const lists10110: PostcodeLists = {
  provinces: [{ code: '10', nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' }],
  districts: [
    { code: '1039', nameTh: 'วัฒนา', nameEn: 'Watthana', provinceCode: '10' },
    { code: '1033', nameTh: 'คลองเตย', nameEn: 'Khlong Toei', provinceCode: '10' },
  ],
  subdistricts: [
    { code: '103901', nameTh: 'คลองเตยเหนือ', nameEn: 'Khlong Toei Nuea', provinceCode: '10', districtCode: '1039', zipcode: '10110' },
    { code: '103301', nameTh: 'คลองเตย', nameEn: 'Khlong Toei', provinceCode: '10', districtCode: '1033', zipcode: '10110' },
    { code: '103302', nameTh: 'คลองตัน', nameEn: 'Khlong Tan', provinceCode: '10', districtCode: '1033', zipcode: '10110' },
  ],
};

/** A zipcode shared by two provinces (made up), to check province refiltering. */
export const twoProvinces: PostcodeLists = {
  provinces: [
    { code: '50', nameTh: 'เชียงใหม่', nameEn: 'Chiang Mai' },
    { code: '51', nameTh: 'ลำพูน', nameEn: 'Lamphun' },
  ],
  districts: [
    { code: '5001', nameTh: 'เมืองเชียงใหม่', nameEn: 'Mueang Chiang Mai', provinceCode: '50' },
    { code: '5101', nameTh: 'เมืองลำพูน', nameEn: 'Mueang Lamphun', provinceCode: '51' },
    { code: '5102', nameTh: 'แม่ทา', nameEn: 'Mae Tha', provinceCode: '51' },
  ],
  subdistricts: [
    { code: '500101', nameTh: 'ศรีภูมิ', nameEn: 'Si Phum', provinceCode: '50', districtCode: '5001', zipcode: '50000' },
    { code: '510101', nameTh: 'ในเมือง', nameEn: 'Nai Mueang', provinceCode: '51', districtCode: '5101', zipcode: '50000' },
    { code: '510201', nameTh: 'ทากาศ', nameEn: 'Tha Kat', provinceCode: '51', districtCode: '5102', zipcode: '50000' },
  ],
};
