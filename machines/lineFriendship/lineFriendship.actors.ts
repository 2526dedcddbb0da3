/** Default actors of the friendship card: typed stubs; the app provides the real ones (src/flows/lineFriendship/lineFriendship.live.ts). */
import { fromCallback, fromPromise } from 'xstate';
import type { LineFriendshipEvent } from './lineFriendship.types';

export const lineFriendshipActors = {
  /** GET /friendship/v1/status with the member's LINE access token: true when a friend of the brand's account. */
  getFriendship: fromPromise<boolean, void>(async () => {
    throw new Error('lineFriendship.getFriendship is not provided');
  }),
  /** liff.openWindow({ url, external: true }): LINE opens the brand's official account to add it as a friend. */
  openAddFriend: fromPromise<void, { url: string }>(async () => {
    throw new Error('lineFriendship.openAddFriend is not provided');
  }),
  /** Sends FRIENDSHIP.RETURNED when the member comes back to the app (the page is visible again). */
  watchReturn: fromCallback<LineFriendshipEvent>(() => {
    throw new Error('lineFriendship.watchReturn is not provided');
  }),
};
