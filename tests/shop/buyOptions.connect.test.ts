/**
 * The Buy options' connect: what the panel shows in the chart's states (missing options after a refused Add,
 * adding, the added count, a failure), Add enabled from snapshot.can, and that each handler sends the chart's
 * event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect } from '@machines/buyOptions/buyOptions.connect';
import { buyOptionsMachine } from '@machines/buyOptions/buyOptions.machine';
import type { AddToCartInput, BuyOptionsEvent } from '@machines/buyOptions/buyOptions.types';

const options = {
  colors: [{ code: 'ivory', name: 'Ivory', inStock: true }],
  sizes: [{ code: 'M', name: 'M', inStock: true }],
  maxQuantity: 3,
};

function start(add: () => Promise<number>) {
  const machine = buyOptionsMachine.provide({
    actors: { addToCart: fromPromise<number, AddToCartInput>(add) },
    actions: { reportCount: () => undefined },
  });
  return createActor(machine, { input: { campaignId: '1040', options } }).start();
}

describe('buy options connect', () => {
  it('nothing chosen yet: quantity 1, Add enabled; the handlers send the chart events', () => {
    const actor = start(async () => 1);
    const send = vi.fn<(event: BuyOptionsEvent) => void>();
    const panel = connect(actor.getSnapshot(), send);
    expect(panel).toMatchObject({ quantity: 1, missing: [], adding: false, slow: false, canAdd: true });
    expect(panel.error).toBeUndefined();
    panel.onColor('ivory');
    panel.onSize('M');
    panel.onQuantity(2);
    panel.onAdd();
    panel.onRetry();
    panel.onDismiss();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'OPTIONS.COLOR_CHOSEN', code: 'ivory' },
      { type: 'OPTIONS.SIZE_CHOSEN', code: 'M' },
      { type: 'OPTIONS.QUANTITY_CHANGED', quantity: 2 },
      { type: 'OPTIONS.ADD' },
      { type: 'OPTIONS.RETRY' },
      { type: 'OPTIONS.DISMISS' },
    ]);
  });

  it('a refused Add names the missing options', () => {
    const actor = start(async () => 1);
    actor.send({ type: 'OPTIONS.ADD' });
    expect(connect(actor.getSnapshot(), vi.fn()).missing).toEqual(['color', 'size']);
  });

  it('adding disables Add; then the added count shows', async () => {
    let done: (count: number) => void = () => {};
    const actor = start(() => new Promise<number>((resolve) => (done = resolve)));
    actor.send({ type: 'OPTIONS.COLOR_CHOSEN', code: 'ivory' });
    actor.send({ type: 'OPTIONS.SIZE_CHOSEN', code: 'M' });
    actor.send({ type: 'OPTIONS.ADD' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ color: 'ivory', size: 'M', adding: true, canAdd: false });
    done(6);
    await waitFor(actor, (s) => s.matches({ choosing: 'added' }));
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ adding: false, addedCount: 6 });
  });

  it('a failed add shows its error', async () => {
    const actor = start(async () => {
      throw Object.assign(new Error('lost'), { status: 0 });
    });
    actor.send({ type: 'OPTIONS.COLOR_CHOSEN', code: 'ivory' });
    actor.send({ type: 'OPTIONS.SIZE_CHOSEN', code: 'M' });
    actor.send({ type: 'OPTIONS.ADD' });
    await waitFor(actor, (s) => s.matches('failed'));
    const panel = connect(actor.getSnapshot(), vi.fn());
    expect(panel.error).toBeDefined();
    expect(panel.adding).toBe(false);
  });
});
