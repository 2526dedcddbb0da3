/**
 * Typed default actors of the address block. Those that need the network or the browser are stubs; the
 * real ones are injected in src/flows/addressBlock/addressBlock.live.ts.
 */
import { fromPromise } from 'xstate';
import type { DistrictOption, LocationOption, PostcodeLists, SubDistrictOption } from '@/domain/address/location';
import type { DistrictChoice, GeoPosition, LocatedAddress } from './addressBlock.types';

/** GET /main/postcode {zip_code}. */
export const lookupPostcode = fromPromise<PostcodeLists, { zipcode: string }>(async () => {
  throw new Error('addressBlock.lookupPostcode is not provided');
});

/** The browser's current position (asks the geolocation permission). Rejects with code 'denied' on refusal. */
export const getPosition = fromPromise<GeoPosition, void>(async () => {
  throw new Error('addressBlock.getPosition is not provided');
});

/** GET /cart/userinfo {latitude, longitude}: the address block of a position. */
export const locateAddress = fromPromise<LocatedAddress, GeoPosition>(async () => {
  throw new Error('addressBlock.locateAddress is not provided');
});

/** GET /main/province: every province, for a member who does not know the zipcode. */
export const loadProvinces = fromPromise<LocationOption[], void>(async () => {
  throw new Error('addressBlock.loadProvinces is not provided');
});

/** GET /main/district {province_code}: the districts of the chosen province. */
export const loadDistricts = fromPromise<DistrictOption[], { provinceCode: string }>(async () => {
  throw new Error('addressBlock.loadDistricts is not provided');
});

/** GET /main/subdistrict {district_code}: the sub-districts of the chosen district, each with its zipcode. */
export const loadSubdistricts = fromPromise<SubDistrictOption[], DistrictChoice>(async () => {
  throw new Error('addressBlock.loadSubdistricts is not provided');
});
