import { notProvided } from '../shared/provided';
import type { AddToCartInput } from './buyOptions.types';

/** POST /cart/adds with one item; answers the new cart count. Real implementation: src/flows/buyOptions/buyOptions.live.ts. */
export const addToCart = notProvided<number, AddToCartInput>('buyOptions.addToCart');
