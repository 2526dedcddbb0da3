import { fromPromise } from 'xstate';
import type { CartSummary } from '@/domain/cart/cart';
import type { CheckoutReturn, CheckoutReturnRead } from './cart.types';

/** GET /cart/list_summary. Real implementations: src/flows/cart/cart.live.ts. */
export const loadCart = fromPromise<CartSummary, void>(async () => {
  throw new Error('cart.loadCart is not provided');
});

/** POST /cart/delete_item { key } → the new count. */
export const deleteCartItem = fromPromise<number, { key: string }>(async () => {
  throw new Error('cart.deleteCartItem is not provided');
});

/** POST /cart/clear_all → 0. */
export const clearCart = fromPromise<number, void>(async () => {
  throw new Error('cart.clearCart is not provided');
});

/** POST /setting with the return, success and error addresses → the key for the cart web page. */
export const storeHandoff = fromPromise<string, void>(async () => {
  throw new Error('cart.storeHandoff is not provided');
});

/** GET /setting/{key} of the hand-off this browser started: confirms the result the page came back with. */
export const readCheckoutReturn = fromPromise<CheckoutReturnRead, { returned: CheckoutReturn }>(async () => {
  throw new Error('cart.readCheckoutReturn is not provided');
});
