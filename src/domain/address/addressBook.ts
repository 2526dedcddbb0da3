/**
 * Address-book rules (spec sections 3 "Address book record", 5 "Delivery address form", "Shipping dialog
 * form", "Tax form", "Empty strings are removed", 7 "Addresses"): the client form of a delivery or
 * tax-invoice address, the checks of each form (delivery 6 fields, shipping 5, tax 17 with the
 * individual/company skip rules), the list order and who a row names. The save bodies and the records of
 * the wire are mapped in src/api/adapters/address.ts.
 */
import type { FieldError } from '@/domain/validation/fieldError';
import { choiceRule, optionalTextRule, requiredTextRule, validateLocation } from '@/domain/validation/addressRules';
import { requiredEmailRule } from '@/domain/validation/email';
import { nameRule } from '@/domain/validation/names';
import { applyTextInputOptions, INPUT_OPTIONS, type TextInputOptions } from '@/domain/validation/textInput';
import { normalizePhoneInput } from '@/domain/validation/phone';
import { mobileRule } from '@/domain/validation/phoneRule';
import { validateTaxId } from '@/domain/validation/taxId';
import type { LocationErrors } from './location';

export {
  PERSON_TITLES, emptyAddressForm,
  type AddressForm, type AddressKind, type AddressTextField, type PersonTitle, type PersonType,
} from './addressForm';
import { ADDRESS_MAX_LENGTH, ADDRESS_PART_MAX_LENGTH, ADDRESS_NAME_MAX_LENGTH, PERSON_TITLES, type AddressForm, type AddressKind, type AddressTextField, type PersonType } from './addressForm';

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

/** Default first, the rest in the server's order (spec section 2). */
export function defaultFirst(entries: AddressForm[]): AddressForm[] {
  return [...entries.filter((e) => e.isDefault), ...entries.filter((e) => !e.isDefault)];
}

/** Who a row names: a company row its company name, otherwise first and last name. */
export function entryPerson(entry: AddressForm): string {
  if (entry.personType === 'company') return entry.companyName;
  return `${entry.firstName} ${entry.lastName}`.trim();
}
