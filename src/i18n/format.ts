/**
 * Formatting of spec section 9: dates through Temporal (temporal-polyfill) with the Buddhist year
 * (+543) for Thai, unix timestamps read in the product's time zone (Asia/Bangkok, UTC+07:00), baht and
 * points with comma grouping, and the English unit plural ("point" → "points" above 1).
 *
 * Month names are calendar data kept here; unit words ("point", "baht") are messages and come from
 * the shell catalogue so translators see them.
 */
import { Temporal } from 'temporal-polyfill';
import { messagesOrDefault } from '@/i18n/runtimeMessages';
import { toShort, type LocaleCode, type ShortLocale } from '@/i18n/locale';
import { APP_TIME_ZONE, WALL_CLOCK_FIELDS } from '@/i18n/wallClock';

/** Either form of a locale: backend code (1054/1033) or short (th/en). */
export type LocaleLike = LocaleCode | ShortLocale;

/**
 * What the date functions accept. A number is a unix timestamp in SECONDS (the backend's unit); it is
 * read in {@link APP_TIME_ZONE}. Instants are read in the same zone; plain values are taken as they are.
 */
export type DateInput = number | Temporal.Instant | Temporal.ZonedDateTime | Temporal.PlainDateTime | Temporal.PlainDate;

export { APP_TIME_ZONE };

/** Buddhist calendar offset for Thai (locale 1054). */
const BUDDHIST_YEAR_OFFSET = 543;

/** The date patterns of spec section 9. */
export const DATE_PATTERNS = ['dd/MM/yy', 'dd / MMM / yyyy', 'MM/dd/yyyy', 'dd MMM yyyy', 'HH:mm:ss', 'yyyy-MM-dd'] as const;
export type DatePattern = (typeof DATE_PATTERNS)[number];

const MONTHS: Record<ShortLocale, { short: readonly string[]; long: readonly string[] }> = {
  th: {
    short: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
    long: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  },
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
};

/** Month names (1-based month → name) for pickers and custom layouts. */
export function monthName(month: number, locale: LocaleLike, width: 'short' | 'long' = 'long'): string {
  const name = MONTHS[toShort(locale)][width][month - 1];
  if (name === undefined) throw new RangeError(`month out of range: ${month}`);
  return name;
}

/** Reads a unix timestamp (seconds) as a wall-clock date-time in {@link APP_TIME_ZONE} (or `zone`). */
export function fromUnixSeconds(seconds: number, zone: string = APP_TIME_ZONE): Temporal.ZonedDateTime {
  if (!Number.isFinite(seconds)) throw new RangeError(`not a unix timestamp: ${seconds}`);
  return Temporal.Instant.fromEpochMilliseconds(Math.round(seconds * 1000)).toZonedDateTimeISO(zone);
}

/**
 * Unix timestamp (seconds) of a value; a plain date or date-time is taken as wall-clock time in
 * {@link APP_TIME_ZONE} (a plain date at the start of its day).
 */
export function toUnixSeconds(value: DateInput, zone: string = APP_TIME_ZONE): number {
  if (typeof value === 'number') return value;
  // An instant or a zoned date-time (checked by shape, so this module needs no Temporal at run time).
  if ('epochMilliseconds' in value) return Math.floor(value.epochMilliseconds / 1000);
  const zoned = value.toZonedDateTime(zone);
  return Math.floor(zoned.epochMilliseconds / 1000);
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Wall-clock fields in `zone` through the platform's time-zone data, one formatter per zone. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function fieldsAt(epochMilliseconds: number, zone: string): Fields {
  if (!Number.isFinite(epochMilliseconds)) throw new RangeError(`Invalid time: ${epochMilliseconds}`);
  let formatter = zoneFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...WALL_CLOCK_FIELDS });
    zoneFormatters.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(epochMilliseconds))) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/**
 * The wall-clock fields of a value. Timestamps and instants go through Intl's time-zone data rather
 * than Temporal, so the date formatting on the first screen does not load the Temporal polyfill;
 * Temporal values that callers pass in are read by their fields.
 */
function fieldsOf(value: DateInput, zone: string): Fields {
  if (typeof value === 'number') return fieldsAt(Math.round(value * 1000), zone);
  // An instant: epoch time and no calendar fields of its own.
  if ('epochMilliseconds' in value && !('year' in value)) return fieldsAt(value.epochMilliseconds, zone);
  // A plain date: no time of day.
  if (!('hour' in value)) return { year: value.year, month: value.month, day: value.day, hour: 0, minute: 0, second: 0 };
  return { year: value.year, month: value.month, day: value.day, hour: value.hour, minute: value.minute, second: value.second };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The year as shown: Buddhist (+543) for Thai, Gregorian for English. */
export function displayYear(gregorianYear: number, locale: LocaleLike): number {
  return toShort(locale) === 'th' ? gregorianYear + BUDDHIST_YEAR_OFFSET : gregorianYear;
}

/** Back from a shown year to the Gregorian year (for pickers that list Buddhist years in Thai). */
export function gregorianYearOf(shownYear: number, locale: LocaleLike): number {
  return toShort(locale) === 'th' ? shownYear - BUDDHIST_YEAR_OFFSET : shownYear;
}

export interface FormatDateOptions {
  /**
   * Which year to show. 'auto' is Buddhist for Thai and Gregorian for English, except `yyyy-MM-dd`
   * which is the data-interchange form and always Gregorian. @default 'auto'
   */
  era?: 'auto' | 'buddhist' | 'gregorian';
  /** Zone for unix timestamps and instants. @default 'Asia/Bangkok' */
  zone?: string;
}

/**
 * Formats a date with one of the patterns of spec section 9.
 * `formatDate(1700000000, 'dd/MM/yy', 'th')` → `'15/11/66'`; with 'en' → `'15/11/23'`.
 */
export function formatDate(value: DateInput, pattern: DatePattern, locale: LocaleLike, options: FormatDateOptions = {}): string {
  const short = toShort(locale);
  const { era = 'auto', zone = APP_TIME_ZONE } = options;
  const f = fieldsOf(value, zone);
  const buddhist = era === 'buddhist' || (era === 'auto' && short === 'th' && pattern !== 'yyyy-MM-dd');
  const year = buddhist ? f.year + BUDDHIST_YEAR_OFFSET : f.year;
  const months = MONTHS[short];
  const tokens: Record<string, string> = {
    yyyy: pad(year, 4),
    yy: pad(year % 100),
    MMM: months.short[f.month - 1] ?? '',
    MM: pad(f.month),
    dd: pad(f.day),
    HH: pad(f.hour),
    mm: pad(f.minute),
    ss: pad(f.second),
  };
  return pattern.replace(/yyyy|yy|MMM|MM|dd|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/** `yyyy-MM-dd`, always Gregorian: the form the backend and `<input type="date">` use. */
export function formatIsoDate(value: DateInput, zone: string = APP_TIME_ZONE): string {
  return formatDate(value, 'yyyy-MM-dd', 'en', { zone });
}

/** `HH:mm:ss` (24-hour clock). */
export function formatTime(value: DateInput, zone: string = APP_TIME_ZONE): string {
  return formatDate(value, 'HH:mm:ss', 'en', { zone });
}

export interface LongDateOptions {
  /** Append the time as HH:mm. @default false */
  withTime?: boolean;
  /** Zone for unix timestamps and instants. @default 'Asia/Bangkok' */
  zone?: string;
}

/**
 * Long date with the full month name: Thai `'15 พฤศจิกายน 2566'` (Buddhist year), English
 * `'15 November 2023'`; with `withTime`, `' 05:13'` is appended.
 */
export function formatLongDate(value: DateInput, locale: LocaleLike, options: LongDateOptions = {}): string {
  const { withTime = false, zone = APP_TIME_ZONE } = options;
  const f = fieldsOf(value, zone);
  const text = `${f.day} ${monthName(f.month, locale, 'long')} ${displayYear(f.year, locale)}`;
  return withTime ? `${text} ${pad(f.hour)}:${pad(f.minute)}` : text;
}

/** Seconds left as `mm:ss` (colon separator); minutes grow past 59, negatives show 00:00. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** One formatter per fraction-digit setting: building one costs far more than formatting (every card shows points). */
const numberFormatters = new Map<number, Intl.NumberFormat>();

/**
 * A number with comma grouping: `1234567.5` → `'1,234,567.5'`. Western digits in both languages (the
 * product shows Arabic numerals in Thai too). `decimals` fixes the fraction digits.
 */
export function formatNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '0';
  const key = decimals ?? -1;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals ?? 0, maximumFractionDigits: decimals ?? 20, useGrouping: true });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/**
 * Baht with comma grouping and the unit word from the catalogue: `1234.5` → `'1,234.50 บาท'` /
 * `'1,234.50 baht'`. Whole amounts show no decimals unless `decimals` is given.
 */
export function formatBaht(amount: number, locale: LocaleLike, decimals?: number): string {
  const digits = decimals ?? (Number.isInteger(amount) ? 0 : 2);
  return unitMessage('shell.unit.baht', locale, { amount: formatNumber(amount, digits) });
}

/**
 * The English plural of spec section 2: the unit word gets an 's' when the count is above 1
 * (so 0 and 1 stay singular); Thai has no plural form.
 */
export function pluralUnit(unit: string, count: number, locale: LocaleLike): string {
  return toShort(locale) === 'en' && count > 1 ? `${unit}s` : unit;
}

/** The points unit word for a count: 'point' / 'points' / 'คะแนน'. */
export function pointsUnit(count: number, locale: LocaleLike): string {
  return pluralUnit(unitMessage('shell.unit.point', locale), count, locale);
}

/** Points with comma grouping and the unit word: `'1,250 points'`, `'1 point'`, `'1,250 คะแนน'`. */
export function formatPoints(count: number, locale: LocaleLike): string {
  return `${formatNumber(count)} ${pointsUnit(count, locale)}`;
}

function unitMessage(id: string, locale: LocaleLike, values: Record<string, string> = {}): string {
  // Production builds precompile catalogues to ICU ASTs (scripts/vite/messageCatalogues.ts): a unit
  // message is then literal elements (type 0) and simple arguments (type 1, `value` naming the argument).
  const message = messagesOrDefault(toShort(locale))[id] as unknown as string | Array<{ type: number; value?: unknown }> | undefined;
  if (message === undefined) throw new Error(`missing message ${id}`);
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return message.map((part) => (part.type === 0 ? String(part.value) : part.type === 1 ? (values[String(part.value)] ?? '') : '')).join('');
}
