import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { consentGateMachine, remainingScroll } from '@machines/consentGate/consentGate.machine';
import type { ConsentGateInput } from '@machines/consentGate/consentGate.types';
import { selectConsentGateView } from '@machines/consentGate/consentGate.selectors';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';

function start(input: Partial<ConsentGateInput> = {}, load: (i: ConsentGateInput) => Promise<string> = async () => '<p>text</p>') {
  const calls: ConsentGateInput[] = [];
  const machine = consentGateMachine.provide({
    actors: { loadConsentText: fromPromise<string, ConsentGateInput>(({ input: i }) => { calls.push(i); return load(i); }) },
  });
  const actor = createActor(machine, { input: { kind: 'terms', version: '3', locale: 'en', ...input } });
  actor.start();
  return { actor, calls };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
/** Scroll position leaving `remaining` px below the visible area of a 2000 px text in a 400 px box. */
const at = (remaining: number) => ({ type: 'CONSENT.SCROLLED' as const, scrollTop: 1600 - remaining, scrollHeight: 2000, clientHeight: 400 });

describe('consentGate', () => {
  it('fetches the text of the given kind, version and locale', async () => {
    const { actor, calls } = start({ kind: 'privacy', version: '7', locale: 'th' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(calls).toEqual([{ kind: 'privacy', version: '7', locale: 'th' }]);
    expect(actor.getSnapshot().context.html).toBe('<p>text</p>');
    expect(actor.getSnapshot().matches({ reading: 'notAtBottom' })).toBe(true);
  });

  it('terms: Accept activates within 100 px of the end, not at 101 px, and deactivates when scrolling back up', async () => {
    const { actor } = start();
    await settle();
    actor.send(at(101));
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(false);
    actor.send(at(100));
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(true);
    expect(actor.getSnapshot().hasTag('acceptable')).toBe(true);
    actor.send(at(250));
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(false);
    expect(actor.getSnapshot().matches({ reading: 'notAtBottom' })).toBe(true);
  });

  it('age: only the exact end activates Accept (1 px short does not; a subpixel position rounds up)', async () => {
    const { actor } = start({ kind: 'age', version: '20' });
    await settle();
    actor.send(at(1));
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(false);
    actor.send(at(0));
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(true);
    actor.send(at(5));
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(false);
    actor.send({ type: 'CONSENT.SCROLLED', scrollTop: 1599.4, scrollHeight: 2000, clientHeight: 400 });
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(true);
    expect(remainingScroll({ scrollTop: 1599.4, scrollHeight: 2000, clientHeight: 400 })).toBe(0);
  });

  it('a text shorter than its box counts as read once measured', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'CONSENT.SCROLLED', scrollTop: 0, scrollHeight: 300, clientHeight: 400 });
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(true);
  });

  it("'tap to bottom' asks the view to scroll without accepting", async () => {
    const { actor } = start();
    await settle();
    const emitted: string[] = [];
    actor.on('consent.scrollToBottom', (e) => emitted.push(e.type));
    actor.send({ type: 'CONSENT.JUMP_TO_BOTTOM' });
    expect(emitted).toEqual(['consent.scrollToBottom']);
    expect(actor.getSnapshot().can({ type: 'CONSENT.ACCEPT' })).toBe(false);
  });

  it('Accept ends with accepted output; Accept before the end is ignored', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'CONSENT.ACCEPT' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send(at(0));
    actor.send({ type: 'CONSENT.ACCEPT' });
    await expect(toPromise(actor)).resolves.toMatchObject({ kind: 'terms', version: '3', accepted: true });
  });

  it('the close icon cancels', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'CONSENT.CANCEL' });
    await expect(toPromise(actor)).resolves.toMatchObject({ kind: 'terms', version: '3', accepted: false });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
  });

  it('a failed load leaves the text empty and offers retry, which loads again', async () => {
    let fail = true;
    const { actor, calls } = start({}, async () => { if (fail) throw new Error('503'); return '<p>ok</p>'; });
    await settle();
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(actor.getSnapshot().context.html).toBe('');
    fail = false;
    actor.send({ type: 'CONSENT.RETRY' });
    await settle();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().matches('reading')).toBe(true);
    expect(actor.getSnapshot().context.html).toBe('<p>ok</p>');
  });

  it('a text that does not come: slow notice after REQUEST_SLOW, then cancelled into Retry after REQUEST_TIMEOUT', async () => {
    vi.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      let answer = false;
      const machine = consentGateMachine.provide({
        actors: {
          loadConsentText: fromPromise<string, ConsentGateInput>(({ signal }) => {
            signals.push(signal);
            return answer ? Promise.resolve('<p>late</p>') : new Promise<string>(() => undefined);
          }),
        },
      });
      const actor = createActor(machine, { input: { kind: 'privacy', version: '2', locale: 'th' } }).start();
      await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS - 1);
      expect(selectConsentGateView(actor.getSnapshot()).isSlow).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(selectConsentGateView(actor.getSnapshot())).toMatchObject({ isLoading: true, isSlow: true, loadFailed: false });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
      expect(selectConsentGateView(actor.getSnapshot())).toMatchObject({ isLoading: false, isSlow: false, loadFailed: true, canAccept: false });
      expect(signals[0]?.aborted).toBe(true);
      answer = true;
      actor.send({ type: 'CONSENT.RETRY' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('reading')).toBe(true);
      expect(actor.getSnapshot().context.html).toBe('<p>late</p>');
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
