import { fromPromise } from 'xstate';
import type { LoadMembershipInput, MembershipData } from './membership.types';

/** The levels (GET /userlevel) and the member's badges (GET /profile/me/badges). Real one: src/flows/membership/membership.live.ts. */
export const loadMembership = fromPromise<MembershipData, LoadMembershipInput>(async () => {
  throw new Error('membership.loadMembership is not provided');
});
