import type { FieldError } from './fieldError';

/**
 * Thai mobile numbers (spec sections 5 and 9): 10 digits starting with 0. The contact-number input
 * strips emoji and every non-digit as the person types; a value whose first digit is not 0 is cleared.
 * Form fields accept 10 to 12 characters because the display adds '-' after the 3rd and 6th digits.
 */
const PHONE_DIGITS = 10;
/** Longest displayed form, `081-234-5678`. */
export const PHONE_DISPLAY_MAX_LENGTH = 12;
/** Display delimiter of the phone input. */
const PHONE_DELIMITER = '-';

/** 0 followed by 9 digits. */
export const THAI_MOBILE = /^0\d{9}$/;

/**
 * What the phone input keeps of raw typing or pasting: digits only (emoji, spaces, '-', '+' and letters
 * dropped), at most 10, and nothing at all unless the first digit is 0.
 */
export function normalizePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/gu, '');
  if (digits === '' || !digits.startsWith('0')) return '';
  return digits.slice(0, PHONE_DIGITS);
}

/** True for exactly 0 followed by 9 digits. */
export function isThaiMobile(value: string): boolean {
  return THAI_MOBILE.test(value);
}

/**
 * Required and format check of the mobile field; `validation.*` message ids. The forms use the arktype
 * schema (./phoneRule.ts); the sign-in chart uses this plain twin so /login, a first screen, does not
 * download and evaluate arktype. A property test keeps the two equal for every input.
 */
export function validatePhone(raw: string): FieldError {
  const value = normalizePhoneInput(raw);
  if (value === '') return raw.trim() === '' ? { id: 'validation.required' } : { id: 'validation.mobile.invalid' };
  if (!isThaiMobile(value)) return { id: 'validation.mobile.invalid' };
  return null;
}

/**
 * Groups digits 3-3-rest with '-' while typing (`081`, `081-2`, `081-234-5678`), so the field shows the
 * same grouping as the stored number.
 */
export function formatPhoneInput(raw: string): string {
  const digits = normalizePhoneInput(raw);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((p) => p !== '');
  return parts.join(PHONE_DELIMITER);
}

/**
 * Display of a stored number: numbers of 10 or more digits get a separator after the 3rd and 6th digit
 * (`081-234-5678`); shorter values are shown as they are.
 */
export function formatPhoneDisplay(value: string): string {
  const digits = value.replace(/\D/gu, '');
  if (digits.length < PHONE_DIGITS) return value;
  return `${digits.slice(0, 3)}${PHONE_DELIMITER}${digits.slice(3, 6)}${PHONE_DELIMITER}${digits.slice(6)}`;
}
