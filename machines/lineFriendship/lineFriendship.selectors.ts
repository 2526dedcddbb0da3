/** Snapshot → what the friendship card shows (pure). */
import type { SnapshotFrom } from 'xstate';
import { describeLineFeatureError } from '@/domain/line/featureErrors';
import type { LineFriendshipMachine } from './lineFriendship.machine';

type Snapshot = SnapshotFrom<LineFriendshipMachine>;

export type FriendshipStatus = 'hidden' | 'checking' | 'friend' | 'notFriend' | 'opening' | 'awaitingReturn' | 'failed';

export function selectFriendshipStatus(snapshot: Snapshot): FriendshipStatus {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('friend')) return 'friend';
  if (snapshot.matches('notFriend')) return 'notFriend';
  if (snapshot.matches('openingAccount')) return 'opening';
  if (snapshot.matches('awaitingReturn')) return 'awaitingReturn';
  if (snapshot.matches('failed')) return 'failed';
  return 'hidden';
}

/** The translated error (message ids and values), when the last read or open failed. */
export function selectFriendshipError(snapshot: Snapshot) {
  return snapshot.context.error ? describeLineFeatureError(snapshot.context.error) : null;
}

export function selectCanAddFriend(snapshot: Snapshot): boolean {
  return snapshot.can({ type: 'FRIENDSHIP.ADD_FRIEND' });
}
