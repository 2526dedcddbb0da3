import type { SnapshotFrom } from 'xstate';
import { SLOW_TAG } from '../shared/request';
import type { consentGateMachine } from './consentGate.machine';

type Snapshot = SnapshotFrom<typeof consentGateMachine>;

/** What the legal-text dialog shows. */
export function selectConsentGateView(snapshot: Snapshot) {
  return {
    kind: snapshot.context.kind,
    html: snapshot.context.html,
    isLoading: snapshot.hasTag('loading'),
    /** The text has been loading for a few seconds: "taking longer than usual". */
    isSlow: snapshot.hasTag(SLOW_TAG),
    loadFailed: snapshot.matches('loadFailed'),
    canAccept: snapshot.can({ type: 'CONSENT.ACCEPT' }),
    /** The age dialog has no close icon (spec section 2: terms and privacy have one). */
    hasCloseIcon: snapshot.context.kind !== 'age',
  };
}
