/**
 * The product's calendar (Bangkok, no daylight saving) read through the platform's own zone data, not Temporal:
 * the point history's first screen and the start-up warm-up of its first page then wait for no Temporal chunk.
 * Kept apart from pointLog.ts so the warm-up needs only this.
 */
import { APP_TIME_ZONE } from '@/i18n/wallClock';
import type { HistoryMonth } from './pointLog';

/** One formatter, built on first use (building one costs far more than using it). */
let bangkokDays: Intl.DateTimeFormat | undefined;

/** The Bangkok calendar day of an instant. */
export function bangkokDay(epochMs: number): { year: number; month: number; day: number } {
  bangkokDays ??= new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = bangkokDays.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The current month in Bangkok (the history's first month). */
export function currentMonth(nowMs: number): HistoryMonth {
  const { year, month } = bangkokDay(nowMs);
  return { year, month };
}
