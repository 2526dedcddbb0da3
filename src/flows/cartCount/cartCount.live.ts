/** Real actor of the shell's cart count: GET /cart/count?countQuantity=true (spec section 7, "Cart"). */
import { fromPromise } from 'xstate';
import { createCartCountMachine } from '@machines/cartCount/cartCount.machine';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';

export interface CartServices {
  clients: Pick<ApiClients, 'cart' | 'webApi'>;
}

export function createCartCountLogic(services: Pick<CartServices, 'clients'>) {
  const loadCartCount = fromPromise<number, void>(async ({ signal }) => {
    const body = unwrap(await services.clients.cart.GET('/cart/count', { params: { query: { countQuantity: true } }, signal }));
    return body.data?.cart_count ?? 0;
  });
  return createCartCountMachine({ actors: { loadCartCount } });
}
