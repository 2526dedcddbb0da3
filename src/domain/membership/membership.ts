/**
 * Membership as the screens use it (spec section 3 "Badge" and "User level"): the levels with their
 * privileges, the member's badges with missions, and the progress toward the next level, which is the
 * badge of grouping 'level' for that tier (level 1 Plus, level 2 Plus X) when the server sends one.
 */
import type { components } from '@/api/schema/modules';
import { LEVEL_TIERS, levelTier, nextTier, type LevelTier } from '@/domain/membership/level';

export interface BadgeMission {
  name: string;
  current: number;
  value: number;
  completed: boolean;
}

export interface Badge {
  id: string;
  name: string;
  description: string;
  /** 'level' for the badges that lead to a tier. */
  grouping: string;
  /** For level badges, the tier's rank (1 Plus, 2 Plus X). */
  level: number;
  obtained: boolean;
  /** Unix seconds, when obtained. */
  obtainedOn: number | null;
  /** 0 to 100. */
  percentage: number;
  /** Unix seconds: when the level the badge gives runs out. */
  levelExpiresOn: number | null;
  missions: BadgeMission[];
}

export interface MemberLevel {
  tier: LevelTier;
  name: string;
  description: string;
  benefits: string[];
  mission: string | null;
}

const clampPercent = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The Badge schema of openapi/modules.yaml → the screens' badge. */
export function badgeFromApi(b: components['schemas']['Badge'], index: number): Badge {
  const missions = (b.missions ?? []).map((m) => ({
    name: m.name,
    current: Math.max(0, m.current),
    value: Math.max(0, m.value),
    completed: m.isCompleted || (m.value > 0 && m.current >= m.value),
  }));
  const fromMissions = missions.length ? (missions.reduce((sum, m) => sum + (m.value > 0 ? Math.min(1, m.current / m.value) : 1), 0) / missions.length) * 100 : 0;
  return {
    id: b.id ?? `badge-${index}`,
    name: b.name,
    description: b.description ?? '',
    grouping: b.grouping ?? '',
    level: b.level,
    obtained: b.isObtain,
    obtainedOn: b.isObtain ? (b.obtainOn ?? null) : null,
    percentage: b.isObtain ? 100 : clampPercent(typeof b.percentage === 'number' ? b.percentage : fromMissions),
    levelExpiresOn: b.userLevelExpireDate ?? null,
    missions,
  };
}

/** The UserLevel schema → a level; level_id is the bit of its tier. */
export function memberLevelFromApi(l: components['schemas']['UserLevel']): MemberLevel {
  return { tier: levelTier(l.level_id), name: l.level_name, description: l.description ?? '', benefits: l.benefits ?? [], mission: l.mission ?? null };
}

/** Levels from the lowest tier up, one per tier (the first the server sent). */
export function sortLevels(levels: MemberLevel[]): MemberLevel[] {
  return LEVEL_TIERS.flatMap((tier) => levels.find((l) => l.tier === tier) ?? []);
}

const LEVEL_BADGE_RANK: Record<LevelTier, number> = { member: 0, plus: 1, plusX: 2 };

export type LevelProgress =
  | { kind: 'top' }
  | { kind: 'toward'; tier: LevelTier; percentage: number; missions: BadgeMission[] }
  | { kind: 'unknown'; tier: LevelTier };

/** Progress toward the tier above the member's: top, the level badge's progress, or unknown without one. */
export function levelProgress(userLevel: number | null | undefined, badges: Badge[]): LevelProgress {
  const next = nextTier(levelTier(userLevel));
  if (!next) return { kind: 'top' };
  const badge = badges.find((b) => b.grouping === 'level' && b.level === LEVEL_BADGE_RANK[next]);
  if (!badge) return { kind: 'unknown', tier: next };
  return { kind: 'toward', tier: next, percentage: badge.percentage, missions: badge.missions };
}

/** When the member's current level runs out: the expiry on the badge of the member's tier, if any. */
export function levelExpiry(userLevel: number | null | undefined, badges: Badge[]): number | null {
  const tier = levelTier(userLevel);
  if (tier === 'member') return null;
  return badges.find((b) => b.grouping === 'level' && b.level === LEVEL_BADGE_RANK[tier])?.levelExpiresOn ?? null;
}
