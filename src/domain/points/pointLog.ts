/**
 * Point history rules (spec sections 3, 5 and 9): the month/year filter (both required, the
 * current Bangkok month by default), the point-log entry as the screens read it with the reason and
 * transaction-type labels of section 3, and expiring lots grouped by date with their total.
 */
import { bangkokDay, currentMonth } from './bangkokDay';

/** Transaction-type labels of spec section 3. */
export const POINT_TXN_TYPES = ['default', 'adjust-add', 'adjust-deduct', 'trace-welcome', 'trace-survey', 'trace-fgf', 'trace-custom-info', 'initial-add', 'rollback'] as const;
export type PointTxnType = (typeof POINT_TXN_TYPES)[number];

/** Reasons of spec section 3, as the backend sends them. */
export const POINT_REASONS = ['default activity', 'admin adjust add', 'admin deduct', 'survey', 'welcome point from register', 'friend get friend', 'rollback'] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** One entry of the point log as the screens show it. */
export interface PointLogItem {
  /** The platform's RowKey (also the paging key). */
  id: string;
  /** Signed: positive earned, negative used. */
  points: number;
  type: PointTxnType;
  reason?: PointReason;
  /** What happened, in the member's language (may be empty). */
  title: string;
  /** Unix seconds. */
  date: number;
}

/** A month of the filter. */
export interface HistoryMonth {
  /** Gregorian year. */
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The filter as chosen: either part may still be missing (both are required to load). */
export interface HistoryFilter {
  year: number | null;
  month: number | null;
}

/** How many years the year list offers, counting back from the current one. @default 3 */
const HISTORY_YEARS = 3;

export { currentMonth };

/** Years of the year list (Gregorian, newest first). */
export function historyYears(nowMs: number, count: number = HISTORY_YEARS): number[] {
  const { year } = currentMonth(nowMs);
  return Array.from({ length: count }, (_, i) => year - i);
}

/** Both parts chosen. */
export function isFilterComplete(filter: HistoryFilter): filter is HistoryMonth {
  return filter.year !== null && filter.month !== null && filter.month >= 1 && filter.month <= 12;
}

export { monthParam } from './monthParam';

/** Message id of a transaction-type label. */
export function txnTypeMessageId(type: PointTxnType): string {
  return `points.type.${type}`;
}

const REASON_KEYS: Record<PointReason, string> = {
  'default activity': 'default',
  'admin adjust add': 'adjustAdd',
  'admin deduct': 'adjustDeduct',
  survey: 'survey',
  'welcome point from register': 'welcome',
  'friend get friend': 'friendGetFriend',
  rollback: 'rollback',
};

/** Message id of a reason label. */
export function reasonMessageId(reason: PointReason): string {
  return `points.reason.${REASON_KEYS[reason]}`;
}

/** Expiring points of one day. */
export interface ExpiringGroup {
  /** yyyy-MM-dd in Bangkok. */
  day: string;
  /** Unix seconds of the earliest lot that day (for formatting). */
  time: number;
  points: number;
}

export interface ExpiringSummary {
  groups: ExpiringGroup[];
  total: number;
}

/** Groups expiring lots by their Bangkok day, soonest first, with the total of all lots. */
export function groupExpiring(lots: ReadonlyArray<{ points: number; time: number }>): ExpiringSummary {
  const byDay = new Map<string, ExpiringGroup>();
  for (const lot of [...lots].sort((a, b) => a.time - b.time)) {
    const at = bangkokDay(lot.time * 1000);
    const day = `${at.year}-${String(at.month).padStart(2, '0')}-${String(at.day).padStart(2, '0')}`;
    const group = byDay.get(day);
    if (group) group.points += lot.points;
    else byDay.set(day, { day, time: lot.time, points: lot.points });
  }
  const groups = [...byDay.values()];
  return { groups, total: groups.reduce((sum, g) => sum + g.points, 0) };
}

/** Points with their sign as shown: '+120', '−250' (a true minus sign), '0'. */
export function signedPoints(points: number, format: (n: number) => string): string {
  if (points > 0) return `+${format(points)}`;
  if (points < 0) return `\u2212${format(Math.abs(points))}`;
  return format(0);
}
