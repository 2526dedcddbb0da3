/**
 * Membership (/privilege and the profile): the levels of the programme with the privileges of each, and,
 * for a member, the badges with their missions, from which the page shows the member's level (the bit
 * flag of spec section 3), when it runs out and the progress toward the next level.
 *
 * One load (levels, and badges when signed in) with the shared request timeout: a slow notice after a
 * few seconds, give up with Retry after the limit. A failed or timed-out load is a translated message
 * with Retry.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { loadMembership } from './membership.actors';
import type { MembershipContext, MembershipData, MembershipEvent, MembershipInput, MembershipTag } from './membership.types';

export const membershipMachine = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
    input: {} as MembershipInput,
    tags: {} as MembershipTag,
  },
  actors: { loadMembership },
  delays: { ...requestDelays },
  actions: {
    storeMembership: assign((_, params: { data: MembershipData }) => ({ levels: params.data.levels, badges: params.data.badges, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
  },
}).createMachine({
  id: 'membership',
  context: ({ input }) => ({ userLevel: input.userLevel, signedIn: input.signedIn ?? false, levels: [], badges: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'The levels and their privileges load, with the member’s badges when signed in.',
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'loadMembership',
        src: 'loadMembership',
        input: ({ context }) => ({ withBadges: context.signedIn }),
        onDone: { target: 'loaded', actions: { type: 'storeMembership', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      description: 'The member’s level and its expiry, progress toward the next level, the badges with missions, and every level’s privileges with the member’s own marked.',
    },
    failed: {
      description: 'The levels or badges could not be loaded (or took too long): a translated message with Retry.',
      on: { 'MEMBERSHIP.RETRY': 'loading' },
    },
  },
});

export type MembershipMachine = typeof membershipMachine;
