/**
 * Typed default actors of the address block. Those that need the network or the browser are stubs; the
 * real ones are injected in src/flows/addressBlock/addressBlock.live.ts.
 */
import { notProvided } from '../shared/provided';
import type { DistrictOption, LocationOption, PostcodeLists, SubDistrictOption } from '@/domain/address/location';
import type { DistrictChoice, GeoPosition, LocatedAddress } from './addressBlock.types';

/** GET /main/postcode {zip_code}. */
export const lookupPostcode = notProvided<PostcodeLists, { zipcode: string }>('addressBlock.lookupPostcode');

/** The browser's current position (asks the geolocation permission). Rejects with code 'denied' on refusal. */
export const getPosition = notProvided<GeoPosition, void>('addressBlock.getPosition');

/** GET /cart/userinfo {latitude, longitude}: the address block of a position. */
export const locateAddress = notProvided<LocatedAddress, GeoPosition>('addressBlock.locateAddress');

/** GET /main/province: every province, for a member who does not know the zipcode. */
export const loadProvinces = notProvided<LocationOption[], void>('addressBlock.loadProvinces');

/** GET /main/district {province_code}: the districts of the chosen province. */
export const loadDistricts = notProvided<DistrictOption[], { provinceCode: string }>('addressBlock.loadDistricts');

/** GET /main/subdistrict {district_code}: the sub-districts of the chosen district, each with its zipcode. */
export const loadSubdistricts = notProvided<SubDistrictOption[], DistrictChoice>('addressBlock.loadSubdistricts');
