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

export function validateNationalId(raw: string, options: { required: boolean }): FieldError {
  const value = digitsOnly(raw);
  if (value === '') return options.required ? { id: 'validation.required' } : null;
  if (value.length < NATIONAL_ID_LENGTH) return { id: 'validation.tooShort', values: { min: NATIONAL_ID_LENGTH } };
  if (!isValidNationalId(value)) return { id: 'validation.nationalId.invalid' };
  return null;
}
