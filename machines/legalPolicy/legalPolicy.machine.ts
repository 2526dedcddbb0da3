/**
 * A policy page (/profile/legalpolicy/terms, /privacy, /age; spec sections 2, 3 and 7): the current
 * text of the policy by version (sanitised HTML), its version, and whether and when the member
 * accepted it, from the consent record. A failed or slow load shows a translated message with Retry
 * instead of an empty page.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { requestDelays, requestState, requestTimeoutError } from '@machines/shared/request';
import { loadPolicyPage } from './legalPolicy.actors';
import type { LegalPolicyContext, LegalPolicyEvent, LegalPolicyInput, LegalPolicyPage } from './legalPolicy.types';
import { errorOf } from '../shared/actorEvents';

export const legalPolicyMachine = setup({
  types: {
    context: {} as LegalPolicyContext,
    events: {} as LegalPolicyEvent,
    input: {} as LegalPolicyInput,
    tags: {} as 'loading' | 'slow',
  },
  actors: { loadPolicyPage },
  delays: { ...requestDelays },
  actions: {
    storePage: assign({ page: (_, page: LegalPolicyPage) => page, error: null }),
    recordFailure: assign({ error: ({ event }) => toApiError(errorOf(event) ?? event) }),
    recordTimeout: assign({ error: () => requestTimeoutError() }),
  },
}).createMachine({
  id: 'legalPolicy',
  context: ({ input }) => ({ ...input, page: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the current version, its text and the member’s consent record.',
      tags: ['loading'],
      invoke: {
        id: 'loadPolicyPage',
        src: 'loadPolicyPage',
        input: ({ context }) => ({ kind: context.kind, locale: context.locale }),
        onDone: { target: 'shown', actions: { type: 'storePage', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'recordFailure' },
      },
      ...requestState({ onTimeout: { target: 'loadFailed', actions: 'recordTimeout' } }),
    },
    loadFailed: {
      description: 'The text or the record could not be read: a translated message with Retry.',
      on: { 'POLICY.RETRY': 'loading' },
    },
    shown: {
      description: 'The text, its version, and whether and when the member accepted it.',
    },
  },
});
