/**
 * The cart page (/cart; spec section 7 "Cart" and "Settings"). Lists the cart as GET /cart/list_summary
 * groups it; empty and failed loads are their own states. Deleting a line and clearing the cart ask for
 * confirmation first. Checkout hands the member to the shopping-cart web site: POST /setting keeps the
 * return, success and error addresses and answers a key, and the app opens the cart web address with it
 * (`openCartWeb`, provided by the app: the same window, so inside LINE it stays in the LIFF window).
 * Coming back (`/cart?checkout=…`), the page reads the stored hand-off (GET /setting/{key}) and shows
 * success or failure above the cart. Every change reports the new count to the shell (`reportCount`).
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { isCartEmpty, type CartSummary } from '@/domain/cart/cart';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { clearCart, deleteCartItem, loadCart, readCheckoutReturn, storeHandoff } from './cart.actors';
import type { CartContext, CartEvent, CartInput, CartTag, CheckoutReturnRead } from './cart.types';

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    tags: {} as CartTag,
  },
  actors: { loadCart, deleteCartItem, clearCart, storeHandoff, readCheckoutReturn },
  delays: { ...requestDelays },
  guards: {
    cameBackFromCheckout: ({ context }) => context.returned !== undefined,
    isEmptyCart: (_, params: { cart: CartSummary }) => isCartEmpty(params.cart),
    /** The delete was refused because the line is not in the cart any more (a repeat whose first answer was lost). */
    lineAlreadyGone: (_, params: { error: unknown }) => toApiError(params.error).status === 404,
  },
  actions: {
    storeCart: assign((_, params: { cart: CartSummary }) => ({ cart: params.cart, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    rememberLine: assign(({ event }) => (event.type === 'CART.DELETE' ? { pendingKey: event.key } : {})),
    forgetLine: assign({ pendingKey: undefined }),
    clearError: assign({ error: undefined }),
    storeOutcome: assign(({ context }, params: { read: CheckoutReturnRead }) => ({
      outcome: !params.read.confirmed || context.returned === 'error' ? 'failed' : context.returned === 'success' ? 'succeeded' : 'cancelled',
    })),
    storeUnconfirmedOutcome: assign({ outcome: 'failed' as const }),
    dismissOutcome: assign({ outcome: undefined }),
    /** Tells the shell's cart badge the new count; provided by the app. */
    reportCount: (_, _params: { count: number }) => {},
    /** Asks the shell's cart badge to read the count again (after a checkout); provided by the app. */
    refreshCount: () => {},
    /** Opens the cart web page with the key in this window; provided by the app. */
    openCartWeb: (_, _params: { key: string }) => {},
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => (input.returned ? { returned: input.returned } : {}),
  initial: 'starting',
  on: { 'CART.DISMISS': { actions: 'dismissOutcome' } },
  states: {
    starting: {
      always: [{ guard: 'cameBackFromCheckout', target: 'readingReturn' }, { target: 'loading' }],
    },
    readingReturn: {
      tags: ['loading'],
      description: 'Back from the cart web page: reading the stored hand-off to confirm the result.',
      ...requestState({ onTimeout: { target: 'loading', actions: 'storeUnconfirmedOutcome' } }),
      invoke: {
        id: 'readCheckoutReturn',
        src: 'readCheckoutReturn',
        input: ({ context }) => ({ returned: context.returned ?? 'cancel' }),
        onDone: { target: 'loading', actions: [{ type: 'storeOutcome', params: ({ event }) => ({ read: event.output }) }, 'refreshCount'] },
        onError: { target: 'loading', actions: ['storeUnconfirmedOutcome', 'refreshCount'] },
      },
    },
    loading: {
      tags: ['loading'],
      description: 'Reading the cart (the lines already shown stay while it reloads).',
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: [
          {
            guard: { type: 'isEmptyCart', params: ({ event }) => ({ cart: event.output }) },
            target: 'empty',
            actions: [{ type: 'storeCart', params: ({ event }) => ({ cart: event.output }) }, { type: 'reportCount', params: () => ({ count: 0 }) }],
          },
          {
            target: 'loaded',
            actions: [
              { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
              { type: 'reportCount', params: ({ event }) => ({ count: event.output.count }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The cart could not be read: a translated message with Retry.',
      on: { 'CART.RETRY': 'loading' },
    },
    empty: {
      description: 'Nothing in the cart: a link to the rewards.',
    },
    loaded: {
      description: 'Groups as the API returns them, with image, options, quantity, line totals and the summary.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'CART.DELETE': { target: 'confirmingDelete', actions: 'rememberLine' },
            'CART.CLEAR': 'confirmingClear',
            'CART.CHECKOUT': 'handingOff',
          },
        },
        confirmingDelete: {
          description: 'Asks to confirm removing the line, naming it.',
          on: { 'CART.CONFIRM': 'deleting', 'CART.CANCEL': { target: 'idle', actions: 'forgetLine' } },
        },
        deleting: {
          tags: ['busy'],
          description: 'Removing the line. Safe to repeat: a line already gone (a retry after a lost answer) just reloads the cart.',
          ...requestState({ onTimeout: { target: 'deleteFailed', actions: { type: 'storeError', params: timeoutError } } }),
          invoke: {
            id: 'deleteCartItem',
            src: 'deleteCartItem',
            input: ({ context }) => ({ key: context.pendingKey ?? '' }),
            onDone: {
              target: '#cart.loading',
              actions: ['forgetLine', { type: 'reportCount', params: ({ event }) => ({ count: event.output }) }],
            },
            onError: [
              { guard: { type: 'lineAlreadyGone', params: ({ event }) => ({ error: event.error }) }, target: '#cart.loading', actions: 'forgetLine' },
              { target: 'deleteFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        deleteFailed: {
          description: 'The line could not be removed: a translated message; Try again or Close.',
          on: { 'CART.RETRY': 'deleting', 'CART.CANCEL': { target: 'idle', actions: ['forgetLine', 'clearError'] } },
        },
        confirmingClear: {
          description: 'Asks to confirm emptying the whole cart.',
          on: { 'CART.CONFIRM': 'clearing', 'CART.CANCEL': 'idle' },
        },
        clearing: {
          tags: ['busy'],
          ...requestState({ onTimeout: { target: 'clearFailed', actions: { type: 'storeError', params: timeoutError } } }),
          invoke: {
            id: 'clearCart',
            src: 'clearCart',
            onDone: { target: '#cart.loading', actions: { type: 'reportCount', params: ({ event }) => ({ count: event.output }) } },
            onError: { target: 'clearFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        clearFailed: {
          description: 'The cart could not be emptied: a translated message; Try again or Close.',
          on: { 'CART.RETRY': 'clearing', 'CART.CANCEL': { target: 'idle', actions: 'clearError' } },
        },
        handingOff: {
          tags: ['busy'],
          description: 'Storing the return, success and error addresses (POST /setting) for the cart web page.',
          ...requestState({ onTimeout: { target: 'handoffFailed', actions: { type: 'storeError', params: timeoutError } } }),
          invoke: {
            id: 'storeHandoff',
            src: 'storeHandoff',
            onDone: { target: 'leaving', actions: { type: 'openCartWeb', params: ({ event }) => ({ key: event.output }) } },
            onError: { target: 'handoffFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        handoffFailed: {
          description: 'The hand-off could not be stored: a translated message; Try again or Close.',
          on: { 'CART.RETRY': 'handingOff', 'CART.CANCEL': { target: 'idle', actions: 'clearError' } },
        },
        leaving: {
          tags: ['busy'],
          description: 'The cart web page is opening in this window.',
        },
      },
    },
  },
});
