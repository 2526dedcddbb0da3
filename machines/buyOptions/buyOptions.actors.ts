import { fromPromise } from 'xstate';
import type { AddToCartInput } from './buyOptions.types';

/** POST /cart/adds with one item; answers the new cart count. Real implementation: src/flows/buyOptions/buyOptions.live.ts. */
export const addToCart = fromPromise<number, AddToCartInput>(async () => {
  throw new Error('buyOptions.addToCart is not provided');
});
