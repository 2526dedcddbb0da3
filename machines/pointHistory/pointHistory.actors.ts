import { notProvided } from '../shared/provided';
import type { ExpiringSummary, PointLogItem } from '@/domain/points/pointLog';
import type { LoadPointLogInput } from './pointHistory.types';

/** One page of the point log of a month (GET /log/points). Real one: src/flows/pointHistory/pointHistory.live.ts. */
export const loadPointLog = notProvided<PointLogItem[], LoadPointLogInput>('pointHistory.loadPointLog');

/** Every expiring lot, grouped by date (GET /profile/me/allexpiring_points). */
export const loadExpiring = notProvided<ExpiringSummary, void>('pointHistory.loadExpiring');

