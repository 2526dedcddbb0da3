/** Kept apart from pointLog.ts (the labels and rules of the screens) so the start-up warm-up can build the log's query. */
import type { HistoryMonth } from './pointLog';

/** The point log's month parameter, yyyy-MM. */
export function monthParam(month: HistoryMonth): string {
  return `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}`;
}
