/** Typed default actors of the shipping dialog; the app provides the real ones (src/flows/redeem/shippingStep.live.ts). */
import { notProvided } from '../shared/provided';
import type { AddressForm } from '@/domain/address/addressBook';

export { addressBlockMachine as addressBlock } from '../addressBlock/addressBlock.machine';

/** POST /profile/me/shipping with the shipping_* fields (spec section 3 "Shipping address (profile)"). */
export const updateShipping = notProvided<void, { form: AddressForm }>('shippingAddress.updateShipping');
