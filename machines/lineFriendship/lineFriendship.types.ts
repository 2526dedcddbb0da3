import type { LineFeatureError } from '@/domain/line/featureErrors';

export interface LineFriendshipInput {
  /** Inside the LINE app (or the sandbox's LIFF mock): only there is the friendship read. */
  inClient: boolean;
  /** The brand's LINE official account's add-friend address (runtime setting `lineAddFriendUrl`); empty: not offered. */
  addFriendUrl: string;
}

export interface LineFriendshipContext extends LineFriendshipInput {
  /** The last answer: true when the member is a friend of the brand's account. */
  friend: boolean | null;
  error: LineFeatureError | null;
}

export type LineFriendshipEvent =
  | { type: 'FRIENDSHIP.ADD_FRIEND' }
  /** The member came back to the app (the window became visible again). */
  | { type: 'FRIENDSHIP.RETURNED' }
  | { type: 'FRIENDSHIP.RECHECK' }
  | { type: 'FRIENDSHIP.RETRY' };
