/**
 * Buy options on the campaign page (spec section 5: product detail, colour and size required): the
 * member chooses a colour, a size and a quantity and adds the item to the cart. Add with an option
 * missing stays here and shows which one (translated); a sold-out option cannot be chosen. The add is a
 * write: each attempt gets a client tranId that its retries reuse, so a retry after a lost answer never
 * adds twice. The new count goes to the shell's cart badge through `reportCount` (provided by the app).
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { clampQuantity, missingOptions } from '@/domain/cart/productOptions';
import { newTranId } from '@/domain/write/tranId';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { addToCart } from './buyOptions.actors';
import type { BuyOptionsContext, BuyOptionsEvent, BuyOptionsInput, BuyOptionsTag } from './buyOptions.types';

/** Choosing a colour, a size or a quantity: the same three transitions in every state that accepts them. */
function choiceEvents(target: string) {
  return {
    'OPTIONS.COLOR_CHOSEN': { guard: 'isChoosableColor', target, actions: 'chooseColor' },
    'OPTIONS.SIZE_CHOSEN': { guard: 'isChoosableSize', target, actions: 'chooseSize' },
    'OPTIONS.QUANTITY_CHANGED': { target, actions: 'changeQuantity' },
  } as const;
}

export const buyOptionsMachine = setup({
  types: {
    context: {} as BuyOptionsContext,
    events: {} as BuyOptionsEvent,
    input: {} as BuyOptionsInput,
    tags: {} as BuyOptionsTag,
  },
  actors: { addToCart },
  delays: { ...requestDelays },
  guards: {
    isChoosableColor: ({ context, event }) =>
      event.type === 'OPTIONS.COLOR_CHOSEN' && context.options.colors.some((o) => o.code === event.code && o.inStock),
    isChoosableSize: ({ context, event }) =>
      event.type === 'OPTIONS.SIZE_CHOSEN' && context.options.sizes.some((o) => o.code === event.code && o.inStock),
    hasAllOptions: ({ context }) => missingOptions(context.options, context).length === 0,
  },
  actions: {
    chooseColor: assign(({ event }) => (event.type === 'OPTIONS.COLOR_CHOSEN' ? { color: event.code } : {})),
    chooseSize: assign(({ event }) => (event.type === 'OPTIONS.SIZE_CHOSEN' ? { size: event.code } : {})),
    changeQuantity: assign(({ context, event }) =>
      event.type === 'OPTIONS.QUANTITY_CHANGED' ? { quantity: clampQuantity(event.quantity, context.options.maxQuantity) } : {},
    ),
    beginAttempt: assign(() => ({ tranId: newTranId(), error: undefined })),
    storeCount: assign((_, params: { count: number }) => ({ count: params.count, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    /** Tells the shell's cart badge the new count; provided by the app. */
    reportCount: (_, _params: { count: number }) => {},
  },
}).createMachine({
  id: 'buyOptions',
  context: ({ input }) => ({ campaignId: input.campaignId, options: input.options, quantity: 1 }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Colour, size and quantity; Add to cart.',
      initial: 'ready',
      on: {
        'OPTIONS.ADD': [
          { guard: 'hasAllOptions', target: 'adding', actions: 'beginAttempt' },
          { target: '.incomplete' },
        ],
      },
      states: {
        ready: { on: choiceEvents('ready') },
        incomplete: {
          description: 'Add was pressed with a colour or size missing: the missing ones say so (nothing is sent).',
          on: choiceEvents('incomplete'),
        },
        added: {
          description: 'The item is in the cart: a confirmation with the new count and a link to the cart.',
          on: choiceEvents('ready'),
        },
      },
    },
    adding: {
      tags: ['adding'],
      description: 'Sending the add with this attempt\'s tranId.',
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({
          campaignId: context.campaignId,
          quantity: context.quantity,
          tranId: context.tranId ?? '',
          ...(context.color ? { color: context.color } : {}),
          ...(context.size ? { size: context.size } : {}),
        }),
        onDone: {
          target: 'choosing.added',
          actions: [
            { type: 'storeCount', params: ({ event }) => ({ count: event.output }) },
            { type: 'reportCount', params: ({ event }) => ({ count: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The add failed: a translated message; Try again repeats it with the same tranId, Close goes back to the options.',
      on: {
        'OPTIONS.RETRY': 'adding',
        'OPTIONS.DISMISS': 'choosing.ready',
        ...choiceEvents('#buyOptions.choosing.ready'),
      },
    },
  },
});
