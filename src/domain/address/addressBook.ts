/**
 * Address-book rules (spec sections 3 "Address book record", 5 "Delivery address form", "Shipping dialog
 * form", "Tax form", "Empty strings are removed", 7 "Addresses"): the client form of a delivery or
 * tax-invoice address, the checks of each form (delivery 6 fields, shipping 5, tax 17 with the
 * individual/company skip rules), the save payloads in the backend's lower-case names with empty strings
 * removed, and the mapping from the server's capitalised records.
 */
import type { FieldError } from '@/domain/validation/fieldError';
import { choiceRule, optionalTextRule, requiredTextRule, validateLocation } from '@/domain/validation/addressRules';
import { requiredEmailRule } from '@/domain/validation/email';
import { nameRule } from '@/domain/validation/names';
import { applyTextInputOptions, INPUT_OPTIONS, type TextInputOptions } from '@/domain/validation/textInput';
import { normalizePhoneInput } from '@/domain/validation/phone';
import { mobileRule } from '@/domain/validation/phoneRule';
import { validateTaxId } from '@/domain/validation/taxId';
import { EMPTY_LOCATION, type LocationErrors } from './location';

export {
  PERSON_TITLES, emptyAddressForm,
  type AddressForm, type AddressKind, type AddressTextField, type PersonTitle, type PersonType,
} from './addressForm';
import { ADDRESS_MAX_LENGTH, ADDRESS_PART_MAX_LENGTH, ADDRESS_NAME_MAX_LENGTH, PERSON_TITLES, type AddressForm, type AddressKind, type AddressTextField, type PersonTitle, type PersonType } from './addressForm';

/** The section-5 input options of the address and tax forms' text fields (errors still wait for a submit). */
const ADDRESS_INPUTS: Partial<Record<AddressTextField, TextInputOptions>> = {
  firstName: { ...INPUT_OPTIONS.name, errorsOn: 'submit' },
  lastName: { ...INPUT_OPTIONS.name, errorsOn: 'submit' },
  email: { ...INPUT_OPTIONS.email, errorsOn: 'submit' },
  taxId: { ...INPUT_OPTIONS.idNumber, errorsOn: 'submit' },
};

/** What an input keeps of what was typed: 3-3-4 phone digits, the input options of the other fields. */
export function sanitizeAddressField(field: AddressTextField, raw: string): string {
  if (field === 'contactNumber') return normalizePhoneInput(raw);
  const options = ADDRESS_INPUTS[field];
  return options ? applyTextInputOptions(raw, options) : raw;
}

export type AddressErrors = Partial<Record<AddressTextField, NonNullable<FieldError>>> & { location?: LocationErrors };

/** The schemas of the address forms' fields (src/domain/validation), one per kind of field. */
const addressNameRule = requiredTextRule(ADDRESS_NAME_MAX_LENGTH);
const addressLineRule = requiredTextRule(ADDRESS_MAX_LENGTH);
const requiredPartRule = requiredTextRule(ADDRESS_PART_MAX_LENGTH);
const optionalPartRule = optionalTextRule(ADDRESS_PART_MAX_LENGTH);
const personTypeRule = choiceRule(['individual', 'company'] satisfies PersonType[]);
const titleRule = choiceRule(PERSON_TITLES);

function collect(errors: Record<string, FieldError | LocationErrors | undefined>): AddressErrors {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (!v) continue;
    if (k === 'location' && Object.keys(v).length === 0) continue;
    out[k] = v;
  }
  return out as AddressErrors;
}

/** Delivery address form, 6 checked fields: address name, first name, last name, contact number, address, location. */
export function validateDeliveryForm(form: AddressForm): AddressErrors {
  return collect({
    addressName: addressNameRule(form.addressName),
    firstName: nameRule(form.firstName),
    lastName: nameRule(form.lastName),
    contactNumber: mobileRule(form.contactNumber),
    address: addressLineRule(form.address),
    location: validateLocation(form.location),
  });
}

/** Shipping dialog form, 5 checked fields: first name, last name, contact number, address, location. */
export function validateShippingForm(form: AddressForm): AddressErrors {
  return collect({
    firstName: nameRule(form.firstName),
    lastName: nameRule(form.lastName),
    contactNumber: mobileRule(form.contactNumber),
    address: addressLineRule(form.address),
    location: validateLocation(form.location),
  });
}

/** The 17 fields the tax form checks, in form order. */
export const TAX_CHECKED_FIELDS = [
  'personType', 'title', 'firstName', 'lastName', 'companyName', 'taxId', 'contactNumber', 'email',
  'building', 'room', 'floor', 'village', 'number', 'moo', 'soi', 'road', 'location',
] as const;
export type TaxCheckedField = (typeof TAX_CHECKED_FIELDS)[number];

/** The tax fields a person type skips: an individual has no company name; a company no title or names. */
export function skippedTaxFields(personType: AddressForm['personType']): TaxCheckedField[] {
  return personType === 'company' ? ['title', 'firstName', 'lastName'] : ['companyName'];
}

/**
 * Tax form, 17 checked fields. Person type, tax id (13 digits with the checksum), contact number, e-mail
 * (required here), house number and location are required; title and first/last name for an individual;
 * company name for a company. Building, room, floor, village, moo, soi and road are optional parts
 * checked for length.
 */
export function validateTaxForm(form: AddressForm): AddressErrors {
  const all: Record<TaxCheckedField, FieldError | LocationErrors> = {
    personType: personTypeRule(form.personType),
    title: titleRule(form.title),
    firstName: nameRule(form.firstName),
    lastName: nameRule(form.lastName),
    companyName: requiredPartRule(form.companyName),
    taxId: validateTaxId(form.taxId, form.personType),
    contactNumber: mobileRule(form.contactNumber),
    email: requiredEmailRule(form.email),
    building: optionalPartRule(form.building),
    room: optionalPartRule(form.room),
    floor: optionalPartRule(form.floor),
    village: optionalPartRule(form.village),
    number: requiredPartRule(form.number),
    moo: optionalPartRule(form.moo),
    soi: optionalPartRule(form.soi),
    road: optionalPartRule(form.road),
    location: validateLocation(form.location),
  };
  for (const skipped of skippedTaxFields(form.personType)) all[skipped] = null;
  return collect(all);
}

export function validateAddressForm(kind: AddressKind, form: AddressForm): AddressErrors {
  return kind === 'tax' ? validateTaxForm(form) : validateDeliveryForm(form);
}

/** Spec section 5: empty strings (and absent values) are removed from address payloads before sending. */
export function withoutEmptyStrings<T extends Record<string, unknown>>(payload: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(payload).filter(([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '')),
  ) as Partial<T>;
}

/** The lower-case save payload of POST /profile/me/address (spec section 7), app_id added by the caller. */
export interface AddressPayload {
  key?: string;
  isdefault?: boolean;
  latitude?: number;
  longtitude?: number;
  name?: string;
  addressname?: string;
  firstname?: string;
  lastname?: string;
  building?: string;
  contact_number?: string;
  type?: string;
  address?: string;
  village?: string;
  number?: string;
  moo?: string;
  room?: string;
  floor?: string;
  soi?: string;
  road?: string;
  subdistrict_code?: string;
  subdistrict_name?: string;
  district_code?: string;
  district_name?: string;
  province_code?: string;
  province_name?: string;
  zipcode?: string;
  email?: string;
  isdefaulttax?: boolean;
  companyname?: string;
  idcard?: string;
  taxid?: string;
  title?: PersonTitle;
  istax?: boolean;
  persontype?: PersonType;
  taxaddress?: string;
  taxbuilding?: string;
  taxnumber?: string;
  taxmoo?: string;
  taxroom?: string;
  taxfloor?: string;
  taxsoi?: string;
  taxroad?: string;
  taxzipcode?: string;
  taxprovince_code?: string;
  taxprovince_name?: string;
  taxdistrict_code?: string;
  taxdistrict_name?: string;
  taxsubdistrict_code?: string;
  taxsubdistrict_name?: string;
}

/** Delivery save payload: trimmed values, empty strings removed. */
export function deliveryPayload(form: AddressForm): Partial<AddressPayload> {
  const t = (v: string) => v.trim();
  return withoutEmptyStrings({
    key: form.key,
    isdefault: form.isDefault,
    latitude: form.latitude,
    longtitude: form.longitude,
    name: `${t(form.firstName)} ${t(form.lastName)}`.trim(),
    addressname: t(form.addressName),
    firstname: t(form.firstName),
    lastname: t(form.lastName),
    contact_number: form.contactNumber,
    type: 'shipping',
    address: t(form.address),
    building: t(form.building),
    village: t(form.village),
    number: t(form.number),
    moo: t(form.moo),
    room: t(form.room),
    floor: t(form.floor),
    soi: t(form.soi),
    road: t(form.road),
    subdistrict_code: form.location.subDistrictCode,
    subdistrict_name: form.location.subDistrictName,
    district_code: form.location.districtCode,
    district_name: form.location.districtName,
    province_code: form.location.provinceCode,
    province_name: form.location.provinceName,
    zipcode: form.location.zipcode,
  });
}

/**
 * Tax save payload: the fields of the person type only (a company sends no title or names, an
 * individual no company name), the address parts also under their tax* names, empty strings removed.
 */
export function taxPayload(form: AddressForm): Partial<AddressPayload> {
  const t = (v: string) => v.trim();
  const company = form.personType === 'company';
  const parts = {
    building: t(form.building),
    number: t(form.number),
    moo: t(form.moo),
    room: t(form.room),
    floor: t(form.floor),
    soi: t(form.soi),
    road: t(form.road),
  };
  const line = [
    parts.number, form.village.trim(), parts.building, parts.room, parts.floor, parts.moo, parts.soi, parts.road,
  ].filter((p) => p !== '').join(' ');
  return withoutEmptyStrings({
    key: form.key,
    isdefaulttax: form.isDefault,
    istax: true,
    type: 'invoice',
    persontype: form.personType === '' ? undefined : form.personType,
    title: company || form.title === '' ? undefined : form.title,
    firstname: company ? '' : t(form.firstName),
    lastname: company ? '' : t(form.lastName),
    name: company ? t(form.companyName) : `${t(form.firstName)} ${t(form.lastName)}`.trim(),
    companyname: company ? t(form.companyName) : '',
    taxid: form.taxId,
    idcard: form.taxId,
    contact_number: form.contactNumber,
    email: t(form.email),
    village: t(form.village),
    ...parts,
    address: line,
    taxaddress: line,
    taxbuilding: parts.building,
    taxnumber: parts.number,
    taxmoo: parts.moo,
    taxroom: parts.room,
    taxfloor: parts.floor,
    taxsoi: parts.soi,
    taxroad: parts.road,
    zipcode: form.location.zipcode,
    subdistrict_code: form.location.subDistrictCode,
    subdistrict_name: form.location.subDistrictName,
    district_code: form.location.districtCode,
    district_name: form.location.districtName,
    province_code: form.location.provinceCode,
    province_name: form.location.provinceName,
    taxzipcode: form.location.zipcode,
    taxsubdistrict_code: form.location.subDistrictCode,
    taxsubdistrict_name: form.location.subDistrictName,
    taxdistrict_code: form.location.districtCode,
    taxdistrict_name: form.location.districtName,
    taxprovince_code: form.location.provinceCode,
    taxprovince_name: form.location.provinceName,
  });
}

export function addressPayload(kind: AddressKind, form: AddressForm): Partial<AddressPayload> {
  return kind === 'tax' ? taxPayload(form) : deliveryPayload(form);
}

/** The server record (capitalised names, spec section 3), as much as the client reads. */
export interface AddressRecordLike {
  RowKey: string;
  AddressName?: string;
  FirstName?: string;
  LastName?: string;
  ContactNumber?: string;
  Email?: string;
  Address?: string;
  Building?: string;
  Room?: string;
  Floor?: string;
  Village?: string;
  Number?: string;
  Moo?: string;
  Soi?: string;
  Road?: string;
  SubDistrictCode?: string;
  SubDistrictName?: string;
  DistrictCode?: string;
  DistrictName?: string;
  ProvinceCode?: string;
  ProvinceName?: string;
  Zipcode?: string;
  Latitude?: number | null;
  Longitude?: number | null;
  IsDefault?: boolean;
  IsDefaultTax?: boolean;
  PersonType?: string;
  Title?: string;
  CompanyName?: string;
  TaxId?: string;
  IdCard?: string;
}

/** A server record as a client form/entry (English names are not stored on records). */
export function fromAddressRecord(record: AddressRecordLike, kind: AddressKind): AddressForm {
  const s = (v: string | undefined | null) => v ?? '';
  const personType = record.PersonType === 'company' || record.PersonType === 'individual' ? record.PersonType : kind === 'tax' ? 'individual' : '';
  const title = PERSON_TITLES.includes(record.Title as PersonTitle) ? (record.Title as PersonTitle) : '';
  return {
    key: record.RowKey,
    isDefault: kind === 'tax' ? Boolean(record.IsDefaultTax) : Boolean(record.IsDefault),
    addressName: s(record.AddressName),
    firstName: s(record.FirstName),
    lastName: s(record.LastName),
    contactNumber: s(record.ContactNumber),
    email: s(record.Email),
    address: s(record.Address),
    building: s(record.Building),
    room: s(record.Room),
    floor: s(record.Floor),
    village: s(record.Village),
    number: s(record.Number),
    moo: s(record.Moo),
    soi: s(record.Soi),
    road: s(record.Road),
    personType,
    title,
    companyName: s(record.CompanyName),
    taxId: s(record.TaxId) || s(record.IdCard),
    location: {
      ...EMPTY_LOCATION,
      zipcode: s(record.Zipcode),
      provinceCode: s(record.ProvinceCode),
      provinceName: s(record.ProvinceName),
      districtCode: s(record.DistrictCode),
      districtName: s(record.DistrictName),
      subDistrictCode: s(record.SubDistrictCode),
      subDistrictName: s(record.SubDistrictName),
    },
    ...(typeof record.Latitude === 'number' ? { latitude: record.Latitude } : {}),
    ...(typeof record.Longitude === 'number' ? { longitude: record.Longitude } : {}),
  };
}

/** Default first, the rest in the server's order (spec section 2). */
export function defaultFirst(entries: AddressForm[]): AddressForm[] {
  return [...entries.filter((e) => e.isDefault), ...entries.filter((e) => !e.isDefault)];
}

/** Who a row names: a company row its company name, otherwise first and last name. */
export function entryPerson(entry: AddressForm): string {
  if (entry.personType === 'company') return entry.companyName;
  return `${entry.firstName} ${entry.lastName}`.trim();
}
