/**
 * The shipping step's checks (spec section 5 "Shipping dialog form"). Apart from shipping.ts because the
 * checks load the validators, which the campaign page fetches only when the shipping step opens; the body
 * posted for the redeem key is built in src/api/adapters/address.ts.
 */
import { validateShippingForm, type AddressErrors, type AddressForm } from './addressBook';

/** The 5 checked fields of the shipping dialog (first name, last name, contact number, address, location). */
export function validateShipping(form: AddressForm): AddressErrors {
  return validateShippingForm(form);
}
