/** Buy options: colour and size required (nothing sent without them), one tranId per attempt kept by its retries. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buyOptionsMachine } from '@machines/buyOptions/buyOptions.machine';
import { selectBuyOptionsView, selectCanAdd } from '@machines/buyOptions/buyOptions.selectors';
import type { AddToCartInput } from '@machines/buyOptions/buyOptions.types';

const options = {
  colors: [
    { code: 'ivory', name: 'Ivory', inStock: true },
    { code: 'sage', name: 'Sage', inStock: false },
  ],
  sizes: [
    { code: 'M', name: 'M', inStock: true },
    { code: 'XL', name: 'XL', inStock: false },
  ],
  maxQuantity: 3,
};

function start(add: (input: AddToCartInput) => Promise<number>) {
  const reportCount = vi.fn();
  const calls: AddToCartInput[] = [];
  const machine = buyOptionsMachine.provide({
    actors: { addToCart: fromPromise<number, AddToCartInput>(({ input }) => (calls.push(input), add(input))) },
    actions: { reportCount: (_, params: { count: number }) => reportCount(params.count) },
  });
  const actor = createActor(machine, { input: { campaignId: '1040', options } }).start();
  return { actor, calls, reportCount };
}

describe('buyOptions', () => {
  it('refuses Add with a missing option and says which ones, sending nothing', () => {
    const { actor, calls } = start(async () => 1);
    actor.send({ type: 'OPTIONS.ADD' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'incomplete' });
    expect(selectBuyOptionsView(actor.getSnapshot()).missing).toEqual(['color', 'size']);
    actor.send({ type: 'OPTIONS.COLOR_CHOSEN', code: 'ivory' });
    expect(selectBuyOptionsView(actor.getSnapshot()).missing).toEqual(['size']);
    actor.send({ type: 'OPTIONS.ADD' });
    expect(calls).toEqual([]);
  });

  it('ignores sold-out options and keeps the quantity between 1 and the maximum', () => {
    const { actor } = start(async () => 1);
    actor.send({ type: 'OPTIONS.COLOR_CHOSEN', code: 'sage' });
    actor.send({ type: 'OPTIONS.SIZE_CHOSEN', code: 'XL' });
    expect(actor.getSnapshot().context.color).toBeUndefined();
    expect(actor.getSnapshot().context.size).toBeUndefined();
    actor.send({ type: 'OPTIONS.QUANTITY_CHANGED', quantity: 9 });
    expect(actor.getSnapshot().context.quantity).toBe(3);
    actor.send({ type: 'OPTIONS.QUANTITY_CHANGED', quantity: 0 });
    expect(actor.getSnapshot().context.quantity).toBe(1);
  });

  it('adds with the options and reports the new count to the shell', async () => {
    const { actor, calls, reportCount } = start(async () => 6);
    actor.send({ type: 'OPTIONS.COLOR_CHOSEN', code: 'ivory' });
    actor.send({ type: 'OPTIONS.SIZE_CHOSEN', code: 'M' });
    actor.send({ type: 'OPTIONS.QUANTITY_CHANGED', quantity: 2 });
    expect(selectCanAdd(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'OPTIONS.ADD' });
    await waitFor(actor, (s) => s.matches({ choosing: 'added' }));
    expect(calls).toEqual([{ campaignId: '1040', color: 'ivory', size: 'M', quantity: 2, tranId: expect.any(String) }]);
    expect(reportCount).toHaveBeenCalledWith(6);
    expect(selectBuyOptionsView(actor.getSnapshot()).addedCount).toBe(6);
  });

  it('a retry repeats the same tranId; a new Add makes a new one', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw Object.assign(new Error('lost'), { status: 0 });
      return 2;
    });
    actor.send({ type: 'OPTIONS.COLOR_CHOSEN', code: 'ivory' });
    actor.send({ type: 'OPTIONS.SIZE_CHOSEN', code: 'M' });
    actor.send({ type: 'OPTIONS.ADD' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectBuyOptionsView(actor.getSnapshot()).error).toBeDefined();
    fail = false;
    actor.send({ type: 'OPTIONS.RETRY' });
    await waitFor(actor, (s) => s.matches({ choosing: 'added' }));
    expect(calls[1]!.tranId).toBe(calls[0]!.tranId);
    actor.send({ type: 'OPTIONS.ADD' });
    await waitFor(actor, (s) => s.matches({ choosing: 'added' }) && calls.length === 3);
    expect(calls[2]!.tranId).not.toBe(calls[0]!.tranId);
  });

  it('gives up after the request timeout (fake time) and offers Retry', async () => {
    vi.useFakeTimers();
    try {
      const { actor } = start(() => new Promise<number>(() => {}));
      actor.send({ type: 'OPTIONS.COLOR_CHOSEN', code: 'ivory' });
      actor.send({ type: 'OPTIONS.SIZE_CHOSEN', code: 'M' });
      actor.send({ type: 'OPTIONS.ADD' });
      vi.advanceTimersByTime(3_000);
      expect(selectBuyOptionsView(actor.getSnapshot()).slow).toBe(true);
      vi.advanceTimersByTime(12_000);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().can({ type: 'OPTIONS.RETRY' })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
