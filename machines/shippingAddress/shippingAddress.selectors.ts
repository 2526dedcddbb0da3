/** Snapshot → view data of the shipping address dialog. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { AddressErrors, AddressForm } from '@/domain/address/addressBook';
import type { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { shippingAddressMachine } from './shippingAddress.machine';

type Snapshot = SnapshotFrom<typeof shippingAddressMachine>;

export interface ShippingAddressView {
  open: boolean;
  form: AddressForm;
  errors: AddressErrors;
  saveToProfile: boolean;
  /** OK and the "save as my shipping address" box answer (not while saving or after a failed save). */
  canSubmit: boolean;
  canToggleSave: boolean;
  /** Storing it on the profile is under way (OK disabled), and taking longer than usual. */
  saving: boolean;
  slow: boolean;
  /** Storing it on the profile failed: the message with Try again and Continue without saving. */
  failure?: ApiError;
}

export function selectShippingAddressView(snapshot: Snapshot): ShippingAddressView {
  const c = snapshot.context;
  return {
    open: snapshot.matches('open'),
    form: c.form,
    errors: c.errors,
    saveToProfile: c.saveToProfile,
    canSubmit: snapshot.can({ type: 'SHIPPING.SUBMIT' }),
    canToggleSave: snapshot.can({ type: 'SHIPPING.SAVE_TO_PROFILE_TOGGLED', value: !c.saveToProfile }),
    saving: snapshot.hasTag('busy'),
    slow: snapshot.hasTag('slow'),
    failure: snapshot.matches({ open: 'saveFailed' }) ? c.failure : undefined,
  };
}

/** The embedded Thai address block. */
export function selectShippingBlockRef(snapshot: Snapshot): ActorRefFrom<typeof addressBlockMachine> | undefined {
  return snapshot.children.addressBlock as ActorRefFrom<typeof addressBlockMachine> | undefined;
}
