/**
 * Point history (/profile/history/earn, /used, /expiring). One chart for the three point tabs:
 * - earn and used show the point log of one month. The month and the year are both required (spec
 *   section 5): choosing "no month" or "no year" shows the required message and loads nothing. The first
 *   page loads on entry; "load more" pages on with the RowKey of the last entry (lastRowKey paging);
 *   empty, failed and timed-out are their own states with Retry.
 * - expiring shows every expiring lot grouped by date with the total (no month filter).
 * Switching tab keeps the chosen month. Each load has the shared request timeout (machines/shared/request.ts):
 * a slow notice after a few seconds, then the request is cancelled and Retry offered. After the log loads
 * the session checks the member's points (`refreshMember`: read again unless just read), so the header balance
 * matches what is listed even when points changed elsewhere (a receipt approved, a redeem in another tab).
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { isFilterComplete, type ExpiringSummary, type PointLogItem } from '@/domain/points/pointLog';
import { appendItems, firstPageState, hasMorePages, isEmptyPage, nextPageState, type Page } from '@machines/shared/pagedList';
import { requestDelays, requestState, timeoutError } from '@machines/shared/request';
import { loadExpiring, loadPointLog } from './pointHistory.actors';
import type { LoadPointLogInput, PointHistoryContext, PointHistoryEvent, PointHistoryInput, PointHistoryTag } from './pointHistory.types';

import { DEFAULT_POINT_PAGE_SIZE } from './pointHistory.types';

export { DEFAULT_POINT_PAGE_SIZE };

/** A page of the applied month's log, after the entry with `lastRowKey` ('0' for the first page). */
function pointLogInput(context: PointHistoryContext, lastRowKey: string): LoadPointLogInput {
  return { tab: context.tab === 'used' ? 'used' : 'earn', month: context.applied, lastRowKey, top: context.pageSize };
}

function firstLogInput({ context }: { context: PointHistoryContext }): LoadPointLogInput {
  return pointLogInput(context, '0');
}

/** Row-key paging: the next page starts after the last entry listed. */
function nextLogInput({ context }: { context: PointHistoryContext }): LoadPointLogInput {
  return pointLogInput(context, context.entries.at(-1)?.id ?? '0');
}

export const pointHistoryMachine = setup({
  types: {
    context: {} as PointHistoryContext,
    events: {} as PointHistoryEvent,
    input: {} as PointHistoryInput,
    tags: {} as PointHistoryTag,
  },
  actors: { loadPointLog, loadExpiring },
  delays: { ...requestDelays },
  guards: {
    isExpiringTab: ({ context }) => context.tab === 'expiring',
    isOtherTab: ({ context, event }) => event.type === 'HISTORY.TAB_SELECTED' && event.tab !== context.tab,
    isFilterComplete: ({ context }) => isFilterComplete(context.filter),
    isEmpty: isEmptyPage,
    isEmptyExpiring: (_, params: { summary: ExpiringSummary }) => params.summary.groups.length === 0,
    hasMore: hasMorePages,
  },
  actions: {
    selectTab: assign(({ event }) => (event.type === 'HISTORY.TAB_SELECTED' ? { tab: event.tab, entries: [], hasMore: false, error: undefined } : {})),
    storeFilter: assign(({ event }) => (event.type === 'HISTORY.FILTER_CHANGED' ? { filter: event.filter } : {})),
    applyFilter: assign(({ context }) => (isFilterComplete(context.filter) ? { applied: { year: context.filter.year, month: context.filter.month }, entries: [], hasMore: false } : {})),
    storeFirstPage: assign((_, page: Page<PointLogItem>) => ({ entries: page.items, hasMore: page.hasMore, error: undefined })),
    appendPage: assign(({ context }, page: Page<PointLogItem>) => ({ entries: appendItems(context.entries, page.items, (entry) => entry.id), hasMore: page.hasMore, error: undefined })),
    storeExpiring: assign((_, params: { summary: ExpiringSummary }) => ({ expiring: params.summary, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    refreshMember: () => undefined,
  },
}).createMachine({
  id: 'pointHistory',
  context: ({ input }) => ({
    tab: input.tab,
    filter: { year: input.month.year, month: input.month.month },
    applied: input.month,
    pageSize: input.pageSize ?? DEFAULT_POINT_PAGE_SIZE,
    entries: [],
    hasMore: false,
    expiring: null,
  }),
  initial: 'routing',
  on: {
    'HISTORY.TAB_SELECTED': { guard: 'isOtherTab', target: '.routing', actions: 'selectTab' },
  },
  states: {
    routing: {
      always: [{ guard: 'isExpiringTab', target: 'expiring' }, { target: 'log' }],
    },
    log: {
      initial: 'checking',
      on: {
        'HISTORY.FILTER_CHANGED': { target: '.checking', reenter: true, actions: 'storeFilter' },
      },
      states: {
        checking: {
          always: [{ guard: 'isFilterComplete', target: 'loading', actions: 'applyFilter' }, { target: 'filterIncomplete' }],
        },
        filterIncomplete: {
          description: 'Month or year not chosen: both are required, the required message shows and nothing loads.',
        },
        loading: firstPageState({
          src: 'loadPointLog',
          description: 'The first page of the month loads (a slow notice after a few seconds).',
          input: firstLogInput,
          list: 'loaded',
          then: ['refreshMember'],
        }),
        loaded: {
          description: 'Entries of the month with date, signed points, reason and type; more pages on demand.',
          initial: 'idle',
          states: {
            idle: { on: { 'HISTORY.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: nextPageState({ src: 'loadPointLog', input: nextLogInput, tag: 'loadingMore', slowNotice: false }),
            moreFailed: {
              description: 'The next page failed; the entries shown stay. Retry loads that page again.',
              on: { 'HISTORY.RETRY': 'loadingMore', 'HISTORY.LOAD_MORE': 'loadingMore' },
            },
          },
        },
        empty: { description: 'No entries in the chosen month.' },
        failed: {
          description: 'The month could not be loaded (or took too long): a translated message with Retry.',
          on: { 'HISTORY.RETRY': 'loading' },
        },
      },
    },
    expiring: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
          invoke: {
            id: 'loadExpiring',
            src: 'loadExpiring',
            onDone: [
              {
                guard: { type: 'isEmptyExpiring', params: ({ event }) => ({ summary: event.output }) },
                target: 'empty',
                actions: { type: 'storeExpiring', params: ({ event }) => ({ summary: event.output }) },
              },
              { target: 'loaded', actions: { type: 'storeExpiring', params: ({ event }) => ({ summary: event.output }) } },
            ],
            onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: { description: 'Expiring points grouped by date, with the total.' },
        empty: { description: 'No points are going to expire.' },
        failed: {
          description: 'Expiring points could not be loaded (or took too long): a translated message with Retry.',
          on: { 'HISTORY.RETRY': 'loading' },
        },
      },
    },
  },
});

export type PointHistoryMachine = typeof pointHistoryMachine;
