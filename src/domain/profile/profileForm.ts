/**
 * Rules of the profile form on /profile/edit (spec section 5): first and last name required (2+ Thai or
 * English letters), e-mail optional (format, max 50), national id optional (13 digits with the checksum),
 * and the profile address optional as a whole: once the member starts it (a street line or a zipcode),
 * the street line and every level of the Thai address block are required.
 */
import { validateLocation, type LocationErrors, type LocationValue } from '@/domain/address/location';
import { validateEmail } from '@/domain/validation/email';
import { collectErrors, type FieldError } from '@/domain/validation/fieldError';
import { validateName } from '@/domain/validation/names';
import { validateNationalId } from '@/domain/validation/nationalId';

export interface ProfileFormFields {
  firstName: string;
  lastName: string;
  email: string;
  nationalId: string;
  address: string;
  location: LocationValue;
}

export type ProfileFormErrors = Partial<Record<'firstName' | 'lastName' | 'email' | 'nationalId' | 'address', NonNullable<FieldError>>> & {
  location?: LocationErrors;
};

/** True when the member has started a profile address (a street line or a zipcode). */
export function hasProfileAddress(form: Pick<ProfileFormFields, 'address' | 'location'>): boolean {
  return form.address.trim() !== '' || form.location.zipcode !== '';
}

export function validateProfileForm(form: ProfileFormFields): ProfileFormErrors {
  const errors: ProfileFormErrors = collectErrors({
    firstName: validateName(form.firstName),
    lastName: validateName(form.lastName),
    email: validateEmail(form.email, { required: false }),
    nationalId: validateNationalId(form.nationalId, { required: false }),
    address: hasProfileAddress(form) && form.address.trim() === '' ? { id: 'validation.required' } : null,
  });
  if (hasProfileAddress(form)) {
    const location = validateLocation(form.location);
    if (Object.keys(location).length > 0) errors.location = location;
  }
  return errors;
}
