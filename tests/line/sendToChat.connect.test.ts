/**
 * "Send to my chat"'s connect: ready, sending, sent and a translated error in the chart's states, and that the
 * handlers send the chart's events with the caller's messages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connect } from '@machines/sendToChat/sendToChat.connect';
import { sendToChatMachine } from '@machines/sendToChat/sendToChat.machine';
import type { SendToChatEvent } from '@machines/sendToChat/sendToChat.types';
import type { LineClient } from '@/domain/line/clientLimits';

const inLine: LineClient = { inClient: true, lineVersion: '14.0.0', os: 'ios' };
const browser: LineClient = { inClient: false, lineVersion: null, os: 'web' };
const messages = [{ type: 'text', text: 'Your code: AB12' }];

function start(client: LineClient) {
  const machine = sendToChatMachine.provide({
    actors: {
      detectClient: fromPromise<LineClient, void>(async () => client),
      checkPermission: fromPromise(async () => ({ granted: true, error: null })) as never,
      sendMessages: fromPromise(async (): Promise<void> => {}),
    },
  });
  return createActor(machine, { input: { mainLiffId: 'a', consentLiffId: 'a' } }).start();
}
const settle = () => vi.advanceTimersByTimeAsync(0);
const viewOf = (actor: ReturnType<typeof start>) => connect(actor.getSnapshot(), vi.fn()).view;
const canSendIn = (actor: ReturnType<typeof start>) => connect(actor.getSnapshot(), vi.fn()).canSend;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('send to chat connect', () => {
  it('ready, busy while sending, sent after the wait', async () => {
    const actor = start(inLine);
    await settle();
    expect(viewOf(actor)).toEqual({ kind: 'idle' });
    actor.send({ type: 'CHAT.SEND', messages });
    expect(viewOf(actor)).toEqual({ kind: 'busy' });
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(viewOf(actor)).toEqual({ kind: 'sent' });
  });

  it('Send is enabled exactly where the chart takes a send: not while it looks for LINE nor while a send runs', async () => {
    const actor = start(inLine);
    const seen: string[] = [];
    const record = () => {
      const snapshot = actor.getSnapshot();
      const { canSend } = connect(snapshot, vi.fn());
      expect(canSend, String(snapshot.value)).toBe(snapshot.can({ type: 'CHAT.SEND', messages }));
      const entry = `${String(snapshot.value)}:${canSend}`;
      if (seen.at(-1) !== entry) seen.push(entry);
    };
    record();
    actor.subscribe(record);
    await settle();
    actor.send({ type: 'CHAT.SEND', messages });
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual(['detecting:false', 'idle:true', 'askingPermission:false', 'sending:false', 'settling:false', 'sent:true']);
  });

  it('outside LINE: the translated explanation', async () => {
    const actor = start(browser);
    await settle();
    actor.send({ type: 'CHAT.SEND', messages });
    expect(viewOf(actor)).toMatchObject({ kind: 'error', error: { reason: 'inClientOnly' } });
    expect(canSendIn(actor)).toBe(true);
  });

  it('the handlers send the chart events with the caller’s messages', () => {
    const send = vi.fn<(event: SendToChatEvent) => void>();
    const view = connect(start(inLine).getSnapshot(), send);
    view.onSend(messages);
    view.onDismiss();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'CHAT.SEND', messages }, { type: 'CHAT.DISMISS' }]);
  });
});
