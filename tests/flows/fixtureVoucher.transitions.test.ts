/**
 * Hand-pinned transitions of the fixture: generated paths check that every step lands where the graph
 * says, but the graph is the machine itself, so a transition pointing at the wrong target would pass
 * them. These pin the critical targets by hand.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { voucherMachine } from './fixtures/voucher.machine';

/** A fake redeemVoucher the test settles by hand. */
function start(maxAttempts = 2) {
  const clock = new SimulatedClock();
  const calls: Array<{ code: string; resolve: (v: { serial: string }) => void; reject: (e: unknown) => void }> = [];
  const machine = voucherMachine.provide({
    actors: {
      redeemVoucher: fromPromise<{ serial: string }, { code: string }>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ code: input.code, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { maxAttempts }, clock }).start();
  const last = () => calls[calls.length - 1]!;
  return { actor, clock, calls, last };
}

describe('fixture voucher: critical transitions', () => {
  it('Redeem is possible only once a non-blank code is typed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'VOUCHER.SUBMIT' })).toBe(false);
    actor.send({ type: 'VOUCHER.CODE_TYPED', code: '   ' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'empty' });
    actor.send({ type: 'VOUCHER.CODE_TYPED', code: 'GIFT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filled' });
    actor.send({ type: 'VOUCHER.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('redeeming');
  });

  it('a refused code counts an attempt; retry redeems again until the attempts run out, then locks', async () => {
    const { actor, clock, calls, last } = start(2);
    actor.send({ type: 'VOUCHER.CODE_TYPED', code: ' GIFT ' });
    actor.send({ type: 'VOUCHER.SUBMIT' });
    expect(last().code).toBe('GIFT');
    last().reject(new Error('used'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.attempts).toBe(1);
    actor.send({ type: 'VOUCHER.RETRY' });
    expect(actor.getSnapshot().value).toBe('redeeming');
    expect(calls).toHaveLength(2);
    last().reject(new Error('used'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'VOUCHER.RETRY' });
    expect(actor.getSnapshot().value).toBe('locked');
    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('locked');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'empty' });
    expect(actor.getSnapshot().context.code).toBe('');
  });

  it('a redeemed code shows the receipt for 1.5 s while points refresh in parallel, and Done finishes', async () => {
    const { actor, clock, last } = start();
    actor.send({ type: 'VOUCHER.CODE_TYPED', code: 'GIFT' });
    actor.send({ type: 'VOUCHER.SUBMIT' });
    last().resolve({ serial: 'SN-1' });
    await waitFor(actor, (s) => s.matches('redeemed'));
    expect(actor.getSnapshot().value).toEqual({ redeemed: { receipt: 'shown', points: 'refreshing' } });
    actor.send({ type: 'POINTS.REFRESHED', points: 1200 });
    clock.increment(1500);
    expect(actor.getSnapshot().value).toEqual({ redeemed: { receipt: 'hidden', points: 'fresh' } });
    expect(actor.getSnapshot().context.points).toBe(1200);
    actor.send({ type: 'VOUCHER.DONE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
