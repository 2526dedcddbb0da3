/**
 * Real actor of the Buy options: POST /cart/adds with one item, its colour and size codes and the
 * attempt's tranId (idempotent: a retry after a lost answer adds nothing twice). `reportCount` hands
 * the answered count to the shell's cart badge.
 */
import { fromPromise } from 'xstate';
import { buyOptionsMachine } from '@machines/buyOptions/buyOptions.machine';
import type { AddToCartInput } from '@machines/buyOptions/buyOptions.types';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { withTranId } from '@/domain/write/tranId';

export interface BuyOptionsEffects {
  /** The cart count after the add (to the shell's badge). */
  reportCount: (count: number) => void;
}

export function createBuyOptionsLogic(services: { clients: Pick<ApiClients, 'cart'> }, effects: BuyOptionsEffects) {
  const addToCart = fromPromise<number, AddToCartInput>(async ({ input, signal }) => {
    const item = {
      campaignId: Number(input.campaignId),
      Quantity: input.quantity,
      ...(input.color ? { color: input.color } : {}),
      ...(input.size ? { size: input.size } : {}),
    };
    const body = unwrap(await services.clients.cart.POST('/cart/adds', { body: withTranId({ items: [item] }, input.tranId), signal }));
    return body.data?.cart_count ?? 0;
  });
  return buyOptionsMachine.provide({
    actors: { addToCart },
    actions: { reportCount: (_, params: { count: number }) => effects.reportCount(params.count) },
  });
}
