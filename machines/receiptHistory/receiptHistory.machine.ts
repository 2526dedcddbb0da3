/**
 * Receipt history (/profile/receipthistory): every receipt the member sent, with its status (waiting
 * confirm, approved with the points, reject with the reason), filtered by status, in pages. Empty, failed
 * and timed-out are their own states with Retry. After a load the session reloads the member's points,
 * since an approval since the last visit changed them.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import type { Receipt } from '@/domain/receipt/receipt';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { loadReceipts } from './receiptHistory.actors';
import type { ReceiptHistoryContext, ReceiptHistoryEvent, ReceiptHistoryInput, ReceiptHistoryTag } from './receiptHistory.types';

export const DEFAULT_RECEIPT_PAGE_SIZE = 10;

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
    isEmptyPage: (_, params: { page: Receipt[] }) => params.page.length === 0,
    hasMorePages: ({ context }) => context.hasMore,
  },
  actions: {
    selectFilter: assign(({ event }) => (event.type === 'RECEIPTS.FILTER_SELECTED' ? { filter: event.filter, receipts: [], hasMore: false } : {})),
    storeFirstPage: assign(({ context }, params: { page: Receipt[] }) => ({ receipts: params.page, hasMore: params.page.length >= context.pageSize, error: undefined })),
    appendPage: assign(({ context }, params: { page: Receipt[] }) => ({
      receipts: [...context.receipts, ...params.page],
      hasMore: params.page.length >= context.pageSize,
      error: undefined,
    })),
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
    loading: {
      tags: ['loading'],
      description: 'The first page of receipts with the chosen status loads.',
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'loadReceipts',
        src: 'loadReceipts',
        input: ({ context }) => ({ filter: context.filter, skip: 0, top: context.pageSize }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: [{ type: 'storeFirstPage', params: ({ event }) => ({ page: event.output }) }, 'refreshMember'],
          },
          { target: 'loaded', actions: [{ type: 'storeFirstPage', params: ({ event }) => ({ page: event.output }) }, 'refreshMember'] },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      description: 'Receipts with branch, store, amount, date, photo and status; a rejected one links to its correction.',
      initial: 'idle',
      states: {
        idle: { on: { 'RECEIPTS.LOAD_MORE': { guard: 'hasMorePages', target: 'loadingMore' } } },
        loadingMore: {
          tags: ['loadingMore'],
          ...requestState({ onTimeout: { target: 'moreFailed', actions: { type: 'storeError', params: timeoutError } }, slowNotice: false }),
          invoke: {
            id: 'loadReceipts',
            src: 'loadReceipts',
            input: ({ context }) => ({ filter: context.filter, skip: context.receipts.length, top: context.pageSize }),
            onDone: { target: 'idle', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'moreFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
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
