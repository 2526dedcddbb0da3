import { describe, expect, it } from 'vitest';
import { currentMonth, groupExpiring, historyYears, isFilterComplete, monthParam, reasonMessageId, signedPoints, txnTypeMessageId, POINT_REASONS, POINT_TXN_TYPES } from '@/domain/points/pointLog';
import { messages } from '@/i18n/messages';
import { Temporal } from 'temporal-polyfill';

describe('point log rules', () => {
  it('the current month is Bangkok time', () => {
    // 2026-11-30 18:00 UTC is already 1 December in Bangkok.
    expect(currentMonth(Date.UTC(2026, 10, 30, 18))).toEqual({ year: 2026, month: 12 });
    expect(historyYears(Date.UTC(2026, 5, 1))).toEqual([2026, 2025, 2024]);
  });

  it('month and year are both required; the month parameter is yyyy-MM', () => {
    expect(isFilterComplete({ year: 2026, month: null })).toBe(false);
    expect(isFilterComplete({ year: null, month: 4 })).toBe(false);
    expect(isFilterComplete({ year: 2026, month: 4 })).toBe(true);
    expect(monthParam({ year: 2026, month: 4 })).toBe('2026-04');
  });

  it('reads Bangkok months and days as Temporal does, across month, year and leap-day edges', () => {
    const instants = ['2026-01-31T16:59:59Z', '2026-01-31T17:00:00Z', '2026-12-31T16:59:59.999Z', '2026-12-31T17:00:00Z', '2028-02-28T17:00:00Z', '1999-12-31T17:00:00Z'];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 7 * 3_600_000 + 13 * 60_000) instants.push(new Date(at).toISOString());
    for (const iso of instants) {
      const ms = Date.parse(iso);
      const oracle = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO('Asia/Bangkok');
      expect(currentMonth(ms), iso).toEqual({ year: oracle.year, month: oracle.month });
      expect(groupExpiring([{ points: 1, time: Math.floor(ms / 1000) }]).groups[0]?.day, iso).toBe(Temporal.Instant.fromEpochMilliseconds(Math.floor(ms / 1000) * 1000).toZonedDateTimeISO('Asia/Bangkok').toPlainDate().toString());
    }
  });

  it('groups expiring lots by Bangkok day with the total', () => {
    const day = Date.UTC(2026, 11, 17, 16, 59, 59) / 1000; // 23:59:59 Bangkok
    const summary = groupExpiring([
      { points: 210, time: day + 86_400 * 30 },
      { points: 320, time: day },
      { points: 80, time: day - 3600 },
    ]);
    expect(summary.groups.map((g) => [g.day, g.points])).toEqual([
      ['2026-12-17', 400],
      ['2027-01-16', 210],
    ]);
    expect(summary.total).toBe(610);
  });

  it('shows points with their sign', () => {
    const f = (n: number) => n.toLocaleString('en-US');
    expect(signedPoints(1200, f)).toBe('+1,200');
    expect(signedPoints(-250, f)).toBe('\u2212250');
    expect(signedPoints(0, f)).toBe('0');
  });

  it('every reason and transaction type has a label in both languages', () => {
    for (const lang of ['th', 'en'] as const) {
      for (const t of POINT_TXN_TYPES) expect(messages[lang][txnTypeMessageId(t)], t).toBeTruthy();
      for (const r of POINT_REASONS) expect(messages[lang][reasonMessageId(r)], r).toBeTruthy();
    }
  });
});
