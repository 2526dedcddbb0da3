/**
 * The one place the platform's balance answer (GET /profile/me/updated_points → {points, time},
 * platform-api.md §1 Profile) becomes the member's point count. Used by the session's live profile load
 * (src/flows/session/session.live.ts).
 */
import type { ModulesSchema } from '@/api/types';

export type WireUpdatedPoints = ModulesSchema<'UpdatedPoints'>;

/** The balance, or null when the answer carries no number (the profile's own updated_points then stand in). */
export function pointsFromWire(body: Partial<WireUpdatedPoints> | null | undefined): number | null {
  return typeof body?.points === 'number' && Number.isFinite(body.points) ? body.points : null;
}
