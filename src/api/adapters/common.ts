/** Small conversions every adapter of src/api/adapters shares. */

/** Unix seconds → epoch milliseconds; absent, zero or not a number → undefined. */
export const epochMs = (seconds: number | null | undefined): number | undefined =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;

/** A string with something in it, else undefined. */
export const nonBlank = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Spec section 5: empty strings (and absent values) are removed from the bodies sent. */
export function withoutEmptyStrings<T extends Record<string, unknown>>(payload: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(payload).filter(([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '')),
  ) as Partial<T>;
}
