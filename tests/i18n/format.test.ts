import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  APP_TIME_ZONE,
  displayYear,
  formatBaht,
  formatCountdown,
  formatDate,
  formatIsoDate,
  formatLongDate,
  formatNumber,
  formatPoints,
  formatTime,
  fromUnixSeconds,
  gregorianYearOf,
  monthName,
  pluralUnit,
  pointsUnit,
  toUnixSeconds,
} from '@/i18n/format';
import { parseLocaleCode, toLocaleCode, toShort, toShortLocale } from '@/i18n/locale';

// 2023-11-14T22:13:20Z = 2023-11-15 05:13:20 in Bangkok (UTC+7): the date differs from UTC on purpose.
const TS = 1_700_000_000;

describe('locale codes', () => {
  it('maps 1054 ↔ th and 1033 ↔ en', () => {
    expect(toShortLocale(1054)).toBe('th');
    expect(toShortLocale(1033)).toBe('en');
    expect(toLocaleCode('th')).toBe(1054);
    expect(toLocaleCode('en')).toBe(1033);
  });
  it('parses cached and backend forms, defaulting to Thai', () => {
    expect(parseLocaleCode('1033')).toBe(1033);
    expect(parseLocaleCode('en-US')).toBe(1033);
    expect(parseLocaleCode('th')).toBe(1054);
    expect(parseLocaleCode(1054)).toBe(1054);
    expect(parseLocaleCode(undefined)).toBe(1054);
    expect(parseLocaleCode('fr')).toBe(1054);
    expect(parseLocaleCode(2052)).toBe(1054);
    expect(toShort(1033)).toBe('en');
    expect(toShort('en')).toBe('en');
  });
});

describe('unix timestamps in Asia/Bangkok', () => {
  it('reads seconds as Bangkok wall-clock time', () => {
    const zdt = fromUnixSeconds(TS);
    expect(zdt.timeZoneId).toBe(APP_TIME_ZONE);
    expect(zdt.toPlainDateTime().toString()).toBe('2023-11-15T05:13:20');
    expect(zdt.offset).toBe('+07:00');
  });
  it('round-trips through toUnixSeconds, and plain dates start at Bangkok midnight', () => {
    expect(toUnixSeconds(fromUnixSeconds(TS))).toBe(TS);
    expect(toUnixSeconds(Temporal.PlainDate.from('2023-11-15'))).toBe(Date.UTC(2023, 10, 14, 17) / 1000);
    expect(toUnixSeconds(Temporal.Instant.fromEpochMilliseconds(TS * 1000))).toBe(TS);
  });
  it('rejects non-numbers', () => {
    expect(() => fromUnixSeconds(Number.NaN)).toThrow(RangeError);
  });
});

describe('date patterns of spec section 9', () => {
  it('dd/MM/yy with the Buddhist year in Thai', () => {
    expect(formatDate(TS, 'dd/MM/yy', 'th')).toBe('15/11/66');
    expect(formatDate(TS, 'dd/MM/yy', 1033)).toBe('15/11/23');
  });
  it('dd / MMM / yyyy', () => {
    expect(formatDate(TS, 'dd / MMM / yyyy', 1054)).toBe('15 / พ.ย. / 2566');
    expect(formatDate(TS, 'dd / MMM / yyyy', 'en')).toBe('15 / Nov / 2023');
  });
  it('MM/dd/yyyy', () => {
    expect(formatDate(TS, 'MM/dd/yyyy', 'en')).toBe('11/15/2023');
    expect(formatDate(TS, 'MM/dd/yyyy', 'th')).toBe('11/15/2566');
  });
  it('dd MMM yyyy', () => {
    expect(formatDate(Temporal.PlainDate.from('2024-01-05'), 'dd MMM yyyy', 'th')).toBe('05 ม.ค. 2567');
    expect(formatDate(Temporal.PlainDate.from('2024-01-05'), 'dd MMM yyyy', 'en')).toBe('05 Jan 2024');
  });
  it('HH:mm:ss on the 24-hour clock', () => {
    expect(formatDate(TS, 'HH:mm:ss', 'th')).toBe('05:13:20');
    expect(formatTime(Temporal.PlainDateTime.from('2024-02-29T23:04:09'))).toBe('23:04:09');
  });
  it('yyyy-MM-dd stays Gregorian in Thai (data interchange form)', () => {
    expect(formatDate(TS, 'yyyy-MM-dd', 'th')).toBe('2023-11-15');
    expect(formatIsoDate(TS)).toBe('2023-11-15');
  });
  it('era can be forced', () => {
    expect(formatDate(TS, 'yyyy-MM-dd', 'th', { era: 'buddhist' })).toBe('2566-11-15');
    expect(formatDate(TS, 'dd/MM/yy', 'th', { era: 'gregorian' })).toBe('15/11/23');
  });
  it('another zone can be asked for', () => {
    expect(formatDate(TS, 'dd/MM/yy', 'en', { zone: 'UTC' })).toBe('14/11/23');
  });
  it('accepts zoned date-times and instants', () => {
    expect(formatDate(Temporal.ZonedDateTime.from('2025-12-31T23:59:59+07:00[Asia/Bangkok]'), 'dd/MM/yy', 'th')).toBe('31/12/68');
    expect(formatDate(Temporal.Instant.from('2025-12-31T17:00:00Z'), 'yyyy-MM-dd', 'en')).toBe('2026-01-01');
  });
});

describe('Thai long date', () => {
  it('full month and Buddhist year, optional HH:mm', () => {
    expect(formatLongDate(TS, 'th')).toBe('15 พฤศจิกายน 2566');
    expect(formatLongDate(TS, 'th', { withTime: true })).toBe('15 พฤศจิกายน 2566 05:13');
    expect(formatLongDate(TS, 'en')).toBe('15 November 2023');
    expect(formatLongDate(Temporal.PlainDate.from('2024-02-01'), 1054)).toBe('1 กุมภาพันธ์ 2567');
  });
  it('month names in both languages', () => {
    expect(monthName(1, 'th')).toBe('มกราคม');
    expect(monthName(12, 'th', 'short')).toBe('ธ.ค.');
    expect(monthName(5, 'en', 'short')).toBe('May');
    expect(() => monthName(13, 'en')).toThrow(RangeError);
  });
  it('Buddhist year both ways', () => {
    expect(displayYear(2024, 'th')).toBe(2567);
    expect(displayYear(2024, 'en')).toBe(2024);
    expect(gregorianYearOf(2567, 1054)).toBe(2024);
    expect(gregorianYearOf(2024, 1033)).toBe(2024);
  });
});

describe('numbers, baht and points', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(-12000)).toBe('-12,000');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
  it('baht with comma grouping in both languages', () => {
    expect(formatBaht(1234, 'th')).toBe('1,234 บาท');
    expect(formatBaht(1234.5, 'en')).toBe('1,234.50 baht');
    expect(formatBaht(1000000, 1033, 2)).toBe('1,000,000.00 baht');
  });
  it('English unit plural: an s above 1 only', () => {
    expect(pluralUnit('point', 0, 'en')).toBe('point');
    expect(pluralUnit('point', 1, 'en')).toBe('point');
    expect(pluralUnit('point', 2, 'en')).toBe('points');
    expect(pluralUnit('point', 1.5, 'en')).toBe('points');
    expect(pluralUnit('คะแนน', 5, 'th')).toBe('คะแนน');
    expect(pointsUnit(3, 1033)).toBe('points');
  });
  it('points with grouping and unit', () => {
    expect(formatPoints(1, 'en')).toBe('1 point');
    expect(formatPoints(1250, 'en')).toBe('1,250 points');
    expect(formatPoints(1250, 'th')).toBe('1,250 คะแนน');
  });
  it('countdown as mm:ss with a colon', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(305)).toBe('05:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
