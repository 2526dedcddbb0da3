import { type } from 'arktype';
import { check, fieldRule, requiredText, trimmed } from './fieldRule';
import type { FieldError } from './fieldError';
import { applyTextInputOptions } from './textInput';

/**
 * Spec section 5: first and last name are required, at least 2 characters, Thai or English letters
 * only. Thai letters are the consonants, vowels and tone marks of the Thai block (U+0E01–U+0E3A,
 * U+0E40–U+0E4E); Thai digits and symbols are not letters.
 */
const NAME_MIN_LENGTH = 2;
const lettersOnly = /^[A-Za-z\u0E01-\u0E3A\u0E40-\u0E4E]+$/;

/** First and last name. Letters only are all single UTF-16 units, so arktype's length is the character count. */
export const nameRule = fieldRule<string>([
  check(requiredText, { id: 'validation.required' }),
  check(trimmed.to(type(lettersOnly)), { id: 'validation.name.lettersOnly' }),
  check(trimmed.to(type('string').atLeastLength(NAME_MIN_LENGTH)), { id: 'validation.tooShort', values: { min: NAME_MIN_LENGTH } }),
]);

export function validateName(raw: string): FieldError {
  return nameRule(raw);
}

/** Text-only input option (spec section 5): removes emoji, digits and symbols as the person types. */
export function keepLettersOnly(raw: string): string {
  return applyTextInputOptions(raw, { textOnly: true });
}
