import { Temporal } from 'temporal-polyfill';
import { correctDay, MINIMUM_AGE, validateBirthdate } from '@/domain/validation/birthdate';
import { validateEmail } from '@/domain/validation/email';
import { collectErrors } from '@/domain/validation/fieldError';
import { validateName } from '@/domain/validation/names';
import { validateNationalId, digitsOnly } from '@/domain/validation/nationalId';
import type { RegistrationErrors, RegistrationForm, TextField } from './registration.types';

/** Thai mobile: 0 followed by 9 digits (spec section 5). */
export function normaliseMobileInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  return digits.startsWith('0') || digits === '' ? digits : '';
}

export function validateMobile(value: string) {
  if (value === '') return { id: 'validation.required' };
  return /^0\d{9}$/.test(value) ? null : { id: 'validation.mobile.invalid' };
}

/** Every section-5 rule that applies to the registration form. */
export function validateRegistration(form: RegistrationForm, today: string, minimumAge = MINIMUM_AGE): RegistrationErrors {
  return collectErrors({
    firstName: validateName(form.firstName),
    lastName: validateName(form.lastName),
    mobile: validateMobile(form.mobile),
    email: validateEmail(form.email, { required: false }),
    nationalId: validateNationalId(form.nationalId, { required: false }),
    gender: null,
    birth: validateBirthdate(form.birth, Temporal.PlainDate.from(today), minimumAge),
  });
}

/** Input sanitising as the person types: mobile and national id keep digits only. */
export function sanitiseField(field: TextField, value: string): string {
  if (field === 'mobile') return normaliseMobileInput(value);
  if (field === 'nationalId') return digitsOnly(value).slice(0, 13);
  return value;
}

export { correctDay };
