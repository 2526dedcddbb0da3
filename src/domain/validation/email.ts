import { type } from 'arktype';
import type { FieldError } from './fieldError';

/**
 * Spec section 5: e-mail format, at most 50 characters; optional on registration, required on the tax form.
 * The format rule is arktype's `string.email`, so the address grammar is a maintained library's, not ours
 * (digit and letter patterns elsewhere are plain regular expressions and need no library).
 */
export const EMAIL_MAX_LENGTH = 50;
const emailFormat = type('string.email');

export function validateEmail(raw: string, options: { required: boolean }): FieldError {
  const value = raw.trim();
  if (value === '') return options.required ? { id: 'validation.required' } : null;
  if (value.length > EMAIL_MAX_LENGTH) return { id: 'validation.tooLong', values: { max: EMAIL_MAX_LENGTH } };
  if (emailFormat(value) instanceof type.errors) return { id: 'validation.email.invalid' };
  return null;
}
