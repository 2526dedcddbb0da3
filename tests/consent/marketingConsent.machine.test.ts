import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import { marketingConsentMachine } from '@machines/marketingConsent/marketingConsent.machine';
import type { MarketingState, SaveMarketingInput } from '@machines/marketingConsent/marketingConsent.types';
import { ApiCallError } from '@/domain/apiError';
import { REQUEST_TIMEOUT_MS } from '@machines/shared/request';

const versions = { terms: '2', privacy: '1', marketing: '1', cookie: '1', age: '20' };

function start(options: { record?: MarketingState['record']; save?: (input: SaveMarketingInput) => Promise<void>; load?: () => Promise<MarketingState> } = {}) {
  const saves: SaveMarketingInput[] = [];
  const machine = marketingConsentMachine.provide({
    actors: {
      loadMarketingState: fromPromise(options.load ?? (async () => ({ versions, record: options.record ?? {} }))),
      saveMarketing: fromPromise<void, SaveMarketingInput>(async ({ input }) => {
        saves.push(input);
        if (options.save) await options.save(input);
      }),
      readMarketingText: consentGateMachine.provide({
        actors: { loadConsentText: fromPromise(async () => '<p>Marketing text</p>') },
      }) as never,
    },
  });
  const actor = createActor(machine, { input: { locale: 'en' } });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, saves, emitted };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const reader = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().children.readMarketingText as ActorRefFrom<typeof consentGateMachine>;
const bottom = { type: 'CONSENT.SCROLLED' as const, scrollTop: 1600, scrollHeight: 2000, clientHeight: 400 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('marketingConsent', () => {
  it('opens with every channel on when nothing is stored; Confirm only near the end of the text', async () => {
    const { actor } = start();
    await settle();
    await settle();
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.choices).toEqual({ all: true, sms: true, line: true, email: true });
    expect(reader(actor).getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(false);
    reader(actor).send(bottom);
    expect(reader(actor).getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(true);
  });

  it('saves the boxes with a tranId; a failed save keeps the boxes, reports to the shared handler, and Confirm retries with the same tranId', async () => {
    let fail = true;
    const { actor, saves, emitted } = start({
      record: { MarketingOption: 1, SMSMarketing: 1, LineMarketing: 1, EmailMarketing: 1 },
      save: async () => {
        if (fail) throw new ApiCallError({ message: 'down', status: 503 });
      },
    });
    await settle();
    await settle();
    actor.send({ type: 'MARKETING.TOGGLE_CHANNEL', channel: 'sms' });
    expect(actor.getSnapshot().context.choices).toEqual({ all: false, sms: false, line: true, email: true });
    reader(actor).send(bottom);
    reader(actor).send({ type: 'CONSENT.ACCEPT' });
    await settle();
    expect(actor.getSnapshot().matches('saveFailed')).toBe(true);
    expect(emitted).toContain('marketing.saveFailed');
    expect(actor.getSnapshot().context.choices.sms).toBe(false);
    expect(actor.getSnapshot().context.html).toBe('<p>Marketing text</p>');
    fail = false;
    actor.send({ type: 'MARKETING.CONFIRM' });
    await settle();
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(saves).toHaveLength(2);
    expect(saves[0]!.tranId).toMatch(/.{16,}/);
    expect(saves[1]!.tranId).toBe(saves[0]!.tranId);
    expect(saves[1]!.choices).toEqual({ all: false, sms: false, line: true, email: true });
    expect(actor.getSnapshot().context.stored.sms).toBe(false);
    // A new save is a new attempt.
    actor.send({ type: 'MARKETING.OPEN' });
    await settle();
    reader(actor).send(bottom);
    reader(actor).send({ type: 'CONSENT.ACCEPT' });
    await settle();
    expect(saves[2]!.tranId).not.toBe(saves[0]!.tranId);
  });

  it('the close icon tells the caller the dialog was hidden and drops unsaved changes', async () => {
    const { actor, emitted } = start({ record: { MarketingOption: 0, SMSMarketing: 0, LineMarketing: 0, EmailMarketing: 0 } });
    await settle();
    await settle();
    actor.send({ type: 'MARKETING.TOGGLE_ALL' });
    expect(actor.getSnapshot().context.choices.all).toBe(true);
    reader(actor).send({ type: 'CONSENT.CANCEL' });
    await settle();
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(emitted).toContain('marketing.hidden');
    expect(actor.getSnapshot().context.choices).toEqual({ all: false, sms: false, line: false, email: false });
  });

  it('a load that never answers gives up after REQUEST_TIMEOUT with the timeout error and Retry', async () => {
    const { actor } = start({ load: () => new Promise<never>(() => undefined) });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(actor.getSnapshot().hasTag('slow')).toBe(true);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('timeout');
    expect(actor.getSnapshot().can({ type: 'MARKETING.RETRY' })).toBe(true);
  });
});
