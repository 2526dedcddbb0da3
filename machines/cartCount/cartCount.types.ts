import type { ApiError } from '@/domain/apiError';

export interface CartCountInput {
  /** The member is signed in when the shell starts. */
  signedIn: boolean;
}

export interface CartCountContext {
  /** From the input: whether to read the count at once. */
  startsSignedIn: boolean;
  /** Units in the cart; undefined until the first answer (the badge waits for it). */
  count?: number;
  error?: ApiError;
}

export type CartCountEvent =
  | { type: 'CART.SIGNED_IN' }
  | { type: 'CART.SIGNED_OUT' }
  /** Another flow changed the cart and knows the new count (add, delete, clear answer cart_count). */
  | { type: 'CART.COUNT_CHANGED'; count: number }
  /** Read the count again (the checkout came back, the member came back to the app). */
  | { type: 'CART.REFRESH' };

export type CartCountTag = 'loading' | 'slow';
