/** A validation failure as a message id (catalogue `validation.*`) with its values; null when valid. */
export type FieldError = { id: string; values?: Record<string, string | number> } | null;

/** Keeps only the fields that have an error. */
export function collectErrors<K extends string>(errors: Record<K, FieldError>): Partial<Record<K, NonNullable<FieldError>>> {
  const out: Partial<Record<K, NonNullable<FieldError>>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const error = errors[key];
    if (error) out[key] = error;
  }
  return out;
}
