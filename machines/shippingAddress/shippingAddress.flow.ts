import { defineFlow } from '../flow';
import { emptyAddressForm } from '@/domain/address/addressBook';
import { shippingAddressMachine } from './shippingAddress.machine';

const location10110 = {
  zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1039', districtName: 'วัฒนา',
  districtNameEn: 'Watthana', subDistrictCode: '103901', subDistrictName: 'คลองเตยเหนือ', subDistrictNameEn: 'Khlong Toei Nuea',
};

export const shippingAddressFlow = defineFlow({
  id: 'shippingAddress',
  title: 'Shipping address dialog',
  purpose: 'Asks where a delivered reward goes: first name, last name, contact number, address and the Thai address block; OK checks the 5 fields (errors only after a submit attempt) and returns the address, first storing it as the profile\'s shipping address when "save as my shipping address" is ticked (a failure offers Try again or Continue without saving); Cancel keeps what was typed for next time.',
  machine: shippingAddressMachine,
  screen: true,
  input: { form: { ...emptyAddressForm('delivery'), firstName: 'Somchai', lastName: 'Jaidee', contactNumber: '0812345678' } },
  inputs: { empty: { form: emptyAddressForm('delivery') } },
  events: {
    'SHIPPING.FIELD_CHANGED': [
      { field: 'address', value: '99/1 Sukhumvit 21' },
      { field: 'firstName', value: 'Somchai' },
      { field: 'contactNumber', value: '' },
    ],
    'ADDRESS.CHANGED': [{ value: location10110 }],
    'SHIPPING.SUBMIT': [{}],
    'SHIPPING.CANCEL': [{}],
    'SHIPPING.SAVE_TO_PROFILE_TOGGLED': [{ value: true }, { value: false }],
    'SHIPPING.RETRY': [{}],
    'SHIPPING.CONTINUE': [{}],
    'xstate.done.actor.updateShipping': [{ output: undefined }],
    'xstate.error.actor.updateShipping': [{ error: { message: 'Server error', status: 500, id: 1500 } }],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      attempted: snapshot.context.submitAttempted,
      save: snapshot.context.saveToProfile,
      errors: Object.keys(snapshot.context.errors).sort(),
    }),
  limit: 300,
});
