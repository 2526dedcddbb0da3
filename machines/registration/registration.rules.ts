import { correctDay, MINIMUM_AGE, validateBirthdate } from '@/domain/validation/birthdate';
import { temporal } from '@/domain/validation/temporal';
import { optionalEmailRule } from '@/domain/validation/email';
import { collectErrors } from '@/domain/validation/fieldError';
import { nameRule } from '@/domain/validation/names';
import { normalizePhoneInput } from '@/domain/validation/phone';
import { mobileRule } from '@/domain/validation/phoneRule';
import { optionalNationalIdRule } from '@/domain/validation/nationalId';
import { applyTextInputOptions, INPUT_OPTIONS, type TextInputOptions } from '@/domain/validation/textInput';
import type { RegistrationErrors, RegistrationForm, TextField } from './registration.types';

/** Thai mobile: 0 followed by 9 digits (spec section 5); shared with the login form. */
export const validateMobile = mobileRule;

/** Every section-5 rule that applies to the registration form (arktype schemas of src/domain/validation). */
export function validateRegistration(form: RegistrationForm, today: string, minimumAge = MINIMUM_AGE): RegistrationErrors {
  return collectErrors({
    firstName: nameRule(form.firstName),
    lastName: nameRule(form.lastName),
    mobile: validateMobile(form.mobile),
    email: optionalEmailRule(form.email),
    nationalId: optionalNationalIdRule(form.nationalId),
    gender: null,
    birth: validateBirthdate(form.birth, temporal().PlainDate.from(today), minimumAge),
  });
}

/** The section-5 input options of each text field of the form (the mobile number has its own input). */
export const REGISTRATION_INPUTS: Record<Exclude<TextField, 'mobile'>, TextInputOptions> = {
  firstName: INPUT_OPTIONS.name,
  lastName: INPUT_OPTIONS.name,
  email: INPUT_OPTIONS.email,
  nationalId: INPUT_OPTIONS.idNumber,
};

/**
 * The current errors of the text fields whose input option shows them on blur (spec section 5), before
 * any submit attempt; the submit still checks the whole form.
 */
export function pendingTextErrors(form: RegistrationForm): RegistrationErrors {
  return collectErrors({
    firstName: nameRule(form.firstName),
    lastName: nameRule(form.lastName),
    email: optionalEmailRule(form.email),
    nationalId: optionalNationalIdRule(form.nationalId),
  });
}

/** Input sanitising as the person types: the mobile number's own rule, the input options for the rest. */
export function sanitiseField(field: TextField, value: string): string {
  if (field === 'mobile') return normalizePhoneInput(value);
  return applyTextInputOptions(value, REGISTRATION_INPUTS[field]);
}

export { correctDay };
