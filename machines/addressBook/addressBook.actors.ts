/** Typed default actors of the address book; the real ones are injected in src/flows/addressBook/addressBook.live.ts. */
import { notProvided } from '../shared/provided';
import type { AddressForm, AddressKind } from '@/domain/address/addressBook';
import { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { DeleteAddressInput, SaveAddressInput } from './addressBook.types';

/** GET /profile/me/addresses or GET /profile/me/taxes {type: invoice}. */
export const loadAddresses = notProvided<AddressForm[], { kind: AddressKind }>('addressBook.loadAddresses');

/** POST /profile/me/address or /profile/me/tax (create, or update with the record key). */
export const saveAddress = notProvided<AddressForm, SaveAddressInput>('addressBook.saveAddress');

/** DELETE /profile/me/address or /profile/me/tax {app_id, key}. */
export const deleteAddress = notProvided<void, DeleteAddressInput>('addressBook.deleteAddress');

/** The embedded Thai address block (its own stubs until provided). */
export const addressBlock = addressBlockMachine;
