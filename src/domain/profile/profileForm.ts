/**
 * Rules of the profile form on /profile/edit (spec section 5): first and last name required (2+ Thai or
 * English letters), e-mail optional (format, max 50), national id optional (13 digits with the checksum),
 * and the profile address (spec section 3: number, moo, village, building, floor, room, soi, road, a free
 * address line and the location) optional as a whole: once the member starts it (any part, the line or a
 * zipcode), the house number or the address line is needed and every level of the Thai address block is
 * required; each part is at most 100 characters and the line 250.
 */
import { ADDRESS_MAX_LENGTH, ADDRESS_PART_MAX_LENGTH, ADDRESS_PARTS, type AddressPart } from '@/domain/address/addressForm';
import type { LocationErrors, LocationValue } from '@/domain/address/location';
import { optionalTextRule, validateLocation } from '@/domain/validation/addressRules';
import { optionalEmailRule } from '@/domain/validation/email';
import { collectErrors, type FieldError } from '@/domain/validation/fieldError';
import { nameRule } from '@/domain/validation/names';
import { optionalNationalIdRule } from '@/domain/validation/nationalId';
import { INPUT_OPTIONS, type TextInputOptions } from '@/domain/validation/textInput';

export interface ProfileFormFields extends Record<AddressPart, string> {
  firstName: string;
  lastName: string;
  email: string;
  nationalId: string;
  address: string;
  location: LocationValue;
}

export type ProfileAddressFields = Pick<ProfileFormFields, AddressPart | 'address' | 'location'>;

export type ProfileFormErrors = Partial<Record<'firstName' | 'lastName' | 'email' | 'nationalId' | 'address' | AddressPart, NonNullable<FieldError>>> & {
  location?: LocationErrors;
};

/** The section-5 input options of the profile form's text fields. */
export const PROFILE_INPUTS: Partial<Record<Exclude<keyof ProfileFormFields, 'location'>, TextInputOptions>> = {
  firstName: INPUT_OPTIONS.name,
  lastName: INPUT_OPTIONS.name,
  email: INPUT_OPTIONS.email,
  nationalId: INPUT_OPTIONS.idNumber,
};

/** True when the member has started a profile address (any part, the address line or a zipcode). */
export function hasProfileAddress(form: ProfileAddressFields): boolean {
  return form.address.trim() !== '' || form.location.zipcode !== '' || ADDRESS_PARTS.some((part) => form[part].trim() !== '');
}

const addressPartRule = optionalTextRule(ADDRESS_PART_MAX_LENGTH);
const addressLineRule = optionalTextRule(ADDRESS_MAX_LENGTH);

export function validateProfileForm(form: ProfileFormFields): ProfileFormErrors {
  const started = hasProfileAddress(form);
  const noStreet = started && form.number.trim() === '' && form.address.trim() === '';
  const errors: ProfileFormErrors = collectErrors({
    firstName: nameRule(form.firstName),
    lastName: nameRule(form.lastName),
    email: optionalEmailRule(form.email),
    nationalId: optionalNationalIdRule(form.nationalId),
    ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, addressPartRule(form[part])])),
    number: noStreet ? { id: 'profile.edit.numberOrAddress' } : addressPartRule(form.number),
    address: addressLineRule(form.address),
  });
  if (started) {
    const location = validateLocation(form.location);
    if (Object.keys(location).length > 0) errors.location = location;
  }
  return errors;
}
