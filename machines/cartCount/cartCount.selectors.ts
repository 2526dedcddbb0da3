import type { SnapshotFrom } from 'xstate';
import type { CartCountMachine } from './cartCount.machine';

type Snapshot = SnapshotFrom<CartCountMachine>;

/** The count the shell shows: only for a signed-in member, once known. */
export function selectCartBadgeCount(snapshot: Snapshot): number | undefined {
  return snapshot.matches('signedIn') ? snapshot.context.count : undefined;
}
