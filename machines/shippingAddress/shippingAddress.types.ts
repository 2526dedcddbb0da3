import type { AddressErrors, AddressForm } from '@/domain/address/addressBook';
import type { LocationValue } from '@/domain/address/location';

/** The shipping dialog's text fields (the 5 checked fields are these 4 and the location block). */
export type ShippingField = 'firstName' | 'lastName' | 'contactNumber' | 'address';

export interface ShippingAddressInput {
  /** The form it opens with: what was typed last time, or the member's contact details. */
  form: AddressForm;
}

export interface ShippingAddressContext {
  form: AddressForm;
  errors: AddressErrors;
  /** Errors show only after the first OK, then follow the typing. */
  submitAttempted: boolean;
}

export type ShippingAddressEvent =
  | { type: 'SHIPPING.FIELD_CHANGED'; field: ShippingField; value: string }
  | { type: 'SHIPPING.SUBMIT' }
  | { type: 'SHIPPING.CANCEL' }
  /** From the embedded Thai address block (its child `addressBlock`). */
  | { type: 'ADDRESS.CHANGED'; value: LocationValue };

/** What the dialog hands back: the valid address on OK; on Cancel, what was typed (kept for next time). */
export type ShippingAddressOutput = { status: 'ok'; form: AddressForm } | { status: 'cancelled'; form: AddressForm };
