import type { SnapshotFrom } from 'xstate';
import type { reconsentMachine } from './reconsent.machine';

type Snapshot = SnapshotFrom<typeof reconsentMachine>;

export function selectReconsentGate(snapshot: Snapshot) {
  return snapshot.children.consentGate;
}
