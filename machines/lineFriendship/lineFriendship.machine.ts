/**
 * lineFriendship: inside LINE, whether the member is a friend of the brand's LINE official account
 * (spec section 7, "GET friendship status"). A member who is not is offered "Add friend", which opens the
 * account in LINE (liff.openWindow, external); when the member comes back the status is read again, so the
 * card follows what was done in LINE. Outside LINE the chart stays idle and nothing is shown.
 */
import { assign, setup } from 'xstate';
import { lineFeatureError, toLineFeatureError } from '@/domain/line/featureErrors';
import { errorOf } from '../shared/actorEvents';
import { requestDelays, requestState } from '../shared/request';
import { lineFriendshipActors } from './lineFriendship.actors';
import type { LineFriendshipContext, LineFriendshipEvent, LineFriendshipInput } from './lineFriendship.types';

export const lineFriendshipMachine = setup({
  types: {
    context: {} as LineFriendshipContext,
    input: {} as LineFriendshipInput,
    events: {} as LineFriendshipEvent,
    tags: {} as 'loading',
  },
  actors: lineFriendshipActors,
  guards: {
    isInClient: ({ context }) => context.inClient,
    isFriend: (_, friend: boolean) => friend === true,
    canAddFriend: ({ context }) => context.addFriendUrl !== '',
  },
  delays: { REQUEST_TIMEOUT: requestDelays.REQUEST_TIMEOUT },
  actions: {
    storeFriendship: assign({ friend: (_, friend: boolean) => friend === true, error: null }),
    clearError: assign({ error: null }),
    /** LINE did not answer within REQUEST_TIMEOUT: the call was cancelled, reported as unreachable. */
    storeTimeout: assign({ error: () => lineFeatureError('network') }),
    storeReadError: assign({ error: ({ event }) => toLineFeatureError(errorOf(event), 'server') }),
    storeOpenError: assign({ error: ({ event }) => toLineFeatureError(errorOf(event), 'server') }),
  },
}).createMachine({
  id: 'lineFriendship',
  context: ({ input }) => ({ ...input, friend: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Outside LINE: the friendship is not read and the card is not shown.',
      always: { guard: 'isInClient', target: 'checking' },
    },
    checking: {
      description: "Reading whether the member is a friend of the brand's LINE account.",
      tags: ['loading'],
      ...requestState({ onTimeout: { target: 'failed', actions: 'storeTimeout' }, slowNotice: false }),
      invoke: {
        id: 'getFriendship',
        src: 'getFriendship',
        onDone: [
          { guard: { type: 'isFriend', params: ({ event }) => event.output }, target: 'friend', actions: { type: 'storeFriendship', params: ({ event }) => event.output } },
          { target: 'notFriend', actions: { type: 'storeFriendship', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'storeReadError' },
      },
    },
    friend: {
      description: "The member is a friend of the brand's LINE account: the card says so.",
    },
    notFriend: {
      description: 'Not a friend yet: the card offers "Add friend" (when the brand set its account address).',
      on: { 'FRIENDSHIP.ADD_FRIEND': { guard: 'canAddFriend', target: 'openingAccount', actions: 'clearError' } },
    },
    openingAccount: {
      description: "LINE opens the brand's official account, where the member can add it as a friend.",
      tags: ['loading'],
      invoke: {
        id: 'openAddFriend',
        src: 'openAddFriend',
        input: ({ context }) => ({ url: context.addFriendUrl }),
        onDone: { target: 'awaitingReturn' },
        onError: { target: 'notFriend', actions: 'storeOpenError' },
      },
    },
    awaitingReturn: {
      description: 'The account is open in LINE; when the member comes back (or taps "Check again") the status is read again.',
      invoke: { id: 'watchReturn', src: 'watchReturn' },
      on: { 'FRIENDSHIP.RETURNED': 'checking', 'FRIENDSHIP.RECHECK': 'checking' },
    },
    failed: {
      description: 'The status could not be read (LINE error or no answer in time): a translated message and Retry.',
      on: { 'FRIENDSHIP.RETRY': 'checking' },
    },
  },
});

export type LineFriendshipMachine = typeof lineFriendshipMachine;
