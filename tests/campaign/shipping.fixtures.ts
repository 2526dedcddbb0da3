import { emptyAddressForm, type AddressForm } from '@/domain/address/addressBook';
import type { LocationValue } from '@/domain/address/location';

export const location10110: LocationValue = {
  zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1039', districtName: 'วัฒนา',
  districtNameEn: 'Watthana', subDistrictCode: '103901', subDistrictName: 'คลองเตยเหนือ', subDistrictNameEn: 'Khlong Toei Nuea',
};

export const home: AddressForm = {
  ...emptyAddressForm('delivery'), key: 'addr-1', isDefault: true, addressName: 'Home', firstName: 'Somchai', lastName: 'Jaidee',
  contactNumber: '0812345678', address: '99/1 Sukhumvit 21', location: location10110,
};
