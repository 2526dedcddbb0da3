import { fromPromise } from 'xstate';
import type { AddToCartInput } from './buyOptions.types';

/** POST /cart/adds with one item; answers the new cart count. Real implementation: src/app/wiring/buyOptions.ts. */
export const addToCart = fromPromise<number, AddToCartInput>(async () => {
  throw new Error('buyOptions.addToCart is not provided');
});
