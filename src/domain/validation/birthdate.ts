import { type } from 'arktype';
import type { Temporal } from 'temporal-polyfill';
import type { FieldError } from './fieldError';
import { check, fieldRule, type FieldRule } from './fieldRule';
import { temporal } from './temporal';

// The date maths below use Temporal, loaded on demand (./temporal.ts); the year list needs only the year.

/** Spec sections 5 and 9: 100 years in the year list, Buddhist offset +543 for Thai, minimum age 20. */
const YEAR_LIST_LENGTH = 100;
const BUDDHIST_OFFSET = 543;
export const MINIMUM_AGE = 20;

/** A date picker value; each part may still be unset. */
export interface DateParts {
  day?: number;
  month?: number;
  /** Gregorian year (the picker shows it +543 in Thai). */
  year?: number;
}

/** Date picker rule: a day past the end of the month becomes the month's last day (31 Feb → 28 or 29 Feb). */
export function correctDay(parts: DateParts): DateParts {
  if (parts.day === undefined || parts.month === undefined || parts.year === undefined) return parts;
  const daysInMonth = temporal().PlainYearMonth.from({ year: parts.year, month: parts.month }).daysInMonth;
  return { ...parts, day: Math.min(parts.day, daysInMonth) };
}

/** The year options, newest first: 100 years back from the current year, in the member's calendar. */
export function yearOptions(today: { year: number }, locale: 1054 | 1033): Array<{ value: number; label: number }> {
  const offset = locale === 1054 ? BUDDHIST_OFFSET : 0;
  return Array.from({ length: YEAR_LIST_LENGTH + 1 }, (_, i) => {
    const year = today.year - i;
    return { value: year, label: year + offset };
  });
}

/** Whole years between the birth date and today. */
function ageOn(birth: Temporal.PlainDate, today: Temporal.PlainDate): number {
  return birth.until(today, { largestUnit: 'years' }).years;
}

/** Day, month and year all set. */
const completeDate = type({ day: 'number', month: 'number', year: 'number' });

function birthOf(parts: Required<DateParts>): Temporal.PlainDate {
  return temporal().PlainDate.from(correctDay(parts) as Required<DateParts>);
}

/** The birthdate rule as of `today`: day, month and year required, not in the future, and the minimum age if given. */
export function birthdateRule(today: Temporal.PlainDate, minimumAge?: number): FieldRule<DateParts> {
  return fieldRule<DateParts>([
    check(completeDate, { id: 'validation.birthdate.required' }),
    check(completeDate.narrow((parts) => temporal().PlainDate.compare(birthOf(parts), today) <= 0), { id: 'validation.birthdate.future' }),
    ...(minimumAge === undefined
      ? []
      : [check(completeDate.narrow((parts) => ageOn(birthOf(parts), today) >= minimumAge), { id: 'validation.birthdate.invalid_diff', values: { age: minimumAge } })]),
  ]);
}

/** Required day, month and year; with a minimum age, a younger person gets 'invalid_diff'. */
export function validateBirthdate(parts: DateParts, today: Temporal.PlainDate, minimumAge?: number): FieldError {
  return birthdateRule(today, minimumAge)(parts);
}

/** Unix seconds at local midnight in Bangkok, the form the backend stores birthDate in. */
export function toUnixSeconds(parts: Required<DateParts>): number {
  return temporal().PlainDate.from(parts).toZonedDateTime({ timeZone: 'Asia/Bangkok' }).epochMilliseconds / 1000;
}
