/** Snapshot → view data of the shipping address dialog. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AddressErrors, AddressForm } from '@/domain/address/addressBook';
import type { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { shippingAddressMachine } from './shippingAddress.machine';

type Snapshot = SnapshotFrom<typeof shippingAddressMachine>;

export interface ShippingAddressView {
  open: boolean;
  form: AddressForm;
  errors: AddressErrors;
}

export function selectShippingAddressView(snapshot: Snapshot): ShippingAddressView {
  return { open: snapshot.matches('editing'), form: snapshot.context.form, errors: snapshot.context.errors };
}

/** The embedded Thai address block. */
export function selectShippingBlockRef(snapshot: Snapshot): ActorRefFrom<typeof addressBlockMachine> | undefined {
  return snapshot.children.addressBlock as ActorRefFrom<typeof addressBlockMachine> | undefined;
}
