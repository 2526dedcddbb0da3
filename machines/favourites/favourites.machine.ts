/**
 * Favourites (/profile/favorite): the member's favourite campaigns a page at a time (a page shorter than
 * LIST_PAGE_SIZE is the last), each with Remove. Removing the last one shows the empty state. Every call
 * follows the shared request pattern (slow notice, give up after REQUEST_TIMEOUT with a way forward).
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import { firstPage, firstPageState, hasMorePages, isEmptyPage, nextPageState, withNextPage, type Page } from '@machines/shared/pagedList';
import { requestDelays, requestState, timeoutError } from '@machines/shared/request';
import { loadPage, removeFavourite } from './favourites.actors';
import type { FavouritesContext, FavouritesEvent, FavouritesTag } from './favourites.types';

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    tags: {} as FavouritesTag,
  },
  actors: { loadPage, removeFavourite },
  delays: { ...requestDelays },
  guards: {
    isEmpty: isEmptyPage,
    hasMore: hasMorePages,
    isListed: ({ context, event }) => event.type === 'FAVOURITES.REMOVE' && context.items.some((i) => i.id === event.campaignId),
    nothingLeft: ({ context }) => context.items.length === 0,
  },
  actions: {
    storeFirstPage: assign((_, page: Page<CampaignSummary>) => firstPage(page)),
    appendPage: assign(({ context }, page: Page<CampaignSummary>) => withNextPage(context.items, page, (item) => item.id)),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    rememberRemoval: assign(({ event }) => (event.type === 'FAVOURITES.REMOVE' ? { removingId: event.campaignId, error: undefined } : {})),
    dropRemoved: assign(({ context }) => ({ items: context.items.filter((i) => i.id !== context.removingId), removingId: undefined })),
  },
}).createMachine({
  id: 'favourites',
  context: { items: [], hasMore: false },
  initial: 'loading',
  states: {
    loading: firstPageState({ src: 'loadPage', description: 'The first page of favourites loads.' }),
    empty: { description: 'No favourites yet: a message and a link to the rewards.' },
    failed: { description: 'The favourites could not be loaded: a translated message with Retry.', on: { 'FAVOURITES.RETRY': 'loading' } },
    list: {
      description: 'Favourite campaigns, each with a link to its page and Remove.',
      initial: 'idle',
      always: { guard: 'nothingLeft', target: 'empty' },
      states: {
        idle: {
          on: {
            'FAVOURITES.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' },
            'FAVOURITES.REMOVE': { guard: 'isListed', target: 'removing', actions: 'rememberRemoval' },
          },
        },
        loadingMore: nextPageState({ src: 'loadPage' }),
        moreFailed: {
          description: 'The next page failed: the list stays, with a message and Try again.',
          on: { 'FAVOURITES.LOAD_MORE': 'loadingMore', 'FAVOURITES.REMOVE': { guard: 'isListed', target: 'removing', actions: 'rememberRemoval' } },
        },
        removing: {
          tags: ['busy'],
          description: 'DELETE /campaign/{id}/favourite for the chosen campaign.',
          ...requestState({ onTimeout: { target: 'removeFailed', actions: { type: 'storeError', params: timeoutError } } }),
          invoke: {
            id: 'removeFavourite',
            src: 'removeFavourite',
            input: ({ context }) => ({ campaignId: context.removingId ?? '' }),
            onDone: { target: 'idle', actions: 'dropRemoved' },
            onError: { target: 'removeFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        removeFailed: {
          description: 'Removing failed: an alert with the translated error; the campaign stays in the list.',
          on: { 'FAVOURITES.DISMISS': 'idle', 'FAVOURITES.RETRY': 'removing' },
        },
      },
    },
  },
});
