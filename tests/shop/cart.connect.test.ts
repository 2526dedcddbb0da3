/**
 * The cart connect: what /cart shows in each state of the chart, that each handler sends the chart's event,
 * and that Delete, Clear and Checkout are enabled from snapshot.can.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect } from '@machines/cart/cart.connect';
import { cartMachine } from '@machines/cart/cart.machine';
import type { CartEvent, CheckoutReturnRead } from '@machines/cart/cart.types';
import type { CartSummary } from '@/domain/cart/cart';

const line = (key: string, name: string) => ({ key, name, quantity: 1, price: 100, points: 50 });
const full: CartSummary = { groups: [{ name: 'Delivered', lines: [line('a', 'Tee'), line('b', 'Mug')] }], count: 2, totalPrice: 200, totalPoints: 100 };

function start(loadCart: () => Promise<CartSummary>) {
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(loadCart),
      deleteCartItem: fromPromise<number, { key: string }>(async () => 1),
      clearCart: fromPromise(async () => 0),
      storeHandoff: fromPromise(async () => 'key-7'),
      readCheckoutReturn: fromPromise(async (): Promise<CheckoutReturnRead> => ({ confirmed: true })),
    },
    actions: { reportCount: () => undefined, refreshCount: () => undefined, openCartWeb: () => undefined },
  });
  return createActor(machine, { input: {} }).start();
}

describe('cart connect', () => {
  it('loading: the loading status, busy, no button enabled', () => {
    const actor = start(() => new Promise(() => undefined));
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ status: 'loading', dialog: 'none', busy: true, canClear: false, canCheckout: false });
  });

  it('loaded: buttons enabled from snapshot.can; handlers send the chart events', async () => {
    const actor = start(async () => full);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    const send = vi.fn<(event: CartEvent) => void>();
    const view = connect(snapshot, send);
    expect(view).toMatchObject({ status: 'loaded', cart: full, dialog: 'none', busy: false, leaving: false });
    expect([view.canDelete, view.canClear, view.canCheckout]).toEqual([
      snapshot.can({ type: 'CART.DELETE', key: '' }),
      snapshot.can({ type: 'CART.CLEAR' }),
      snapshot.can({ type: 'CART.CHECKOUT' }),
    ]);
    expect(view.canClear).toBe(true);
    view.onDelete('a');
    view.onClear();
    view.onCheckout();
    view.onConfirm();
    view.onCancel();
    view.onRetry();
    view.onDismissOutcome();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CART.DELETE', key: 'a' },
      { type: 'CART.CLEAR' },
      { type: 'CART.CHECKOUT' },
      { type: 'CART.CONFIRM' },
      { type: 'CART.CANCEL' },
      { type: 'CART.RETRY' },
      { type: 'CART.DISMISS' },
    ]);
  });

  it('a delete asks first: the confirmation dialog names the pending line', async () => {
    const actor = start(async () => full);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'CART.DELETE', key: 'a' });
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.dialog).toBe('confirmDelete');
    expect(view.pendingLine?.name).toBe('Tee');
  });
});
