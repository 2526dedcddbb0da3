import { fromPromise } from 'xstate';

/** GET /cart/count?countQuantity=true → cart_count. Real implementation: src/flows/cartCount/cartCount.live.ts. */
export const loadCartCount = fromPromise<number, void>(async () => {
  throw new Error('cartCount.loadCartCount is not provided');
});
