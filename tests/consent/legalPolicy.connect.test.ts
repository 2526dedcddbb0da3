/**
 * The policy page's connect: loading, the failure with Try again (enabled from snapshot.can), the policy once
 * loaded, and that the handler sends the chart's event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connect } from '@machines/legalPolicy/legalPolicy.connect';
import { legalPolicyMachine } from '@machines/legalPolicy/legalPolicy.machine';
import type { LegalPolicyEvent, LegalPolicyPage } from '@machines/legalPolicy/legalPolicy.types';
import { ApiCallError } from '@/domain/apiError';

const page: LegalPolicyPage = { version: '3', html: '<p>terms</p>', acceptance: { acceptedVersion: 3, acceptedAt: 1_700_000_000 }, current: true };

function start(load: () => Promise<LegalPolicyPage>) {
  return createActor(legalPolicyMachine.provide({ actors: { loadPolicyPage: fromPromise(load) } }), { input: { kind: 'privacy', locale: 'en' } }).start();
}
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('legal policy connect', () => {
  it('loading, then the policy under its title', async () => {
    const actor = start(async () => page);
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ titleId: 'profile.legal.privacy.title', isLoading: true, problem: undefined, page: undefined });
    await settle();
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ isLoading: false, problem: undefined, page });
  });

  it('a failed load: the error and Try again from snapshot.can, which sends POLICY.RETRY', async () => {
    const error = new ApiCallError({ message: 'Not found', status: 404 });
    const actor = start(async () => {
      throw error;
    });
    await settle();
    const send = vi.fn<(event: LegalPolicyEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    expect(view).toMatchObject({ isLoading: false, page: undefined });
    expect(view.problem?.error).toMatchObject({ status: 404 });
    expect(view.problem).toMatchObject({ canRetry: actor.getSnapshot().can({ type: 'POLICY.RETRY' }) });
    expect(view.problem?.canRetry).toBe(true);
    view.problem?.onRetry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'POLICY.RETRY' }]);
  });
});
