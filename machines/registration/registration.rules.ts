import { correctDay, MINIMUM_AGE, validateBirthdate } from '@/domain/validation/birthdate';
import { temporal } from '@/domain/validation/temporal';
import { validateEmail } from '@/domain/validation/email';
import { collectErrors } from '@/domain/validation/fieldError';
import { validateName } from '@/domain/validation/names';
import { normalizePhoneInput, validatePhone } from '@/domain/validation/phone';
import { validateNationalId } from '@/domain/validation/nationalId';
import { applyTextInputOptions, INPUT_OPTIONS, type TextInputOptions } from '@/domain/validation/textInput';
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
    firstName: validateName(form.firstName),
    lastName: validateName(form.lastName),
    email: validateEmail(form.email, { required: false }),
    nationalId: validateNationalId(form.nationalId, { required: false }),
  });
}

/** Input sanitising as the person types: the mobile number's own rule, the input options for the rest. */
export function sanitiseField(field: TextField, value: string): string {
  if (field === 'mobile') return normalizePhoneInput(value);
  return applyTextInputOptions(value, REGISTRATION_INPUTS[field]);
}

export { correctDay };
