import { correctDay, MINIMUM_AGE, validateBirthdate } from '@/domain/validation/birthdate';
import { temporal } from '@/domain/validation/temporal';
import { validateEmail } from '@/domain/validation/email';
import { collectErrors } from '@/domain/validation/fieldError';
import { validateName } from '@/domain/validation/names';
import { normalizePhoneInput, validatePhone } from '@/domain/validation/phone';
import { validateNationalId, digitsOnly } from '@/domain/validation/nationalId';
import type { RegistrationErrors, RegistrationForm, TextField } from './registration.types';

/** Thai mobile: 0 followed by 9 digits (spec section 5); shared with the login form. */
export const validateMobile = validatePhone;

/** Every section-5 rule that applies to the registration form. */
export function validateRegistration(form: RegistrationForm, today: string, minimumAge = MINIMUM_AGE): RegistrationErrors {
  return collectErrors({
    firstName: validateName(form.firstName),
    lastName: validateName(form.lastName),
    mobile: validateMobile(form.mobile),
    email: validateEmail(form.email, { required: false }),
    nationalId: validateNationalId(form.nationalId, { required: false }),
    gender: null,
    birth: validateBirthdate(form.birth, temporal().PlainDate.from(today), minimumAge),
  });
}

/** Input sanitising as the person types: mobile and national id keep digits only. */
export function sanitiseField(field: TextField, value: string): string {
  if (field === 'mobile') return normalizePhoneInput(value);
  if (field === 'nationalId') return digitsOnly(value).slice(0, 13);
  return value;
}

export { correctDay };
