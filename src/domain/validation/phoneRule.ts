import { type } from 'arktype';
import { check, fieldRule, requiredText } from './fieldRule';
import { normalizePhoneInput, THAI_MOBILE } from './phone';

/**
 * The mobile number of the forms (spec sections 5 and 9): required, and what the input keeps of it
 * (digits, a leading 0) must be 0 followed by 9 digits.
 */
export const mobileRule = fieldRule<string>([
  check(requiredText, { id: 'validation.required' }),
  check(type('string').pipe(normalizePhoneInput).to(type(THAI_MOBILE)), { id: 'validation.mobile.invalid' }),
]);
