/**
 * The re-consent chart's connect: snapshot + send → the consent dialog to render for the policy being read,
 * whether the read-again-or-sign-out question shows (and for which policy), and the handlers that send the
 * chart's events. Pure like the chart, so the runner and the screen replay share one mapping.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { reconsentMachine } from './reconsent.machine';
import { selectReconsentGate } from './reconsent.selectors';
import type { ReconsentEvent } from './reconsent.types';

/** Sends one of the re-consent chart's events (the running actor's `send`). */
export type ReconsentSend = (event: ReconsentEvent) => void;

export interface ReconsentView {
  /** The consent dialog of the policy being read, while it shows. */
  gate?: ActorRefFrom<typeof consentGateMachine>;
  /** The member closed the dialog: read again or sign out. */
  declined: boolean;
  /** The message id naming the policy the question is about. */
  policyId: string;
  onReview: () => void;
  onSignOut: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof reconsentMachine>, send: ReconsentSend): ReconsentView {
  return {
    gate: selectReconsentGate(snapshot) as ActorRefFrom<typeof consentGateMachine> | undefined,
    declined: snapshot.matches('declined'),
    policyId: `consent.reconsent.policy.${snapshot.context.current ?? 'terms'}`,
    onReview: () => send({ type: 'RECONSENT.REVIEW' }),
    onSignOut: () => send({ type: 'RECONSENT.SIGN_OUT' }),
  };
}
