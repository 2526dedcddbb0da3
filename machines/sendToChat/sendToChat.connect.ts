/**
 * "Send to my chat"'s connect: snapshot + send → what the control shows (sending, sent, a translated error, or
 * ready) and the handlers that send the chart's events. The messages are the caller's (the serial code as a
 * text), so Send takes them. Pure like the chart, so the control and its screen replay share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { LineFeatureError } from '@/domain/line/featureErrors';
import type { sendToChatMachine } from './sendToChat.machine';
import type { SendToChatEvent } from './sendToChat.types';

/** Sends one of the sendToChat chart's events (the running actor's `send`). */
export type SendToChatSend = (event: SendToChatEvent) => void;

/** What the control shows: one outcome at a time. */
export type SendToChatView = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'error'; error: LineFeatureError };

export interface SendToChatConnected {
  view: SendToChatView;
  /** The chart takes a send now (not while it looks for LINE or a send runs). */
  canSend: boolean;
  onSend: (messages: unknown[]) => void;
  onDismiss: () => void;
}

function viewOf(snapshot: SnapshotFrom<typeof sendToChatMachine>): SendToChatView {
  if (snapshot.hasTag('busy')) return { kind: 'busy' };
  if (snapshot.matches('sent')) return { kind: 'sent' };
  if (snapshot.context.error) return { kind: 'error', error: snapshot.context.error };
  return { kind: 'idle' };
}

export function connect(snapshot: SnapshotFrom<typeof sendToChatMachine>, send: SendToChatSend): SendToChatConnected {
  return {
    view: viewOf(snapshot),
    // The messages do not decide whether a send is taken; the guard on them runs after it.
    canSend: snapshot.can({ type: 'CHAT.SEND', messages: [] }),
    onSend: (messages) => send({ type: 'CHAT.SEND', messages }),
    onDismiss: () => send({ type: 'CHAT.DISMISS' }),
  };
}
