/**
 * Receipt history (/profile/receipthistory): every receipt the member sent, with its status (waiting
 * confirm, approved with the points, reject with the reason), filtered by status, in pages. Empty, failed
 * and timed-out are their own states with Retry. After a load the session checks the member's points (reads
 * them again unless just read), since an approval since the last visit changed them.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import type { Receipt } from '@/domain/receipt/receipt';
import { appendItems, firstPageInput, firstPageState, hasMorePages, isEmptyPage, nextPageState, type Page } from '@machines/shared/pagedList';
import { requestDelays } from '@machines/shared/request';
import { loadReceipts } from './receiptHistory.actors';
import type { LoadReceiptsInput, ReceiptHistoryContext, ReceiptHistoryEvent, ReceiptHistoryInput, ReceiptHistoryTag } from './receiptHistory.types';

export const DEFAULT_RECEIPT_PAGE_SIZE = 10;

/** The first page of receipts with the chosen status. */
function firstReceiptsInput({ context }: { context: ReceiptHistoryContext }): LoadReceiptsInput {
  return { filter: context.filter, ...firstPageInput({ context }) };
}

/** The next page: after the receipts already listed. */
function nextReceiptsInput({ context }: { context: ReceiptHistoryContext }): LoadReceiptsInput {
  return { filter: context.filter, skip: context.receipts.length, top: context.pageSize };
}

export const receiptHistoryMachine = setup({
  types: {
    context: {} as ReceiptHistoryContext,
    events: {} as ReceiptHistoryEvent,
    input: {} as ReceiptHistoryInput,
    tags: {} as ReceiptHistoryTag,
  },
  actors: { loadReceipts },
  delays: { ...requestDelays },
  guards: {
    isOtherFilter: ({ context, event }) => event.type === 'RECEIPTS.FILTER_SELECTED' && event.filter !== context.filter,
    isEmpty: isEmptyPage,
    hasMore: hasMorePages,
  },
  actions: {
    selectFilter: assign(({ event }) => (event.type === 'RECEIPTS.FILTER_SELECTED' ? { filter: event.filter, receipts: [], hasMore: false } : {})),
    storeFirstPage: assign((_, page: Page<Receipt>) => ({ receipts: page.items, hasMore: page.hasMore, error: undefined })),
    appendPage: assign(({ context }, page: Page<Receipt>) => ({ receipts: appendItems(context.receipts, page.items, (receipt) => receipt.id), hasMore: page.hasMore, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    refreshMember: () => undefined,
  },
}).createMachine({
  id: 'receiptHistory',
  context: ({ input }) => ({ filter: input.filter ?? 'all', pageSize: input.pageSize ?? DEFAULT_RECEIPT_PAGE_SIZE, receipts: [], hasMore: false }),
  initial: 'loading',
  on: {
    'RECEIPTS.FILTER_SELECTED': { guard: 'isOtherFilter', target: '.loading', reenter: true, actions: 'selectFilter' },
  },
  states: {
    loading: firstPageState({
      src: 'loadReceipts',
      description: 'The first page of receipts with the chosen status loads.',
      input: firstReceiptsInput,
      list: 'loaded',
      then: ['refreshMember'],
    }),
    loaded: {
      description: 'Receipts with branch, store, amount, date, photo and status; a rejected one links to its correction.',
      initial: 'idle',
      states: {
        idle: { on: { 'RECEIPTS.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: nextPageState({ src: 'loadReceipts', input: nextReceiptsInput, tag: 'loadingMore', slowNotice: false }),
        moreFailed: {
          description: 'The next page failed; the receipts shown stay. Retry loads it again.',
          on: { 'RECEIPTS.RETRY': 'loadingMore', 'RECEIPTS.LOAD_MORE': 'loadingMore' },
        },
      },
    },
    empty: { description: 'No receipt with the chosen status.' },
    failed: {
      description: 'Receipts could not be loaded (or took too long): a translated message with Retry.',
      on: { 'RECEIPTS.RETRY': 'loading' },
    },
  },
});

export type ReceiptHistoryMachine = typeof receiptHistoryMachine;
