import { defineFlow } from '../flow';
import { addressBookMachine } from './addressBook.machine';
import type { AddressForm } from '@/domain/address/addressBook';
import { emptyAddressForm } from '@/domain/address/addressBook';

const location10110 = {
  zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1039', districtName: 'วัฒนา',
  districtNameEn: 'Watthana', subDistrictCode: '103901', subDistrictName: 'คลองเตยเหนือ', subDistrictNameEn: 'Khlong Toei Nuea',
};

const home: AddressForm = {
  ...emptyAddressForm('delivery'), key: 'addr-1', isDefault: true, addressName: 'Home', firstName: 'Somchai', lastName: 'Jaidee',
  contactNumber: '0812345678', address: '99/1 Sukhumvit 21', location: location10110,
};

/** State identity: the state, whether the typed form is valid, and whether entries are loaded. */
function serializeAddressBookState(snapshot: ReturnType<typeof addressBookMachine.resolveState>): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    entries: context.entries.length > 0,
    filled: context.form.firstName !== '' && context.form.location.zipcode !== '',
  });
}

export const addressBookFlow = defineFlow({
  id: 'addressBook',
  title: 'Delivery and tax-invoice address books',
  purpose: 'Lists, adds, edits and deletes delivery or tax-invoice addresses through the list, form, confirm, loading and alert dialogs of spec section 4.',
  machine: addressBookMachine,
  screen: true,
  input: { kind: 'delivery' },
  inputs: {
    tax: { kind: 'tax' },
    pickForShipping: { kind: 'delivery', pickable: true, hideAfterUpdate: true },
    addDirectly: { kind: 'delivery', start: 'add' },
    pickFromRead: { kind: 'delivery', pickable: true, hideAfterUpdate: true, entries: [home] },
  },
  events: {
    'xstate.done.actor.loadAddresses': [{ output: [home] }, { output: [] }],
    'xstate.error.actor.loadAddresses': [{ error: { message: 'Server error', status: 500 } }],
    'BOOK.ADD': [{}],
    'BOOK.EDIT': [{ key: 'addr-1' }],
    'BOOK.DELETE': [{ key: 'addr-1' }],
    'BOOK.PICK': [{ key: 'addr-1' }],
    'BOOK.CLOSE': [{}],
    'BOOK.RETRY': [{}],
    'FORM.FIELD_CHANGED': [
      { field: 'firstName', value: 'Somchai' },
      { field: 'lastName', value: 'Jaidee' },
      { field: 'addressName', value: 'Home' },
      { field: 'contactNumber', value: '0812345678' },
      { field: 'address', value: '99/1 Sukhumvit 21' },
    ],
    'FORM.DEFAULT_TOGGLED': [{ value: true }],
    'ADDRESS.CHANGED': [{ value: location10110 }],
    'FORM.SAVE': [{}],
    'FORM.CANCEL': [{}],
    'xstate.done.actor.saveAddress': [{ output: home }],
    'xstate.error.actor.saveAddress': [{ error: { message: 'Server error', status: 500, id: 1234 } }],
    'DELETE.CONFIRM': [{}],
    'DELETE.CANCEL': [{}],
    'xstate.done.actor.deleteAddress': [{ output: undefined }],
    'xstate.error.actor.deleteAddress': [{ error: { message: 'Server error', status: 500 } }],
    'ALERT.OK': [{}],
  },
  serializeState: serializeAddressBookState,
  limit: 400,
});
