/** The cart page chart: confirmations before delete and clear, the hand-off and the return. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine } from '@machines/cart/cart.machine';
import { selectCartDialog, selectCartStatus, selectCheckoutOutcome, selectPendingLine } from '@machines/cart/cart.selectors';
import type { CartInput, CheckoutReturnRead } from '@machines/cart/cart.types';
import type { CartSummary } from '@/domain/cart/cart';

const line = (key: string, name: string) => ({ key, name, quantity: 1, price: 100, points: 50 });
const full: CartSummary = { groups: [{ name: 'Delivered', lines: [line('a', 'Tee'), line('b', 'Mug')] }], count: 2, totalPrice: 200, totalPoints: 100 };
const one: CartSummary = { groups: [{ name: 'Delivered', lines: [line('b', 'Mug')] }], count: 1, totalPrice: 100, totalPoints: 50 };
const none: CartSummary = { groups: [], count: 0, totalPrice: 0, totalPoints: 0 };

function start(input: CartInput = {}, read: CheckoutReturnRead = { confirmed: true }) {
  const carts = [full, one, none];
  const effects = { reportCount: vi.fn(), refreshCount: vi.fn(), openCartWeb: vi.fn(), deleted: [] as string[] };
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => carts.shift() ?? none),
      deleteCartItem: fromPromise<number, { key: string }>(async ({ input: i }) => (effects.deleted.push(i.key), 1)),
      clearCart: fromPromise(async () => 0),
      storeHandoff: fromPromise(async () => 'key-7'),
      readCheckoutReturn: fromPromise(async () => read),
    },
    actions: {
      reportCount: (_, p: { count: number }) => effects.reportCount(p.count),
      refreshCount: () => effects.refreshCount(),
      openCartWeb: (_, p: { key: string }) => effects.openCartWeb(p.key),
    },
  });
  return { actor: createActor(machine, { input }).start(), effects };
}

describe('cart', () => {
  it('asks before removing a line; Cancel keeps it, Confirm removes it and reports the count', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(effects.reportCount).toHaveBeenLastCalledWith(2);
    actor.send({ type: 'CART.DELETE', key: 'a' });
    expect(selectCartDialog(actor.getSnapshot())).toBe('confirmDelete');
    expect(selectPendingLine(actor.getSnapshot())?.name).toBe('Tee');
    actor.send({ type: 'CART.CANCEL' });
    expect(effects.deleted).toEqual([]);
    actor.send({ type: 'CART.DELETE', key: 'a' });
    actor.send({ type: 'CART.CONFIRM' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.cart === one);
    expect(effects.deleted).toEqual(['a']);
    expect(effects.reportCount).toHaveBeenCalledWith(1);
    // The lines stay on screen while the cart reloads.
    expect(selectCartStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('a delete repeated after its answer was lost (the line is already gone: 404) reloads instead of failing', async () => {
    let attempts = 0;
    const machine = cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => (attempts === 0 ? full : one)),
        deleteCartItem: fromPromise<number, { key: string }>(async () => {
          attempts += 1;
          throw attempts === 1 ? { status: 0, code: 'network', message: 'Failed to fetch' } : { status: 404, code: 'not_found', message: 'No cart item with this key.' };
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'CART.DELETE', key: 'a' });
    actor.send({ type: 'CART.CONFIRM' });
    await waitFor(actor, (s) => s.matches({ loaded: 'deleteFailed' }));
    actor.send({ type: 'CART.RETRY' });
    await waitFor(actor, (s) => s.matches('loaded') && s.context.cart === one);
    expect(attempts).toBe(2);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.pendingKey).toBeUndefined();
  });

  it('clears everything after confirmation and ends empty with a count of 0', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'CART.CLEAR' });
    expect(selectCartDialog(actor.getSnapshot())).toBe('confirmClear');
    actor.send({ type: 'CART.CONFIRM' });
    await waitFor(actor, (s) => s.matches('loaded') || s.matches('empty'));
    expect(effects.reportCount).toHaveBeenCalledWith(0);
  });

  it('checkout stores the hand-off and opens the cart web page with its key', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'CART.CHECKOUT' });
    await waitFor(actor, (s) => s.matches({ loaded: 'leaving' }));
    expect(effects.openCartWeb).toHaveBeenCalledWith('key-7');
  });

  it.each([
    ['success', { confirmed: true }, 'succeeded'],
    ['error', { confirmed: true }, 'failed'],
    ['cancel', { confirmed: true }, 'cancelled'],
    ['success', { confirmed: false }, 'failed'],
  ] as const)('back from checkout with %s (%o) shows %s and asks the badge to re-read', async (returned, read, outcome) => {
    const { actor, effects } = start({ returned }, read);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectCheckoutOutcome(actor.getSnapshot())).toBe(outcome);
    expect(effects.refreshCount).toHaveBeenCalled();
    actor.send({ type: 'CART.DISMISS' });
    expect(selectCheckoutOutcome(actor.getSnapshot())).toBeUndefined();
  });
});
