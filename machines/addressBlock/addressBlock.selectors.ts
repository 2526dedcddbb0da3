/** Snapshot → view data of the address block (names in the member's language). */
import type { SnapshotFrom } from 'xstate';
import { districtsOf, localName, locationValue, subdistrictsOf, type LocationValue } from '@/domain/address/location';
import type { addressBlockMachine } from './addressBlock.machine';
import type { AddressBlockProblem } from './addressBlock.types';

export type AddressBlockSnapshot = SnapshotFrom<typeof addressBlockMachine>;

export interface SelectOption {
  value: string;
  label: string;
}

export interface AddressBlockView {
  zipcode: string;
  provinces: SelectOption[];
  districts: SelectOption[];
  subdistricts: SelectOption[];
  provinceCode: string;
  districtCode: string;
  subDistrictCode: string;
  /** A lookup or location call is running. */
  busy: boolean;
  /** The call is taking long. */
  slow: boolean;
  locating: boolean;
  /** The member is choosing province → district → sub-district without a zipcode. */
  browsing: boolean;
  problem?: AddressBlockProblem;
  /** Message id for the problem (catalogue address.*). */
  problemMessageId?: string;
  canLocate: boolean;
  canRetry: boolean;
  canChooseProvince: boolean;
  /** 'I don't know the postcode' is offered. */
  canBrowse: boolean;
  value: LocationValue;
}

const PROBLEM_MESSAGES: Record<AddressBlockProblem, string> = {
  zipcodeUnknown: 'address.error.zipcodeInvalid',
  lookupFailed: 'address.error.lookupFailed',
  listFailed: 'address.error.listFailed',
  locationDenied: 'address.error.locationDenied',
  locationFailed: 'address.error.locationFailed',
};

export function selectAddressBlockView(snapshot: AddressBlockSnapshot, locale: 'th' | 'en'): AddressBlockView {
  const { context } = snapshot;
  const { lists, selection } = context;
  const toOption = (o: { code: string; nameTh: string; nameEn: string }): SelectOption => ({ value: o.code, label: localName(o, locale) });
  const problem = context.problem;
  return {
    zipcode: context.zipcode,
    provinces: lists.provinces.map(toOption),
    districts: districtsOf(lists, selection.provinceCode).map(toOption),
    subdistricts: subdistrictsOf(lists, selection.provinceCode, selection.districtCode).map(toOption),
    provinceCode: selection.provinceCode,
    districtCode: selection.districtCode,
    subDistrictCode: selection.subDistrictCode,
    busy: snapshot.hasTag('loading'),
    slow: snapshot.hasTag('slow'),
    locating: snapshot.hasTag('locating'),
    browsing: snapshot.matches('browsing'),
    problem,
    problemMessageId: problem ? PROBLEM_MESSAGES[problem] : undefined,
    canLocate: snapshot.can({ type: 'ADDRESS.LOCATE' }),
    canRetry: snapshot.can({ type: 'ADDRESS.RETRY' }),
    canChooseProvince: snapshot.hasTag('choosable'),
    canBrowse: snapshot.can({ type: 'ADDRESS.BROWSE' }),
    value: locationValue(context.zipcode, lists, selection, context.locatedAddress),
  };
}
