/**
 * Real actor of membership: GET /userlevel (the levels and privileges, in the session's language) and,
 * for a member, GET /profile/me/badges, both with the actor's signal so a timeout or leaving the page
 * cancels them.
 */
import { fromPromise } from 'xstate';
import { membershipMachine } from '@machines/membership/membership.machine';
import type { LoadMembershipInput, MembershipData } from '@machines/membership/membership.types';
import { unwrap } from '@/api/unwrap';
import type { PointServices } from '@/flows/pointHistory/pointHistory.live';
import { badgeFromApi, memberLevelFromApi } from '@/domain/membership/membership';

export function createMembershipLogic(services: Pick<PointServices, 'clients' | 'session'>) {
  const loadMembership = fromPromise<MembershipData, LoadMembershipInput>(async ({ input, signal }) => {
    const locale = services.session.getSnapshot().context.locale;
    const [levels, badges] = await Promise.all([
      services.clients.modules.GET('/userlevel', { params: { query: { locale } }, signal }).then(unwrap),
      input.withBadges ? services.clients.modules.GET('/profile/me/badges', { params: { query: { locale } }, signal }).then(unwrap) : Promise.resolve({ data: [] }),
    ]);
    return { levels: (levels.data ?? []).map(memberLevelFromApi), badges: (badges.data ?? []).map(badgeFromApi) };
  });
  return membershipMachine.provide({ actors: { loadMembership } });
}
