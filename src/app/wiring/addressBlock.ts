/**
 * Real actors of the Thai address block: GET /main/postcode for the lists, the browser's geolocation for
 * 'Use my location' (permission asked by the browser), and GET /cart/userinfo for the address of that
 * position. Forms that embed the block provide `addressBlock: createAddressBlockLogic(services)`.
 */
import { fromPromise } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { GeoPosition, LocatedAddress } from '@machines/addressBlock/addressBlock.types';
import type { AppServices } from '@/app/services';
import { unwrap } from '@/api/unwrap';
import { ApiCallError } from '@/domain/apiError';
import { EMPTY_LOCATION, type PostcodeLists } from '@/domain/address/location';

/** How long the browser may look for a position once allowed. */
export const POSITION_TIMEOUT_MS = 10000;

type Services = Pick<AppServices, 'clients' | 'settings'>;

export function createLookupPostcodeActor(services: Services) {
  return fromPromise<PostcodeLists, { zipcode: string }>(async ({ input, signal }) => {
    const data = unwrap(await services.clients.modules.GET('/main/postcode', { params: { query: { zip_code: input.zipcode } }, signal })).data;
    return {
      provinces: (data?.provinces ?? []).map((p) => ({ code: p.code, nameTh: p.name_th, nameEn: p.name_en })),
      districts: (data?.districts ?? []).map((d) => ({ code: d.code, nameTh: d.name_th, nameEn: d.name_en, provinceCode: d.province_code })),
      subdistricts: (data?.subdistricts ?? []).map((s) => ({
        code: s.code, nameTh: s.name_th, nameEn: s.name_en, provinceCode: s.province_code, districtCode: s.district_code, zipcode: s.zip_code,
      })),
    };
  });
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
    },
  });
}
