import { type } from 'arktype';
import type { FieldError } from './fieldError';
import { check, emptyOr, fieldRule, requiredText, trimmed, type FieldCheck, type FieldRule } from './fieldRule';
import type { TextInputOptions } from './textInput';

/** Lengths of a text input count characters (an emoji is one), not UTF-16 units. */
const characters = (value: string) => [...value].length;

/** The checks of a text input (spec section 5) as arktype schemas, from its options. */
export function textInputRule(options: TextInputOptions): FieldRule<string> {
  const checks: FieldCheck[] = [];
  if (options.required) checks.push(check(requiredText, { id: 'validation.required' }));
  const { minLength, maxLength, pattern } = options;
  if (minLength !== undefined) {
    checks.push(check(trimmed.to(emptyOr(type('string').narrow((v) => characters(v) >= minLength))), { id: 'validation.tooShort', values: { min: minLength } }));
  }
  if (maxLength !== undefined) {
    checks.push(check(trimmed.to(type('string').narrow((v) => characters(v) <= maxLength)), { id: 'validation.tooLong', values: { max: maxLength } }));
  }
  if (pattern) {
    checks.push(check(trimmed.to(emptyOr(type('string').narrow((v) => pattern.test(v)))), { id: options.invalidId ?? 'validation.invalid' }));
  }
  return fieldRule<string>(checks);
}

/** The checks of a text input, as `validation.*` message ids; null when valid. */
export function validateTextInput(raw: string, options: TextInputOptions): FieldError {
  return textInputRule(options)(raw);
}
