/**
 * The redeem shipping step's charts with their real calls, fetched by the campaign page only when a
 * delivered campaign's shipping step opens (a separate chunk: the address book, the shipping dialog,
 * the Thai address block and the form checks do not weigh on the campaign page): the delivery address
 * book in pick mode (src/app/wiring/addressBook.ts) and the shipping dialog with the address block
 * (src/app/wiring/addressBlock.ts).
 */
import type { AppServices } from '@/app/services';
import { createAddressBlockLogic } from '@/app/wiring/addressBlock';
import { createAddressBookLogic } from '@/app/wiring/addressBook';
import type { ShippingStepLogic } from '@machines/redeemButton/redeemButton.types';
import { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';

export function createShippingStepLogic(services: Pick<AppServices, 'clients' | 'settings'>, geolocation?: Geolocation): ShippingStepLogic {
  return {
    addressBook: createAddressBookLogic(services, geolocation),
    shippingAddress: shippingAddressMachine.provide({ actors: { addressBlock: createAddressBlockLogic(services, geolocation) } }),
  };
}
