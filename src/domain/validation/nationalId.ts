import { type } from 'arktype';
import { check, emptyOr, fieldRule, type FieldCheck } from './fieldRule';
import type { FieldError } from './fieldError';

/**
 * Thai national id (spec section 5): 13 digits; weight the first 12 digits 13 down to 2, sum them,
 * and (11 − sum mod 11) mod 10 must equal the 13th digit.
 */
const NATIONAL_ID_LENGTH = 13;

/** The check digit for the first 12 digits. */
export function nationalIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** True when the value is 13 digits whose last digit is the check digit. */
export function isValidNationalId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return nationalIdCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** Numeric-input option: digits only. */
function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** The digits of what was typed; an empty value passes the checks after `required`. */
const typedDigits = type('string').pipe(digitsOnly);

const idRequired = check(typedDigits.to('string > 0'), { id: 'validation.required' });
const idTooShort = check(typedDigits.to(emptyOr(type('string').atLeastLength(NATIONAL_ID_LENGTH))), {
  id: 'validation.tooShort',
  values: { min: NATIONAL_ID_LENGTH },
});
/** The checksum check, with the message the form names the number by. */
export function idChecksum(error: NonNullable<FieldError>): FieldCheck {
  return check(typedDigits.to(emptyOr(type('string').narrow(isValidNationalId))), error);
}

/** ID card number of registration and the profile: empty is fine. */
export const optionalNationalIdRule = fieldRule<string>([idTooShort, idChecksum({ id: 'validation.nationalId.invalid' })]);
/** ID card number where it is required (the tax form's individual tax id). */
export const requiredNationalIdRule = fieldRule<string>([idRequired, ...optionalNationalIdRule.checks]);
/** The required checks before the checksum, shared with the tax id. */
export const NATIONAL_ID_LENGTH_CHECKS: readonly FieldCheck[] = [idRequired, idTooShort];

export function validateNationalId(raw: string, options: { required: boolean }): FieldError {
  return (options.required ? requiredNationalIdRule : optionalNationalIdRule)(raw);
}
