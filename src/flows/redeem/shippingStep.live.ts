/**
 * The redeem shipping step's charts with their real calls, fetched by the campaign page only when a
 * delivered campaign's shipping step opens (a separate chunk: the address book, the shipping dialog,
 * the Thai address block and the form checks do not weigh on the campaign page): the delivery address
 * book in pick mode (src/flows/addressBook/addressBook.live.ts) and the shipping dialog with the address block
 * (src/flows/addressBlock/addressBlock.live.ts), whose "save as my shipping address" posts POST /profile/me/shipping and
 * has the session reload the profile; and the mapping of the saved addresses the step reads first.
 */
import { fromPromise } from 'xstate';
import type { AppServices } from '@/flows/shared/services';
import { unwrap } from '@/api/unwrap';
import type { AddressForm } from '@/domain/address/addressBook';
import { addressFromWire, profileShippingBody, type WireAddressRecord } from '@/api/adapters/address';
import { createAddressBlockLogic } from '@/flows/addressBlock/addressBlock.live';
import { createAddressBookLogic } from '@/flows/addressBook/addressBook.live';
import { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';

type Services = Pick<AppServices, 'clients' | 'settings'> & { session: { send(event: { type: 'SESSION.PROFILE_REFRESH' }): void } };

export function createShippingStepLogic(services: Services, geolocation?: Geolocation) {
  return {
    /** The records of GET /profile/me/addresses as the member's saved delivery addresses. */
    savedAddresses: (records: readonly WireAddressRecord[] = []): AddressForm[] => records.map((record) => addressFromWire(record, 'delivery')),
    addressBook: createAddressBookLogic(services, geolocation),
    shippingAddress: shippingAddressMachine.provide({
      actors: {
        addressBlock: createAddressBlockLogic(services, geolocation),
        updateShipping: fromPromise<void, { form: AddressForm }>(async ({ input, signal }) => {
          unwrap(await services.clients.modules.POST('/profile/me/shipping', { body: profileShippingBody(input.form), signal }));
        }),
      },
      actions: { refreshMember: () => services.session.send({ type: 'SESSION.PROFILE_REFRESH' }) },
    }),
  };
}
