/**
 * The shipping step's checks and the body posted for the redeem key (spec sections 5 "Shipping dialog
 * form", "Empty strings are removed", 7 "Redeem"). Apart from shipping.ts because the checks load the
 * validators, which the campaign page fetches only when the shipping step opens.
 */
import { deliveryPayload, validateShippingForm, type AddressErrors, type AddressForm, type AddressPayload } from './addressBook';
import type { ShippingAddress } from './shipping';

/** The 5 checked fields of the shipping dialog (first name, last name, contact number, address, location). */
export function validateShipping(form: AddressForm): AddressErrors {
  return validateShippingForm(form);
}

/**
 * The body of POST /redeem/{redeemKey}/address (the delivery payload in lower-case names, empty strings
 * removed; `key` names the saved record when there is one). The default flag belongs to the book, not to
 * a parcel, so it is not sent.
 */
export function shippingAddressPayload(shipping: ShippingAddress): Partial<AddressPayload> {
  const { isdefault: _default, ...payload } = deliveryPayload(shipping.source === 'saved' ? shipping.form : { ...shipping.form, key: '' });
  return payload;
}
