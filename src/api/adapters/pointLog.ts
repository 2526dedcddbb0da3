/**
 * The one place the platform's point log (GET /log/points: PascalCase entries RowKey, Points, Type,
 * Timestamp, Message, CampaignName; platform-api.md §1 Point log) and expiring lots
 * (GET /profile/me/allexpiring_points: {expiring_points:[{points,time}]}) become the app's point history
 * (src/domain/points/pointLog.ts). Used by the live actors in src/flows/pointHistory/pointHistory.live.ts.
 */
import type { ModulesSchema } from '@/api/types';
import { groupExpiring, type ExpiringSummary, type PointLogItem } from '@/domain/points/pointLog';

export type WirePointLogEntry = ModulesSchema<'PointLogEntry'>;
export type WireExpiringPoints = ModulesSchema<'ExpiringPoints'>;

/** One log entry; its title is the message, else the campaign's name. */
export function pointLogItemFromWire(e: WirePointLogEntry): PointLogItem {
  return {
    id: e.RowKey,
    points: e.Points,
    type: e.Type,
    reason: e.Reason,
    title: e.Message ?? e.CampaignName ?? '',
    date: e.Timestamp,
  };
}

/** The expiring lots, grouped by day. */
export function expiringFromWire(body: WireExpiringPoints): ExpiringSummary {
  return groupExpiring(body.expiring_points ?? []);
}
