/**
 * The legal-text dialog's connect: snapshot + send → what the dialog shows (Accept enabled from
 * `snapshot.can`) and the handlers that send the chart's events. Pure like the chart, so the dialog, its
 * replays and the tests share one mapping of intents to events. The jump to the end is an emitted event the
 * view listens to, since scrolling is the view's job.
 */
import type { SnapshotFrom } from 'xstate';
import type { consentGateMachine } from './consentGate.machine';
import { selectConsentGateView } from './consentGate.selectors';
import type { ConsentGateEvent, ScrollMetrics } from './consentGate.types';

/** Sends one of the consent gate's events (the running actor's `send`). */
export type ConsentGateSend = (event: ConsentGateEvent) => void;

/** The dialog's view and its intents. */
export type ConsentGateView = ReturnType<typeof selectConsentGateView> & {
  /** The text was scrolled: Accept follows how far is left. */
  onScrolled: (metrics: ScrollMetrics) => void;
  onJumpToBottom: () => void;
  onAccept: () => void;
  onCancel: () => void;
  onRetry: () => void;
};

export function connect(snapshot: SnapshotFrom<typeof consentGateMachine>, send: ConsentGateSend): ConsentGateView {
  return {
    ...selectConsentGateView(snapshot),
    onScrolled: (metrics) => send({ type: 'CONSENT.SCROLLED', ...metrics }),
    onJumpToBottom: () => send({ type: 'CONSENT.JUMP_TO_BOTTOM' }),
    onAccept: () => send({ type: 'CONSENT.ACCEPT' }),
    onCancel: () => send({ type: 'CONSENT.CANCEL' }),
    onRetry: () => send({ type: 'CONSENT.RETRY' }),
  };
}
