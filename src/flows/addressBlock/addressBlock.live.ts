/**
 * Real actors of the Thai address block: GET /main/postcode for the lists (de-duplicated by English name in
 * the adapter), GET /main/province, /main/district and /main/subdistrict for a member who chooses without a
 * zipcode, the browser's geolocation for
 * 'Use my location' (permission asked by the browser), and GET /cart/userinfo for the address of that
 * position. Forms that embed the block provide `addressBlock: createAddressBlockLogic(services)`.
 */
import { fromPromise } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { DistrictChoice, GeoPosition, LocatedAddress } from '@machines/addressBlock/addressBlock.types';
import type { AppServices } from '@/flows/shared/services';
import { unwrap } from '@/api/unwrap';
import { ApiCallError } from '@/domain/apiError';
import { districtsFromWire, postcodeListsFromWire, provincesFromWire, subdistrictsFromWire } from '@/api/adapters/address';
import { EMPTY_LOCATION, type DistrictOption, type LocationOption, type PostcodeLists, type SubDistrictOption } from '@/domain/address/location';

/** How long the browser may look for a position once allowed. */
export const POSITION_TIMEOUT_MS = 10000;

type Services = Pick<AppServices, 'clients' | 'settings'>;

export function createLookupPostcodeActor(services: Services) {
  return fromPromise<PostcodeLists, { zipcode: string }>(async ({ input, signal }) => {
    const data = unwrap(await services.clients.modules.GET('/main/postcode', { params: { query: { zip_code: input.zipcode } }, signal })).data;
    return postcodeListsFromWire(data);
  });
}

export function createLoadProvincesActor(services: Services) {
  return fromPromise<LocationOption[], void>(async ({ signal }) =>
    provincesFromWire(unwrap(await services.clients.modules.GET('/main/province', { signal })).data));
}

export function createLoadDistrictsActor(services: Services) {
  return fromPromise<DistrictOption[], { provinceCode: string }>(async ({ input, signal }) =>
    districtsFromWire(unwrap(await services.clients.modules.GET('/main/district', { params: { query: { province_code: input.provinceCode } }, signal })).data));
}

export function createLoadSubdistrictsActor(services: Services) {
  return fromPromise<SubDistrictOption[], DistrictChoice>(async ({ input, signal }) =>
    subdistrictsFromWire(unwrap(await services.clients.modules.GET('/main/subdistrict', { params: { query: { district_code: input.districtCode } }, signal })).data));
}

/** The browser's position; a refused permission rejects with code 'denied'. */
export function createGetPositionActor(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return fromPromise<GeoPosition, void>(
    ({ signal }) =>
      new Promise<GeoPosition>((resolve, reject) => {
        if (!geolocation) {
          reject(new ApiCallError({ message: 'Geolocation is not available', status: 0, code: 'unavailable' }));
          return;
        }
        let settled = false;
        signal.addEventListener('abort', () => {
          settled = true;
        });
        geolocation.getCurrentPosition(
          (position) => {
            if (!settled) resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
          },
          (error) => {
            if (settled) return;
            const denied = error.code === error.PERMISSION_DENIED;
            reject(new ApiCallError({ message: error.message, status: 0, code: denied ? 'denied' : 'unavailable' }));
          },
          { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 60000 },
        );
      }),
  );
}

export function createLocateAddressActor(services: Services) {
  return fromPromise<LocatedAddress, GeoPosition>(async ({ input, signal }) => {
    const data = unwrap(
      await services.clients.cart.GET('/cart/userinfo', {
        params: { query: { app_id: services.settings.appId, latitude: input.latitude, longitude: input.longitude } },
        signal,
      }),
    ).data;
    return { ...EMPTY_LOCATION, ...Object.fromEntries(Object.entries(data ?? {}).filter(([, v]) => typeof v === 'string')) };
  });
}

/** The address block with the real calls. */
export function createAddressBlockLogic(services: Services, geolocation?: Geolocation) {
  return addressBlockMachine.provide({
    actors: {
      lookupPostcode: createLookupPostcodeActor(services),
      getPosition: createGetPositionActor(geolocation),
      locateAddress: createLocateAddressActor(services),
      loadProvinces: createLoadProvincesActor(services),
      loadDistricts: createLoadDistrictsActor(services),
      loadSubdistricts: createLoadSubdistrictsActor(services),
    },
  });
}
