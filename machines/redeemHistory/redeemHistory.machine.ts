/**
 * Redeem history (/profile/history/redeem; spec section 4 "Purchase states"): the member's redeemed
 * items, newest first, a page at a time (a page shorter than LIST_PAGE_SIZE is the last). Every call
 * follows the shared request pattern (slow notice, give up after REQUEST_TIMEOUT with Retry).
 * Opening a 'view code' or 'code expired' item reloads that item (the list can be stale) and then runs
 * the shared serial view (machines/serial) with source history, so closing it tracks viewcode_close;
 * when it closes, the row takes the code's last status (used, expired).
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { opensCode, type RedeemHistoryEntry } from '@/domain/campaign/history';
import type { Serial } from '@/domain/campaign/serial';
import { firstPage, firstPageState, hasMorePages, isEmptyPage, nextPageState, withNextPage, type Page } from '@machines/shared/pagedList';
import { requestDelays, requestState, timeoutError } from '@machines/shared/request';
import { loadItem, loadPage, serial } from './redeemHistory.actors';
import type { RedeemHistoryContext, RedeemHistoryEvent, RedeemHistoryTag, SerialDoneOutput } from './redeemHistory.types';

/** The serial of the opened item (an empty one if it vanished from the list). */
function openedSerial(context: RedeemHistoryContext): Serial {
  const entry = context.items.find((i) => i.redeemKey === context.openKey);
  return entry?.serial ?? { serial: '', barcodeType: 'none', showTimer: false, isNotAutoUse: true, redeemKey: context.openKey ?? '', redeemedAt: 0 };
}

export const redeemHistoryMachine = setup({
  types: {
    context: {} as RedeemHistoryContext,
    events: {} as RedeemHistoryEvent,
    tags: {} as RedeemHistoryTag,
  },
  actors: { loadPage, loadItem, serial },
  delays: { ...requestDelays },
  guards: {
    isEmpty: isEmptyPage,
    hasMore: hasMorePages,
    opensCode: ({ context, event }) => {
      if (event.type !== 'HISTORY.OPEN') return false;
      const entry = context.items.find((i) => i.redeemKey === event.redeemKey);
      return entry !== undefined && opensCode(entry);
    },
  },
  actions: {
    storeFirstPage: assign((_, page: Page<RedeemHistoryEntry>) => firstPage(page)),
    appendPage: assign(({ context }, page: Page<RedeemHistoryEntry>) => withNextPage(context.items, page, (item) => item.redeemKey)),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    rememberOpen: assign(({ event }) => (event.type === 'HISTORY.OPEN' ? { openKey: event.redeemKey, error: undefined } : {})),
    replaceItem: assign(({ context }, params: { item: RedeemHistoryEntry }) => ({
      items: context.items.map((i) => (i.redeemKey === params.item.redeemKey ? params.item : i)),
    })),
    applySerialStatus: assign(({ context }, params: { output: SerialDoneOutput | undefined }) => {
      const status = params.output?.status;
      if (!status) return {};
      return {
        items: context.items.map((i) =>
          i.redeemKey === context.openKey
            ? { ...i, used: status === 'used', state: status === 'expired' ? 'codeExpired' : i.state, serial: { ...i.serial, status } }
            : i,
        ),
      };
    }),
  },
}).createMachine({
  id: 'redeemHistory',
  context: { items: [], hasMore: false },
  initial: 'loading',
  states: {
    loading: firstPageState({ src: 'loadPage', description: 'The first page of redeemed items loads.' }),
    empty: { description: 'Nothing redeemed yet: a message and a link to the rewards.' },
    failed: {
      description: 'The history could not be loaded (or timed out): a translated message with Retry.',
      on: { 'HISTORY.RETRY': 'loading' },
    },
    list: {
      description: 'Redeemed items, newest first, each with its purchase state.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'HISTORY.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' },
            'HISTORY.OPEN': { guard: 'opensCode', target: 'reloading', actions: 'rememberOpen' },
          },
        },
        loadingMore: nextPageState({ src: 'loadPage' }),
        moreFailed: {
          description: 'The next page failed: the list stays, with a message and Try again.',
          on: { 'HISTORY.LOAD_MORE': 'loadingMore', 'HISTORY.OPEN': { guard: 'opensCode', target: 'reloading', actions: 'rememberOpen' } },
        },
        reloading: {
          tags: ['busy'],
          description: 'The opened item is read again (serial, used flag and countdown may be stale in the list).',
          ...requestState({ onTimeout: { target: 'itemFailed', actions: { type: 'storeError', params: timeoutError } } }),
          invoke: {
            id: 'loadItem',
            src: 'loadItem',
            input: ({ context }) => ({ redeemKey: context.openKey ?? '' }),
            onDone: { target: 'serialShown', actions: { type: 'replaceItem', params: ({ event }) => ({ item: event.output }) } },
            onError: { target: 'itemFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        itemFailed: {
          description: 'The item could not be read again: an alert with Try again and Close.',
          on: { 'HISTORY.RETRY': 'reloading', 'HISTORY.DISMISS': 'idle' },
        },
        serialShown: {
          description: 'The serial dialog of the item (machines/serial, source history: closing tracks viewcode_close).',
          invoke: {
            id: 'serial',
            src: 'serial',
            input: ({ context }) => ({ serial: openedSerial(context), source: 'history' as const }),
            onDone: { target: 'idle', actions: { type: 'applySerialStatus', params: ({ event }) => ({ output: event.output as SerialDoneOutput | undefined }) } },
          },
        },
      },
    },
  },
});
