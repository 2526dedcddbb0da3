/** Typed default actors of the address book; the real ones are injected in src/flows/addressBook/addressBook.live.ts. */
import { fromPromise } from 'xstate';
import type { AddressForm, AddressKind } from '@/domain/address/addressBook';
import { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { DeleteAddressInput, SaveAddressInput } from './addressBook.types';

/** GET /profile/me/addresses or GET /profile/me/taxes {type: invoice}. */
export const loadAddresses = fromPromise<AddressForm[], { kind: AddressKind }>(async () => {
  throw new Error('addressBook.loadAddresses is not provided');
});

/** POST /profile/me/address or /profile/me/tax (create, or update with the record key). */
export const saveAddress = fromPromise<AddressForm, SaveAddressInput>(async () => {
  throw new Error('addressBook.saveAddress is not provided');
});

/** DELETE /profile/me/address or /profile/me/tax {app_id, key}. */
export const deleteAddress = fromPromise<void, DeleteAddressInput>(async () => {
  throw new Error('addressBook.deleteAddress is not provided');
});

/** The embedded Thai address block (its own stubs until provided). */
export const addressBlock = addressBlockMachine;
