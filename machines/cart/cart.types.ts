import type { ApiError } from '@/domain/apiError';
import type { CartSummary } from '@/domain/cart/cart';

/** How the checkout came back to the app (which of the stored addresses the cart web page opened). */
export type CheckoutReturn = 'success' | 'error' | 'cancel';

export interface CartInput {
  /** Set when the page is the return of a checkout hand-off (`/cart?checkout=success|error|cancel`). */
  returned?: CheckoutReturn;
}

/** The checkout outcome the page shows above the cart. */
export type CheckoutOutcome = 'succeeded' | 'failed' | 'cancelled';

export interface CartContext {
  returned?: CheckoutReturn;
  cart?: CartSummary;
  /** Line waiting for the delete confirmation. */
  pendingKey?: string;
  outcome?: CheckoutOutcome;
  error?: ApiError;
}

export type CartEvent =
  | { type: 'CART.RETRY' }
  | { type: 'CART.DELETE'; key: string }
  | { type: 'CART.CLEAR' }
  | { type: 'CART.CONFIRM' }
  | { type: 'CART.CANCEL' }
  | { type: 'CART.CHECKOUT' }
  | { type: 'CART.DISMISS' };

/** Answer of readCheckoutReturn: whether the hand-off this browser started is known to the server. */
export interface CheckoutReturnRead {
  /** The stored hand-off was found (GET /setting/{key}) and its address for this result matches. */
  confirmed: boolean;
}

export type CartTag = 'loading' | 'slow' | 'busy';
