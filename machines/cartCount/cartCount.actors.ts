import { notProvided } from '../shared/provided';

/** GET /cart/count?countQuantity=true → cart_count. Real implementation: src/flows/cartCount/cartCount.live.ts. */
export const loadCartCount = notProvided<number, void>('cartCount.loadCartCount');
