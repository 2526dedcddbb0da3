/**
 * The friendship card's connect: snapshot + send → what the card shows (its status, the failure, "Add
 * friend" enabled from `snapshot.can`) and the handlers that send the chart's events. Pure like the chart,
 * so the card, its replay and the tests share one mapping of intents to events.
 */
import type { SnapshotFrom } from 'xstate';
import type { LineFeatureError } from '@/domain/line/featureErrors';
import type { LineFriendshipMachine } from './lineFriendship.machine';
import { selectCanAddFriend, selectFriendshipStatus, type FriendshipStatus } from './lineFriendship.selectors';
import type { LineFriendshipEvent } from './lineFriendship.types';

/** Sends one of the friendship chart's events (the running actor's `send`). */
export type LineFriendshipSend = (event: LineFriendshipEvent) => void;

export interface LineFriendshipView {
  status: FriendshipStatus;
  /** The last read or open failed. */
  error: LineFeatureError | null;
  /** "Add friend" is offered (the chart accepts FRIENDSHIP.ADD_FRIEND). */
  canAddFriend: boolean;
  onAddFriend: () => void;
  /** "Check again" after coming back from LINE. */
  onRecheck: () => void;
  onRetry: () => void;
}

export function connect(snapshot: SnapshotFrom<LineFriendshipMachine>, send: LineFriendshipSend): LineFriendshipView {
  return {
    status: selectFriendshipStatus(snapshot),
    error: snapshot.context.error,
    canAddFriend: selectCanAddFriend(snapshot),
    onAddFriend: () => send({ type: 'FRIENDSHIP.ADD_FRIEND' }),
    onRecheck: () => send({ type: 'FRIENDSHIP.RECHECK' }),
    onRetry: () => send({ type: 'FRIENDSHIP.RETRY' }),
  };
}
