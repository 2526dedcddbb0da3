import { type, type Type } from 'arktype';
import type { FieldError } from './fieldError';

/**
 * A field rule of spec section 5 as arktype schemas: each check is a schema (with the morph that shapes the
 * raw value, such as trimming) and the translated message the form shows when the schema refuses the value.
 * A field shows one message at a time, so the checks run in order and the first refusal is the field's error.
 */
export interface FieldCheck {
  /** An arktype schema: returns `type.errors` for a value it refuses. */
  readonly schema: (data: unknown) => unknown;
  readonly error: NonNullable<FieldError>;
}

/** A field's checks and the validator the forms call; the validator returns a `validation.*` message id or null. */
export interface FieldRule<In> {
  readonly checks: readonly FieldCheck[];
  (value: In): FieldError;
}

/** One check: the schema a valid value satisfies and the message for a value it refuses. */
export function check(schema: FieldCheck['schema'], error: NonNullable<FieldError>): FieldCheck {
  return { schema, error };
}

export function fieldRule<In>(checks: readonly FieldCheck[]): FieldRule<In> {
  const rule = (value: In): FieldError => {
    for (const { schema, error } of checks) {
      if (schema(value) instanceof type.errors) return error;
    }
    return null;
  };
  return Object.assign(rule, { checks });
}

/** The trimmed value, as the forms read a text field. */
export const trimmed = type('string.trim');

/** A trimmed value that is not empty: the label's required message. */
export const requiredText = trimmed.to('string > 0');

/** A trimmed value of at most `max` characters. */
export function textAtMost(max: number) {
  return trimmed.to(type('string').atMostLength(max));
}

/** A schema an empty value also satisfies: an optional field checks only what was typed. */
export function emptyOr(schema: Type<string>) {
  return schema.or("''");
}
