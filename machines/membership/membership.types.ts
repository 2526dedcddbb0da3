import type { ApiError } from '@/domain/apiError';
import type { Badge, MemberLevel } from '@/domain/membership/membership';

export interface MembershipInput {
  /** The member's user level flag (spec section 3); null for a guest. */
  userLevel: number | null;
  /** Badges belong to a member: a guest sees the levels only. @default false */
  signedIn?: boolean;
}

export interface MembershipContext {
  userLevel: number | null;
  signedIn: boolean;
  levels: MemberLevel[];
  badges: Badge[];
  error?: ApiError;
}

export interface LoadMembershipInput {
  withBadges: boolean;
}

export interface MembershipData {
  levels: MemberLevel[];
  badges: Badge[];
}

export type MembershipEvent = { type: 'MEMBERSHIP.RETRY' };

export type MembershipTag = 'loading' | 'slow';
