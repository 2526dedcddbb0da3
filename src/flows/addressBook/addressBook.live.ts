/**
 * Real actors of the address books: GET /profile/me/addresses or /profile/me/taxes {type: invoice},
 * POST /profile/me/address or /profile/me/tax (payload in lower-case names, empty strings removed, plus
 * app_id), DELETE of the same paths {app_id, key}, and the Thai address block.
 */
import { fromPromise } from 'xstate';
import { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import type { DeleteAddressInput, SaveAddressInput } from '@machines/addressBook/addressBook.types';
import type { AppServices } from '@/flows/shared/services';
import { createAddressBlockLogic } from '@/flows/addressBlock/addressBlock.live';
import type { ModulesRequestBody } from '@/api/types';
import { unwrap } from '@/api/unwrap';
import { addressPayload, fromAddressRecord, type AddressForm, type AddressKind } from '@/domain/address/addressBook';

type Services = Pick<AppServices, 'clients' | 'settings'>;
type SaveBody = ModulesRequestBody<'saveAddress'>;

export function createLoadAddressesActor(services: Services) {
  return fromPromise<AddressForm[], { kind: AddressKind }>(async ({ input, signal }) => {
    const answer =
      input.kind === 'tax'
        ? unwrap(await services.clients.modules.GET('/profile/me/taxes', { params: { query: { type: 'invoice' } }, signal }))
        : unwrap(await services.clients.modules.GET('/profile/me/addresses', { signal }));
    return (answer.data ?? []).map((record) => fromAddressRecord(record, input.kind));
  });
}

export function createSaveAddressActor(services: Services) {
  return fromPromise<AddressForm, SaveAddressInput>(async ({ input, signal }) => {
    const body = { ...addressPayload(input.kind, input.form), app_id: services.settings.appId } as SaveBody;
    const answer =
      input.kind === 'tax'
        ? unwrap(await services.clients.modules.POST('/profile/me/tax', { body, signal }))
        : unwrap(await services.clients.modules.POST('/profile/me/address', { body, signal }));
    // The record answered; the typed form (with English names the record does not keep) otherwise.
    if (!answer.data) return input.form;
    const saved = fromAddressRecord(answer.data, input.kind);
    return { ...saved, location: { ...input.form.location, ...saved.location, provinceNameEn: input.form.location.provinceNameEn, districtNameEn: input.form.location.districtNameEn, subDistrictNameEn: input.form.location.subDistrictNameEn } };
  });
}

export function createDeleteAddressActor(services: Services) {
  return fromPromise<void, DeleteAddressInput>(async ({ input, signal }) => {
    const query = { app_id: services.settings.appId, key: input.key };
    if (input.kind === 'tax') unwrap(await services.clients.modules.DELETE('/profile/me/tax', { params: { query }, signal }));
    else unwrap(await services.clients.modules.DELETE('/profile/me/address', { params: { query }, signal }));
  });
}

/** The address-book chart (delivery or tax by input) with the real calls and the real address block. */
export function createAddressBookLogic(services: Services, geolocation?: Geolocation) {
  return addressBookMachine.provide({
    actors: {
      loadAddresses: createLoadAddressesActor(services),
      saveAddress: createSaveAddressActor(services),
      deleteAddress: createDeleteAddressActor(services),
      addressBlock: createAddressBlockLogic(services, geolocation),
    },
  });
}
