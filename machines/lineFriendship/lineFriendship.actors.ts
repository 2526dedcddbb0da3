/** Default actors of the friendship card: typed stubs; the app provides the real ones (src/flows/lineFriendship/lineFriendship.live.ts). */
import { fromCallback } from 'xstate';
import { notProvided } from '../shared/provided';
import type { LineFriendshipEvent } from './lineFriendship.types';

export const lineFriendshipActors = {
  /** GET /friendship/v1/status with the member's LINE access token: true when a friend of the brand's account. */
  getFriendship: notProvided<boolean, void>('lineFriendship.getFriendship'),
  /** liff.openWindow({ url, external: true }): LINE opens the brand's official account to add it as a friend. */
  openAddFriend: notProvided<void, { url: string }>('lineFriendship.openAddFriend'),
  /** Sends FRIENDSHIP.RETURNED when the member comes back to the app (the page is visible again). */
  watchReturn: fromCallback<LineFriendshipEvent>(() => {
    throw new Error('lineFriendship.watchReturn is not provided');
  }),
};
