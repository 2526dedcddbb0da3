import { fromPromise } from 'xstate';
import type { ExpiringSummary, PointLogItem } from '@/domain/points/pointLog';
import type { LoadPointLogInput } from './pointHistory.types';

/** One page of the point log of a month (GET /log/points). Real one: src/flows/pointHistory/pointHistory.live.ts. */
export const loadPointLog = fromPromise<PointLogItem[], LoadPointLogInput>(async () => {
  throw new Error('pointHistory.loadPointLog is not provided');
});

/** Every expiring lot, grouped by date (GET /profile/me/allexpiring_points). */
export const loadExpiring = fromPromise<ExpiringSummary, void>(async () => {
  throw new Error('pointHistory.loadExpiring is not provided');
});

