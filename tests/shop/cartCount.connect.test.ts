/**
 * The shell's cart count connect: the count the badge shows in the chart's states (none signed out, the read
 * or reported count signed in) and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect, intents } from '@machines/cartCount/cartCount.connect';
import { createCartCountMachine } from '@machines/cartCount/cartCount.machine';
import type { CartCountEvent } from '@machines/cartCount/cartCount.types';

function start(signedIn: boolean, load: () => Promise<number> = async () => 3) {
  return createActor(createCartCountMachine({ actors: { loadCartCount: fromPromise<number, void>(load) } }), { input: { signedIn } }).start();
}

describe('cart count connect', () => {
  it('signed out: no count', () => {
    expect(connect(start(false).getSnapshot(), vi.fn()).count).toBeUndefined();
  });

  it('signed in: the read count, then a reported one', async () => {
    const actor = start(true);
    expect(connect(actor.getSnapshot(), vi.fn()).count).toBeUndefined();
    await waitFor(actor, (s) => s.matches({ signedIn: 'shown' }));
    expect(connect(actor.getSnapshot(), vi.fn()).count).toBe(3);
    connect(actor.getSnapshot(), actor.send).onCountChanged(5);
    expect(connect(actor.getSnapshot(), vi.fn()).count).toBe(5);
    connect(actor.getSnapshot(), actor.send).onSessionChanged(false);
    expect(connect(actor.getSnapshot(), vi.fn()).count).toBeUndefined();
  });

  it('the handlers send the chart events, with or without a snapshot', () => {
    const send = vi.fn<(event: CartCountEvent) => void>();
    const cart = connect(start(false).getSnapshot(), send);
    cart.onSessionChanged(true);
    cart.onSessionChanged(false);
    cart.onCountChanged(2);
    cart.onRefresh();
    intents(send).onRefresh();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CART.SIGNED_IN' },
      { type: 'CART.SIGNED_OUT' },
      { type: 'CART.COUNT_CHANGED', count: 2 },
      { type: 'CART.REFRESH' },
      { type: 'CART.REFRESH' },
    ]);
  });
});
