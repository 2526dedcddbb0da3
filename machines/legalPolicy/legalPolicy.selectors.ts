import type { SnapshotFrom } from 'xstate';
import type { legalPolicyMachine } from './legalPolicy.machine';

type Snapshot = SnapshotFrom<typeof legalPolicyMachine>;

export function selectLegalPolicyView(snapshot: Snapshot) {
  const c = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    isSlow: snapshot.hasTag('slow'),
    loadFailed: snapshot.matches('loadFailed'),
    canRetry: snapshot.can({ type: 'POLICY.RETRY' }),
    page: c.page,
    error: c.error,
  };
}
