/** Small conversions every adapter of src/api/adapters shares. */

/** Unix seconds → epoch milliseconds; absent, zero or not a number → undefined. */
export const epochMs = (seconds: number | null | undefined): number | undefined =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;

/** A string with something in it, else undefined. */
export const nonBlank = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
