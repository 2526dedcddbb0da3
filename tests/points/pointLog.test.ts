import { describe, expect, it } from 'vitest';
import { currentMonth, groupExpiring, historyYears, isFilterComplete, monthParam, reasonMessageId, signedPoints, txnTypeMessageId, POINT_REASONS, POINT_TXN_TYPES } from '@/domain/points/pointLog';
import { messages } from '@/i18n/messages';

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
