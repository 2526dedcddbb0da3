/**
 * The consent gate's connect: what the legal-text dialog shows in the chart's states (Accept enabled from
 * snapshot.can) and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect } from '@machines/consentGate/consentGate.connect';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { ConsentGateEvent, ConsentGateInput } from '@machines/consentGate/consentGate.types';

function start(kind: ConsentGateInput['kind'], load: () => Promise<string> = async () => '<p>text</p>') {
  return createActor(consentGateMachine.provide({ actors: { loadConsentText: fromPromise(load) } }), {
    input: { kind, version: '1', locale: 'en' },
  }).start();
}

describe('consent gate connect', () => {
  it('loading, then the text; Accept follows snapshot.can as the member scrolls to the end', async () => {
    const actor = start('terms');
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ kind: 'terms', isLoading: true, loadFailed: false, canAccept: false, hasCloseIcon: true });
    await waitFor(actor, (s) => s.matches('reading'));
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ html: '<p>text</p>', isLoading: false, canAccept: false });
    actor.send({ type: 'CONSENT.SCROLLED', scrollTop: 1600, scrollHeight: 2000, clientHeight: 400 });
    const atEnd = connect(actor.getSnapshot(), vi.fn());
    expect(atEnd.canAccept).toBe(true);
    expect(atEnd.canAccept).toBe(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' }));
  });

  it('a failed load offers Retry; the age text has no close icon', async () => {
    const failed = start('age', async () => {
      throw new Error('down');
    });
    await waitFor(failed, (s) => s.matches('loadFailed'));
    expect(connect(failed.getSnapshot(), vi.fn())).toMatchObject({ kind: 'age', loadFailed: true, isLoading: false, canAccept: false, hasCloseIcon: false });
  });

  it('the handlers send the chart events', () => {
    const actor = start('privacy');
    const send = vi.fn<(event: ConsentGateEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    view.onScrolled({ scrollTop: 10, scrollHeight: 2000, clientHeight: 400 });
    view.onJumpToBottom();
    view.onAccept();
    view.onCancel();
    view.onRetry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CONSENT.SCROLLED', scrollTop: 10, scrollHeight: 2000, clientHeight: 400 },
      { type: 'CONSENT.JUMP_TO_BOTTOM' },
      { type: 'CONSENT.ACCEPT' },
      { type: 'CONSENT.CANCEL' },
      { type: 'CONSENT.RETRY' },
    ]);
  });
});
