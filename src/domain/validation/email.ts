import { type } from 'arktype';
import { check, fieldRule, requiredText, textAtMost, trimmed } from './fieldRule';
import type { FieldError } from './fieldError';

/**
 * Spec section 5: e-mail format, at most 50 characters; optional on registration, required on the tax form.
 * The format rule is arktype's `string.email`, so the address grammar is a maintained library's, not ours.
 */
export const EMAIL_MAX_LENGTH = 50;

const emailChecks = [
  check(textAtMost(EMAIL_MAX_LENGTH), { id: 'validation.tooLong', values: { max: EMAIL_MAX_LENGTH } }),
  check(trimmed.to(type("''").or('string.email')), { id: 'validation.email.invalid' }),
];

/** The e-mail of registration and the profile: empty is fine. */
export const optionalEmailRule = fieldRule<string>(emailChecks);
/** The e-mail of the tax form: required. */
export const requiredEmailRule = fieldRule<string>([check(requiredText, { id: 'validation.required' }), ...emailChecks]);

export function validateEmail(raw: string, options: { required: boolean }): FieldError {
  return (options.required ? requiredEmailRule : optionalEmailRule)(raw);
}
