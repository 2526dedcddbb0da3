/**
 * The re-consent connect: the consent dialog to render while a policy is read, the read-again-or-sign-out
 * question with its policy, and that each handler sends the chart's event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import { connect } from '@machines/reconsent/reconsent.connect';
import { reconsentMachine } from '@machines/reconsent/reconsent.machine';
import type { ConsentStatus, ReconsentEvent } from '@machines/reconsent/reconsent.types';

const versions = { terms: '2', privacy: '1', marketing: '1', cookie: '1', age: '20' };

function start() {
  const machine = reconsentMachine.provide({
    actors: {
      loadConsentStatus: fromPromise(async (): Promise<ConsentStatus> => ({ versions, record: { TermAndCondition: 1, DataPrivacy: 1, ConsentAge: 20 } })),
      saveLegalConsent: fromPromise(async (): Promise<void> => {}),
      consentGate: consentGateMachine.provide({ actors: { loadConsentText: fromPromise(async () => '<p>text</p>') } }) as never,
    },
  });
  return createActor(machine, { input: { locale: 'en' } }).start();
}
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconsent connect', () => {
  it('reading: the consent dialog of the outdated policy; closing it asks read again or sign out for that policy', async () => {
    const actor = start();
    await settle();
    await settle();
    const reading = connect(actor.getSnapshot(), vi.fn());
    expect(reading.gate).toBe(actor.getSnapshot().children.consentGate);
    expect(reading).toMatchObject({ declined: false, policyId: 'consent.reconsent.policy.terms' });
    reading.gate!.send({ type: 'CONSENT.CANCEL' });
    await settle();
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ gate: undefined, declined: true, policyId: 'consent.reconsent.policy.terms' });
  });

  it('the handlers send the chart events', () => {
    const actor = start();
    const send = vi.fn<(event: ReconsentEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    view.onReview();
    view.onSignOut();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'RECONSENT.REVIEW' }, { type: 'RECONSENT.SIGN_OUT' }]);
  });
});
