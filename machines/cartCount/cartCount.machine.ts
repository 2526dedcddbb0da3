/**
 * The cart count the shell shows next to the member (spec section 7, "Cart": GET /cart/count). It runs
 * for the whole app: signed out there is no cart; signed in it reads the count, and every flow that
 * changes the cart (add with options, delete, clear, checkout) reports the count its answer carried,
 * so the badge follows each change without another call. A failed read keeps the last count and tries
 * again after a while; the shell never shows an error for a badge.
 */
import { assign, setup } from 'xstate';
import { builtOnce, type Provided } from '../shared/provided';
import { toApiError } from '@/domain/apiError';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { loadCartCount } from './cartCount.actors';
import type { CartCountContext, CartCountEvent, CartCountInput, CartCountTag } from './cartCount.types';

/** How long a failed count read waits before it reads again. */
export const CART_COUNT_RETRY_MS = 30_000;

const cartCountActors = { loadCartCount };

/** The chart with the app's real call in place of the stub (see machines/shared/provided.ts). */
export const createCartCountMachine = (provided: Provided<typeof cartCountActors> = {}) => setup({
  types: {
    context: {} as CartCountContext,
    events: {} as CartCountEvent,
    input: {} as CartCountInput,
    tags: {} as CartCountTag,
  },
  actors: { ...cartCountActors, ...provided.actors },
  delays: { ...requestDelays, COUNT_RETRY: CART_COUNT_RETRY_MS },
  guards: {
    startsSignedIn: ({ context }) => context.startsSignedIn,
  },
  actions: {
    storeCount: assign((_, params: { count: number }) => ({ count: params.count, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    forgetCount: assign({ count: undefined, error: undefined }),
    takeReportedCount: assign(({ event }) => (event.type === 'CART.COUNT_CHANGED' ? { count: event.count, error: undefined } : {})),
  },
}).createMachine({
  id: 'cartCount',
  context: ({ input }) => ({ startsSignedIn: input.signedIn }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsSignedIn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'No member, no cart: the shell shows no count.',
      entry: 'forgetCount',
      on: { 'CART.SIGNED_IN': 'signedIn' },
    },
    signedIn: {
      on: {
        'CART.SIGNED_OUT': 'signedOut',
        'CART.SIGNED_IN': { target: '.loading', reenter: true },
        'CART.COUNT_CHANGED': { target: '.shown', actions: 'takeReportedCount' },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          description: 'Reading the count; the badge keeps the last count it showed.',
          ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
          invoke: {
            id: 'loadCartCount',
            src: 'loadCartCount',
            onDone: { target: 'shown', actions: { type: 'storeCount', params: ({ event }) => ({ count: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {
          description: 'The badge shows the count.',
          on: { 'CART.REFRESH': 'loading' },
        },
        failed: {
          description: 'The count could not be read: the badge keeps the last count and reads again after a while.',
          after: { COUNT_RETRY: 'loading' },
          on: { 'CART.REFRESH': 'loading' },
        },
      },
    },
  },
});

/** The chart as declared (stubs), for tests and the flow tooling. */
export const cartCountMachine = builtOnce(() => createCartCountMachine());
export type CartCountMachine = ReturnType<typeof createCartCountMachine>;
