/**
 * The client form of a delivery or tax-invoice address (spec section 3 "Address book record"): the type
 * and an empty form. Kept apart from the form checks (addressBook.ts) so a screen that only carries an
 * address (the redeem flow) does not load the validators.
 */
import { EMPTY_LOCATION, type LocationValue } from './location';

export type AddressKind = 'delivery' | 'tax';
export type PersonType = 'individual' | 'company';
export type PersonTitle = 'mr' | 'ms' | 'mss';
export const PERSON_TITLES: readonly PersonTitle[] = ['mr', 'ms', 'mss'];

/**
 * The parts of a Thai street address that forms ask for one by one (spec section 3: the profile address and
 * the address-book record carry number, moo, village, building, floor, room, soi and road), in form order.
 */
export const ADDRESS_PARTS = ['number', 'moo', 'village', 'building', 'floor', 'room', 'soi', 'road'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** Free-text limits: the address line and the short address parts. */
export const ADDRESS_MAX_LENGTH = 250;
export const ADDRESS_PART_MAX_LENGTH = 100;
export const ADDRESS_NAME_MAX_LENGTH = 50;

/** One address-book entry or form, delivery and tax alike (tax-only fields are '' for delivery). */
export interface AddressForm {
  /** RowKey of the record being edited; '' for a new one. */
  key: string;
  isDefault: boolean;
  addressName: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  address: string;
  building: string;
  room: string;
  floor: string;
  village: string;
  number: string;
  moo: string;
  soi: string;
  road: string;
  /** Tax: individual or company. '' on a delivery address. */
  personType: PersonType | '';
  title: PersonTitle | '';
  companyName: string;
  taxId: string;
  location: LocationValue;
  latitude?: number;
  longitude?: number;
}

/** The text fields a form edits by name (everything but key, flags, location and coordinates). */
export type AddressTextField = Exclude<keyof AddressForm, 'key' | 'isDefault' | 'location' | 'latitude' | 'longitude'>;

export function emptyAddressForm(kind: AddressKind): AddressForm {
  return {
    key: '',
    isDefault: false,
    addressName: '',
    firstName: '',
    lastName: '',
    contactNumber: '',
    email: '',
    address: '',
    building: '',
    room: '',
    floor: '',
    village: '',
    number: '',
    moo: '',
    soi: '',
    road: '',
    personType: kind === 'tax' ? 'individual' : '',
    title: '',
    companyName: '',
    taxId: '',
    location: EMPTY_LOCATION,
  };
}
