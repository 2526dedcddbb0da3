/**
 * Reward catalogue (the reward page, / and /reward/{catId}). Two regions run side by side so a
 * failing category list never hides the campaigns and vice versa:
 * - categories: load once; failed offers CATALOG.RETRY.
 * - campaigns: load the first page of the selected category; empty and failed are their own states;
 *   "load more" appends pages. Choosing another category re-enters `loading`, which stops the
 *   running loadCampaigns actor and so aborts its request (the actor passes its signal to fetch).
 * Every call follows the request-timeout pattern (machines/shared/request.ts): `slow` after
 * REQUEST_SLOW, and after REQUEST_TIMEOUT the call is cancelled into a timed-out state with Retry.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { answeredPage, appendItems, firstPageInput, firstPageState, hasMorePages, isEmptyPage, nextPageState } from '@machines/shared/pagedList';
import { requestDelays, requestState, timeoutError } from '@machines/shared/request';
import { loadCampaigns, loadCategories } from './rewardCatalog.actors';
import type {
  CampaignPage,
  LoadCampaignsInput,
  RewardCatalogContext,
  RewardCatalogEvent,
  RewardCatalogInput,
  RewardCatalogTag,
} from './rewardCatalog.types';

import { DEFAULT_PAGE_SIZE } from './rewardCatalog.types';

export { DEFAULT_PAGE_SIZE };

/** The first page of the selected category. */
function firstCampaignsInput({ context }: { context: RewardCatalogContext }): LoadCampaignsInput {
  return { categoryId: context.categoryId, ...firstPageInput({ context }) };
}

/** The next page: after the campaigns already shown. */
function nextCampaignsInput({ context }: { context: RewardCatalogContext }): LoadCampaignsInput {
  return { categoryId: context.categoryId, skip: context.campaigns.length, top: context.pageSize };
}

/** What both campaign page states share: the call, its answer (which says whether more follow), this region's error action. */
const campaignPages = { src: 'loadCampaigns', page: answeredPage, storeError: 'storeCampaignsError' } as const;

export const rewardCatalogMachine = setup({
  types: {
    context: {} as RewardCatalogContext,
    events: {} as RewardCatalogEvent,
    input: {} as RewardCatalogInput,
    tags: {} as RewardCatalogTag,
  },
  actors: { loadCategories, loadCampaigns },
  delays: { ...requestDelays },
  guards: {
    isOtherCategory: ({ context, event }) =>
      event.type === 'CATALOG.CATEGORY_SELECTED' && (event.categoryId ?? undefined) !== context.categoryId,
    isEmpty: isEmptyPage,
    hasMore: hasMorePages,
  },
  actions: {
    selectCategory: assign(({ event }) => {
      if (event.type !== 'CATALOG.CATEGORY_SELECTED') return {};
      return { categoryId: event.categoryId, campaigns: [], hasMore: false, campaignsError: undefined };
    }),
    storeCategories: assign((_, params: { categories: RewardCatalogContext['categories'] }) => ({
      categories: params.categories,
      categoriesError: undefined,
    })),
    storeCategoriesError: assign((_, params: { error: unknown }) => ({ categoriesError: toApiError(params.error) })),
    storeFirstPage: assign((_, page: CampaignPage) => ({ campaigns: page.items, hasMore: page.hasMore, campaignsError: undefined })),
    appendPage: assign(({ context }, page: CampaignPage) => ({
      campaigns: appendItems(context.campaigns, page.items, (campaign) => campaign.id),
      hasMore: page.hasMore,
      campaignsError: undefined,
    })),
    storeCampaignsError: assign((_, params: { error: unknown }) => ({ campaignsError: toApiError(params.error) })),
  },
}).createMachine({
  id: 'rewardCatalog',
  context: ({ input }) => ({
    categoryId: input.categoryId,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    categories: [],
    campaigns: [],
    hasMore: false,
  }),
  type: 'parallel',
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          ...requestState({ onTimeout: { target: 'timedOut', actions: { type: 'storeCategoriesError', params: timeoutError } } }),
          invoke: {
            id: 'loadCategories',
            src: 'loadCategories',
            onDone: { target: 'loaded', actions: { type: 'storeCategories', params: ({ event }) => ({ categories: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeCategoriesError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: { description: 'Category chips are shown.' },
        failed: {
          description: 'The category list could not be loaded; campaigns still show. Retry reloads it.',
          on: { 'CATALOG.RETRY': 'loading' },
        },
        timedOut: {
          description: 'The category list got no answer in time and was cancelled; campaigns still show. Retry reloads it.',
          on: { 'CATALOG.RETRY': 'loading' },
        },
      },
    },
    campaigns: {
      initial: 'loading',
      on: {
        'CATALOG.CATEGORY_SELECTED': { guard: 'isOtherCategory', target: '.loading', reenter: true, actions: 'selectCategory' },
      },
      states: {
        loading: firstPageState({
          ...campaignPages,
          description: 'Skeleton cards while the first page of the selected category loads.',
          input: firstCampaignsInput,
          list: 'loaded',
          onTimeout: 'timedOut',
        }),
        loaded: {
          description: 'Campaign cards of the selected category.',
          initial: 'idle',
          states: {
            idle: { on: { 'CATALOG.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: nextPageState({ ...campaignPages, input: nextCampaignsInput, tag: 'loadingMore', onTimeout: 'moreTimedOut' }),
            moreFailed: {
              description: 'The next page failed; the cards already shown stay. Load more tries again.',
              on: { 'CATALOG.LOAD_MORE': 'loadingMore', 'CATALOG.RETRY': 'loadingMore' },
            },
            moreTimedOut: {
              description: 'The next page got no answer in time and was cancelled; the cards shown stay. Load more tries again.',
              on: { 'CATALOG.LOAD_MORE': 'loadingMore', 'CATALOG.RETRY': 'loadingMore' },
            },
          },
        },
        empty: { description: 'The category has no campaigns.' },
        failed: {
          description: 'The campaigns could not be loaded: a translated error with Retry.',
          on: { 'CATALOG.RETRY': 'loading' },
        },
        timedOut: {
          description: 'The campaigns got no answer in time; the request was cancelled. The timeout message with Retry.',
          on: { 'CATALOG.RETRY': 'loading' },
        },
      },
    },
  },
});
