import { notProvided } from '../shared/provided';
import type { CartSummary } from '@/domain/cart/cart';
import type { CheckoutReturn, CheckoutReturnRead } from './cart.types';

/** GET /cart/list_summary. Real implementations: src/flows/cart/cart.live.ts. */
export const loadCart = notProvided<CartSummary, void>('cart.loadCart');

/** POST /cart/delete_item { key } → the new count. */
export const deleteCartItem = notProvided<number, { key: string }>('cart.deleteCartItem');

/** POST /cart/clear_all → 0. */
export const clearCart = notProvided<number, void>('cart.clearCart');

/** POST /setting with the return, success and error addresses → the key for the cart web page. */
export const storeHandoff = notProvided<string, void>('cart.storeHandoff');

/** GET /setting/{key} of the hand-off this browser started: confirms the result the page came back with. */
export const readCheckoutReturn = notProvided<CheckoutReturnRead, { returned: CheckoutReturn }>('cart.readCheckoutReturn');
