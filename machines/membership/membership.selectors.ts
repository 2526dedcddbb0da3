import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { levelTier, type LevelTier } from '@/domain/membership/level';
import { levelExpiry, levelProgress, sortLevels, type Badge, type LevelProgress, type MemberLevel } from '@/domain/membership/membership';
import type { MembershipMachine } from './membership.machine';

export type MembershipSnapshot = SnapshotFrom<MembershipMachine>;

export type MembershipView =
  | { kind: 'loading'; slow: boolean }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'loaded'; tier: LevelTier; signedIn: boolean; expiresOn: number | null; progress: LevelProgress; badges: Badge[]; levels: MemberLevel[] };

export function selectMembershipView(s: MembershipSnapshot): MembershipView {
  if (s.matches('loading')) return { kind: 'loading', slow: s.hasTag('slow') };
  if (s.matches('failed')) return { kind: 'failed', error: s.context.error ?? { status: 0, message: '' } };
  const { userLevel, badges, levels, signedIn } = s.context;
  return {
    kind: 'loaded',
    tier: levelTier(userLevel),
    signedIn,
    expiresOn: levelExpiry(userLevel, badges),
    progress: levelProgress(userLevel, badges),
    badges,
    levels: sortLevels(levels),
  };
}
