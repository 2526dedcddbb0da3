import { notProvided } from '../shared/provided';
import type { LoadMembershipInput, MembershipData } from './membership.types';

/** The levels (GET /userlevel) and the member's badges (GET /profile/me/badges). Real one: src/flows/membership/membership.live.ts. */
export const loadMembership = notProvided<MembershipData, LoadMembershipInput>('membership.loadMembership');
