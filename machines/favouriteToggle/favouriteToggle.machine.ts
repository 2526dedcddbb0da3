/**
 * The heart on a campaign page or card (spec section 2, add-to-favourite toast): tapping it adds the
 * campaign to the member's favourites and shows the toast 'added to favourites' with its link to
 * /profile/favorite for TOAST_DURATION (or until closed); tapping again removes it. A failed call shows
 * a translated message and keeps the heart as it was. Each call has the shared request timeout. A guest
 * (device sign-in) has no favourites: tapping the heart asks them to sign in or register instead.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { requestDelays, requestState, timeoutError } from '@machines/shared/request';
import { addFavourite, removeFavourite } from './favouriteToggle.actors';
import type { FavouriteToggleContext, FavouriteToggleEvent, FavouriteToggleInput, FavouriteToggleTag } from './favouriteToggle.types';

/** How long the add-to-favourite toast stays. */
export const FAVOURITE_TOAST_MS = 4_000;

export const favouriteToggleMachine = setup({
  types: {
    context: {} as FavouriteToggleContext,
    events: {} as FavouriteToggleEvent,
    input: {} as FavouriteToggleInput,
    tags: {} as FavouriteToggleTag,
  },
  actors: { addFavourite, removeFavourite },
  delays: { ...requestDelays, TOAST_DURATION: FAVOURITE_TOAST_MS },
  guards: { isFavourite: ({ context }) => context.isFavourite, isGuest: ({ context }) => context.guest },
  actions: {
    markFavourite: assign({ isFavourite: true, error: undefined }),
    unmarkFavourite: assign({ isFavourite: false, error: undefined }),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
  },
}).createMachine({
  id: 'favouriteToggle',
  context: ({ input }) => ({ campaignId: input.campaignId, isFavourite: input.isFavourite, guest: input.guest ?? false }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isGuest', target: 'guest' }, { guard: 'isFavourite', target: 'favourite' }, { target: 'notFavourite' }] },
    guest: {
      description: 'A guest (device sign-in) has no favourites: an empty heart; tapping it asks to sign in or register.',
      on: { 'FAVOURITE.TOGGLE': 'signInOffered' },
    },
    signInOffered: {
      description: 'Sign in (back to this page afterwards) or Register, or Close; nothing is saved.',
      on: { 'FAVOURITE.DISMISS': 'guest' },
    },
    notFavourite: { description: 'An empty heart: Add to favourites.', on: { 'FAVOURITE.TOGGLE': 'adding' } },
    adding: {
      tags: ['busy'],
      ...requestState({ onTimeout: { target: 'addFailed', actions: { type: 'storeError', params: timeoutError } }, slowNotice: false }),
      invoke: {
        id: 'addFavourite',
        src: 'addFavourite',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: { target: 'added', actions: 'markFavourite' },
        onError: { target: 'addFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    added: {
      description: "The toast 'added to favourites' with a link to /profile/favorite.",
      after: { TOAST_DURATION: 'favourite' },
      on: { 'FAVOURITE.TOAST_CLOSED': 'favourite', 'FAVOURITE.TOGGLE': 'removing' },
    },
    favourite: { description: 'A filled heart: Remove from favourites.', on: { 'FAVOURITE.TOGGLE': 'removing' } },
    removing: {
      tags: ['busy'],
      ...requestState({ onTimeout: { target: 'removeFailed', actions: { type: 'storeError', params: timeoutError } }, slowNotice: false }),
      invoke: {
        id: 'removeFavourite',
        src: 'removeFavourite',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: { target: 'notFavourite', actions: 'unmarkFavourite' },
        onError: { target: 'removeFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    addFailed: {
      description: 'Adding failed: a translated message; the heart stays empty. Tap to try again.',
      on: { 'FAVOURITE.TOGGLE': 'adding', 'FAVOURITE.DISMISS': 'notFavourite' },
    },
    removeFailed: {
      description: 'Removing failed: a translated message; the heart stays filled. Tap to try again.',
      on: { 'FAVOURITE.TOGGLE': 'removing', 'FAVOURITE.DISMISS': 'favourite' },
    },
  },
});
