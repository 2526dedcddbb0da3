/**
 * The redeem chart never charges twice: a tranId per attempt reused by its retries, and
 * after an answer that may have been lost the chart re-reads the member's redeems before offering Try
 * again. Fake actors, fake time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { redeemMachine } from '@machines/redeem/redeem.machine';
import { selectBusyStep, selectRedeemDialog, selectRedeemSlow } from '@machines/redeem/redeem.selectors';
import type { FindRedeemInput, RedeemCampaignInput, RedeemOutcome } from '@machines/redeem/redeem.types';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS, isRequestTimeout } from '@machines/shared/request';
import { campaign, member, NOW } from './fixtures';

const serialOutcome: RedeemOutcome = {
  serial: { serial: 'SC-LOST-1', barcodeType: 'QR_CODE', showTimer: false, isNotAutoUse: false, redeemKey: 'rk-9', redeemedAt: NOW },
};

interface Fakes {
  redeem: (input: RedeemCampaignInput, signal: AbortSignal) => Promise<RedeemOutcome>;
  find?: (input: FindRedeemInput, signal: AbortSignal) => Promise<RedeemOutcome | null>;
}

function start(fakes: Fakes) {
  const redeemInputs: RedeemCampaignInput[] = [];
  const findInputs: FindRedeemInput[] = [];
  const signals: AbortSignal[] = [];
  const notified = vi.fn();
  const machine = redeemMachine.provide({
    actors: {
      redeemCampaign: fromPromise(({ input, signal }) => {
        redeemInputs.push(input);
        signals.push(signal);
        return fakes.redeem(input, signal);
      }),
      findRedeem: fromPromise(({ input, signal }) => {
        findInputs.push(input);
        return (fakes.find ?? (async () => null))(input, signal);
      }),
    },
    actions: { notifyRedeemed: notified },
  });
  const actor = createActor(machine, { input: { campaign: campaign(), member } }).start();
  return { actor, redeemInputs, findInputs, signals, notified };
}

const lost = () => new ApiCallError({ message: 'Failed to fetch', status: 0 });
const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => vi.useRealTimers());

describe('redeem: tranId and lost answers', () => {
  it('each attempt sends a tranId; Try again after a business error reuses it; a new attempt gets a new one', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const run = start({
      redeem: async () => {
        calls += 1;
        if (calls === 1) throw new ApiCallError({ message: 'x', status: 409, id: 7001, code: 'busy' });
        if (calls === 2) throw new ApiCallError({ message: 'x', status: 400, id: 2004, code: 'max_per_person' });
        return serialOutcome;
      },
    });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('failed');
    run.actor.send({ type: 'REDEEM.RETRY' });
    await settle();
    expect(run.actor.getSnapshot().context.error?.code).toBe('max_per_person');
    expect(run.findInputs).toEqual([]);
    const first = run.redeemInputs[0]?.body.tranId;
    expect(typeof first).toBe('string');
    expect(run.redeemInputs[1]?.body.tranId).toBe(first);
    run.actor.send({ type: 'REDEEM.DISMISS' });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    expect(run.redeemInputs[2]?.body.tranId).not.toBe(first);
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('serial');
  });

  it('a lost answer is checked first: the redeem happened, so its code shows and nothing is redeemed again', async () => {
    vi.useFakeTimers();
    const run = start({ redeem: async () => Promise.reject(lost()), find: async () => serialOutcome });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    const snap = run.actor.getSnapshot();
    expect(selectRedeemDialog(snap)).toBe('serial');
    expect(snap.context.outcome?.serial?.serial).toBe('SC-LOST-1');
    expect(run.redeemInputs).toHaveLength(1);
    expect(run.findInputs).toEqual([{ campaignId: '1001', tranId: run.redeemInputs[0]?.body.tranId, since: expect.any(Number) }]);
    expect(run.notified).toHaveBeenCalledTimes(1);
  });

  it('a cut-off answer (it does not parse) or a gateway 5xx is checked too', async () => {
    vi.useFakeTimers();
    for (const error of [new SyntaxError('Unexpected end of JSON input'), new ApiCallError({ message: 'Bad Gateway', status: 502 })]) {
      const run = start({ redeem: async () => Promise.reject(error), find: async () => null });
      run.actor.send({ type: 'REDEEM.START' });
      run.actor.send({ type: 'REDEEM.CONFIRM' });
      await settle();
      expect(run.findInputs).toHaveLength(1);
      expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('failed');
      run.actor.stop();
    }
  });

  it('a lost answer whose redeem did not happen offers Try again, with the same tranId', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const run = start({
      redeem: async () => {
        calls += 1;
        if (calls === 1) throw lost();
        return serialOutcome;
      },
      find: async () => null,
    });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('failed');
    expect(run.notified).not.toHaveBeenCalled();
    run.actor.send({ type: 'REDEEM.RETRY' });
    await settle();
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('serial');
    expect(run.redeemInputs.map((i) => i.body.tranId)).toEqual([run.redeemInputs[0]?.body.tranId, run.redeemInputs[0]?.body.tranId]);
  });

  it('slow after REQUEST_SLOW; no answer by REQUEST_TIMEOUT cancels the call and checks; a failed check is unconfirmed', async () => {
    vi.useFakeTimers();
    let findCalls = 0;
    const run = start({
      redeem: () => new Promise<RedeemOutcome>(() => {}),
      find: async () => {
        findCalls += 1;
        if (findCalls === 1) throw lost();
        return serialOutcome;
      },
    });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
    expect(selectRedeemSlow(run.actor.getSnapshot())).toBe(true);
    expect(selectBusyStep(run.actor.getSnapshot())).toBe('redeeming');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
    expect(run.signals[0]?.aborted).toBe(true);
    expect(isRequestTimeout(run.actor.getSnapshot().context.error)).toBe(true);
    await settle();
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('unconfirmed');
    run.actor.send({ type: 'REDEEM.RETRY' });
    expect(selectBusyStep(run.actor.getSnapshot())).toBe('verifying');
    await settle();
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('serial');
    expect(run.redeemInputs).toHaveLength(1);
  });

  it('a check that gets no answer either gives up at REQUEST_TIMEOUT into unconfirmed', async () => {
    vi.useFakeTimers();
    const run = start({ redeem: async () => Promise.reject(lost()), find: () => new Promise<RedeemOutcome | null>(() => {}) });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    expect(selectBusyStep(run.actor.getSnapshot())).toBe('verifying');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('unconfirmed');
    run.actor.send({ type: 'REDEEM.DISMISS' });
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('none');
  });
});

describe('redeem: a guest is asked to sign in or register', () => {
  const deviceGuest = { signedIn: true, guest: true, points: 0 };

  it('REDEEM.START from a guest opens the sign-in question, never the confirmation, and redeems nothing', async () => {
    const redeem = vi.fn(async () => serialOutcome);
    const machine = redeemMachine.provide({ actors: { redeemCampaign: fromPromise(redeem) } });
    const actor = createActor(machine, { input: { campaign: campaign({ pointPerUnit: 120 }), member: deviceGuest } }).start();
    expect(actor.getSnapshot().can({ type: 'REDEEM.START' })).toBe(true);
    actor.send({ type: 'REDEEM.START' });
    expect(actor.getSnapshot().value).toBe('signInOffered');
    expect(selectRedeemDialog(actor.getSnapshot())).toBe('signIn');
    expect(actor.getSnapshot().can({ type: 'REDEEM.CONFIRM' })).toBe(false);
    actor.send({ type: 'REDEEM.CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(redeem).not.toHaveBeenCalled();
  });

  it('a guest who became a member redeems as usual; a guest at a sold-out reward cannot start', () => {
    const actor = createActor(redeemMachine, { input: { campaign: campaign({ pointPerUnit: 120 }), member: deviceGuest } }).start();
    actor.send({ type: 'REDEEM.MEMBER_CHANGED', member: { signedIn: true, points: 1250 } });
    actor.send({ type: 'REDEEM.START' });
    expect(actor.getSnapshot().value).toBe('confirming');
    const soldOut = createActor(redeemMachine, { input: { campaign: campaign({ soldOut: true }), member: deviceGuest } }).start();
    expect(soldOut.getSnapshot().can({ type: 'REDEEM.START' })).toBe(false);
  });
});
