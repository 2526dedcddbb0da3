import type { ApiError } from '@/domain/apiError';
import type { LocationSelection, LocationValue, PostcodeLists } from '@/domain/address/location';

/** A position from the browser's geolocation. */
export interface GeoPosition {
  latitude: number;
  longitude: number;
}

/** Input of the address block: the saved location of the record being edited, if any. */
export interface AddressBlockInput {
  /** Prefill (edit forms): a 5-digit zipcode is looked up at start and these codes kept when offered. */
  value?: Partial<LocationValue>;
  /** Set by a form chart that invokes the block: each change is also sent to that parent. @default false */
  reportsToParent?: boolean;
}

/** Why the block shows a message instead of (or next to) the lists. */
export type AddressBlockProblem =
  /** The lookup answered no province for the zipcode: 'zipcode invalid'. */
  | 'zipcodeUnknown'
  /** The lookup failed or timed out: retry. */
  | 'lookupFailed'
  /** A province, district or sub-district list could not be loaded (choosing without a zipcode): retry. */
  | 'listFailed'
  /** The browser refused the location permission. */
  | 'locationDenied'
  /** No position could be had, or the location call failed. */
  | 'locationFailed';

export interface AddressBlockContext {
  /** From the input: a parent form keeps the block's value. */
  reportsToParent: boolean;
  zipcode: string;
  lists: PostcodeLists;
  selection: LocationSelection;
  /** Codes to keep after the next lookup when offered (the saved record's or the location's). */
  preferred: Partial<LocationSelection>;
  /** Street address found by 'Use my location', handed to the form with the block's value. */
  locatedAddress?: string;
  position?: GeoPosition;
  problem?: AddressBlockProblem;
  error?: ApiError;
}

export type AddressBlockEvent =
  /** The zipcode input changed; the block keeps digits only, at most 5, and looks up at 5. */
  | { type: 'ADDRESS.ZIPCODE_CHANGED'; value: string }
  | { type: 'ADDRESS.PROVINCE_SELECTED'; code: string }
  | { type: 'ADDRESS.DISTRICT_SELECTED'; code: string }
  | { type: 'ADDRESS.SUBDISTRICT_SELECTED'; code: string }
  /** 'Use my location'. */
  | { type: 'ADDRESS.LOCATE' }
  /** Try the failed lookup again. */
  | { type: 'ADDRESS.RETRY' }
  /** 'I don't know the postcode': choose the province, then the district, then the sub-district. */
  | { type: 'ADDRESS.BROWSE' };

/** Sent to the parent (when invoked) and emitted whenever the block's value changes. */
export interface AddressChangedEvent {
  type: 'ADDRESS.CHANGED';
  value: LocationValue;
}

export type AddressBlockEmitted = AddressChangedEvent;

/** Output of the `locateAddress` actor: the address block of the current location (GET /cart/userinfo). */
export type LocatedAddress = LocationValue;

/** Input of `loadSubdistricts`: the chosen district (and its province, which the options carry). */
export interface DistrictChoice {
  provinceCode: string;
  districtCode: string;
}

/** `choosable`: the province, district and sub-district dropdowns take a choice. */
export type AddressBlockTag = 'loading' | 'slow' | 'locating' | 'choosable';
