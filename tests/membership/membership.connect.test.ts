/**
 * The membership page's connect: loading, the loaded view, the failure with Try again (enabled from
 * snapshot.can), and that the handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect } from '@machines/membership/membership.connect';
import { membershipMachine } from '@machines/membership/membership.machine';
import type { LoadMembershipInput, MembershipData, MembershipEvent } from '@machines/membership/membership.types';

function start(load: () => Promise<MembershipData>) {
  return createActor(membershipMachine.provide({ actors: { loadMembership: fromPromise<MembershipData, LoadMembershipInput>(load) } }), {
    input: { userLevel: 1, signedIn: true },
  }).start();
}

describe('membership connect', () => {
  it('loading, then the member level with the levels', async () => {
    const actor = start(async () => ({ levels: [], badges: [] }));
    expect(connect(actor.getSnapshot(), vi.fn())).toEqual({ kind: 'loading', slow: false });
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ kind: 'loaded', signedIn: true, badges: [], levels: [] });
  });

  it('a failure: the error and Try again from snapshot.can, which sends MEMBERSHIP.RETRY', async () => {
    const actor = start(async () => {
      throw { status: 500, message: 'down' };
    });
    await waitFor(actor, (s) => s.matches('failed'));
    const send = vi.fn<(event: MembershipEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    if (view.kind !== 'failed') throw new Error(`expected the failure, got ${view.kind}`);
    expect(view.error).toMatchObject({ status: 500 });
    expect(view.canRetry).toBe(true);
    expect(view.canRetry).toBe(actor.getSnapshot().can({ type: 'MEMBERSHIP.RETRY' }));
    view.onRetry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'MEMBERSHIP.RETRY' }]);
  });
});
