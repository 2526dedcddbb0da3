/**
 * Temporal (temporal-polyfill, about 18 kB gzip) for the date maths of the birth-date rules, loaded on
 * demand (route chunks stay within 25 kB). The rules that need it (src/domain/validation/
 * birthdate.ts: the day corrected to the month's end, the age limit, the stored midnight) read it through
 * `temporal()`, which the screens that run them make available first: src/ui/common/temporalLoader.ts
 * loads it when the screen's module is evaluated and the form is shown once it has arrived; tests load it
 * in their setup. Everything else about a date (today, the year list, shown dates) is read through Intl
 * (src/i18n/format.ts) and needs no Temporal.
 */
import type { Temporal } from 'temporal-polyfill';

export type TemporalApi = typeof Temporal;

let api: TemporalApi | undefined;

/** Makes the loaded Temporal available to the date rules. */
export function provideTemporal(loaded: TemporalApi): void {
  api = loaded;
}

/** The loaded Temporal; a date rule run before its screen loaded it is a programming error. */
export function temporal(): TemporalApi {
  if (!api) throw new Error('Temporal is loaded on demand: load it (src/ui/common/temporalLoader.ts) before running a date rule');
  return api;
}
