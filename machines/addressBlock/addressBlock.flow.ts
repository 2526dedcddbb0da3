import { defineFlow } from '../flow';
import { addressBlockMachine } from './addressBlock.machine';

const lists10110 = {
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

const provinces = [
  { code: '10', nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' },
  { code: '50', nameTh: 'เชียงใหม่', nameEn: 'Chiang Mai' },
];
const districtsOf10 = [
  { code: '1033', nameTh: 'คลองเตย', nameEn: 'Khlong Toei', provinceCode: '10' },
  { code: '1039', nameTh: 'วัฒนา', nameEn: 'Watthana', provinceCode: '10' },
];
const subdistrictsOf1033 = [
  { code: '103301', nameTh: 'คลองเตย', nameEn: 'Khlong Toei', provinceCode: '10', districtCode: '1033', zipcode: '10110' },
  { code: '103302', nameTh: 'คลองตัน', nameEn: 'Khlong Tan', provinceCode: '10', districtCode: '1033', zipcode: '10110' },
];

const located = {
  zipcode: '10330', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1007', districtName: 'ปทุมวัน',
  districtNameEn: 'Pathum Wan', subDistrictCode: '100703', subDistrictName: 'ลุมพินี', subDistrictNameEn: 'Lumphini', address: '999 Rama I Rd',
};

/**
 * State identity: the state, whether a zipcode is complete (lookups only start at 5 digits) and the choice (a
 * sub-district chosen without a zipcode reaches `ready` with another district than a typed zipcode does).
 */
function serializeAddressBlockState(snapshot: ReturnType<typeof addressBlockMachine.resolveState>): string {
  const { zipcode, lists, selection } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, complete: zipcode.length === 5, hasLists: lists.provinces.length > 0, selection });
}

export const addressBlockFlow = defineFlow({
  id: 'addressBlock',
  title: 'Thai address block (zipcode → province, district, sub-district)',
  purpose:
    'Looks up a 5-digit zipcode, offers the provinces, districts and sub-districts with the first preselected, refilters on change, and fills itself from the current location; without a zipcode the member chooses province, district and sub-district, which fills the zipcode.',
  machine: addressBlockMachine,
  screen: true,
  input: {},
  inputs: { editing: { value: { zipcode: '10110', provinceCode: '10', districtCode: '1033', subDistrictCode: '103302' } } },
  events: {
    'ADDRESS.ZIPCODE_CHANGED': [{ value: '101' }, { value: '10110' }, { value: '99999' }],
    'ADDRESS.PROVINCE_SELECTED': [{ code: '10' }, { code: 'nope' }],
    'ADDRESS.DISTRICT_SELECTED': [{ code: '1033' }],
    'ADDRESS.SUBDISTRICT_SELECTED': [{ code: '103302' }],
    'ADDRESS.LOCATE': [{}],
    'ADDRESS.RETRY': [{}],
    'ADDRESS.BROWSE': [{}],
    'xstate.done.actor.lookupPostcode': [{ output: lists10110 }, { output: { provinces: [], districts: [], subdistricts: [] } }],
    'xstate.error.actor.lookupPostcode': [{ error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.getPosition': [{ output: { latitude: 13.7466, longitude: 100.5393 } }],
    'xstate.error.actor.getPosition': [{ error: { message: 'User denied Geolocation', status: 0, code: 'denied' } }, { error: { message: 'Position unavailable', status: 0, code: 'unavailable' } }],
    'xstate.done.actor.locateAddress': [{ output: located }, { output: { ...located, zipcode: '' } }],
    'xstate.error.actor.locateAddress': [{ error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.loadProvinces': [{ output: provinces }],
    'xstate.error.actor.loadProvinces': [{ error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.loadDistricts': [{ output: districtsOf10 }],
    'xstate.error.actor.loadDistricts': [{ error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.loadSubdistricts': [{ output: subdistrictsOf1033 }],
    'xstate.error.actor.loadSubdistricts': [{ error: { message: 'Server error', status: 500 } }],
  },
  serializeState: serializeAddressBlockState,
  limit: 200,
});
