/**
 * The product's time zone and the fields the app reads an instant's wall clock with (src/i18n/format.ts).
 * Apart from format.ts so the locale-data worker (src/app/boot/intlWarmup.worker.ts) builds the very same
 * formatter without the rest of the formatting code.
 */

/**
 * Time zone for unix conversion. Spec section 9 gives a fixed seven-hour offset from UTC with a
 * Bangkok variant; both are the same wall clock (Thailand has no daylight saving), so Asia/Bangkok.
 * @default 'Asia/Bangkok'
 */
export const APP_TIME_ZONE = 'Asia/Bangkok';

/** Every field of the wall clock, 24-hour, with the era (years before 1 come back as BC). */
export const WALL_CLOCK_FIELDS = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  era: 'short',
} as const satisfies Intl.DateTimeFormatOptions;
