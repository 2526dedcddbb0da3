import type { ApiError } from '@/domain/apiError';
import type { AddressErrors, AddressForm } from '@/domain/address/addressBook';
import type { LocationValue } from '@/domain/address/location';

/** The shipping dialog's text fields (the 5 checked fields are these 4 and the location block). */
export type ShippingField = 'firstName' | 'lastName' | 'contactNumber' | 'address';

export interface ShippingAddressInput {
  /** The form it opens with: what was typed last time, or the member's contact details. */
  form: AddressForm;
  /** Whether "save as my shipping address" starts ticked (what the member chose last time). */
  saveToProfile?: boolean;
}

export interface ShippingAddressContext {
  form: AddressForm;
  errors: AddressErrors;
  /** Errors show only after the first OK, then follow the typing. */
  submitAttempted: boolean;
  /** "Save as my shipping address": OK also stores it on the profile (POST /profile/me/shipping). */
  saveToProfile: boolean;
  /** Why storing it on the profile failed (the dialog stays open with Try again and Continue). */
  failure?: ApiError;
}

export type ShippingAddressEvent =
  | { type: 'SHIPPING.FIELD_CHANGED'; field: ShippingField; value: string }
  | { type: 'SHIPPING.SUBMIT' }
  | { type: 'SHIPPING.CANCEL' }
  | { type: 'SHIPPING.SAVE_TO_PROFILE_TOGGLED'; value: boolean }
  /** After a failed profile save: try it again, or go on with the address without saving it. */
  | { type: 'SHIPPING.RETRY' }
  | { type: 'SHIPPING.CONTINUE' }
  /** From the embedded Thai address block (its child `addressBlock`). */
  | { type: 'ADDRESS.CHANGED'; value: LocationValue };

/** What the dialog hands back: the valid address on OK; on Cancel, what was typed (kept for next time). */
export type ShippingAddressOutput =
  | { status: 'ok'; form: AddressForm; saveToProfile?: boolean }
  | { status: 'cancelled'; form: AddressForm; saveToProfile?: boolean };

export type ShippingAddressTag = 'busy' | 'slow';
