/**
 * Real actors of the friendship card: GET /friendship/v1/status with the member's LINE access token (the
 * call liff.getFriendship() makes, made through the LINE client so it has its time limit and fault row),
 * liff.openWindow for the brand's add-friend address, and the page becoming visible again as "came back".
 */
import { fromCallback, fromPromise } from 'xstate';
import { lineFriendshipMachine } from '@machines/lineFriendship/lineFriendship.machine';
import type { LineFriendshipEvent, LineFriendshipInput } from '@machines/lineFriendship/lineFriendship.types';
import type { AppServices } from '@/flows/shared/services';
import { isInMessagingClient } from '@/platform/line/liffMockSwitch';
import { lineBearer, liffFor, requireLineAccessToken } from '@/flows/shared/lineFeatures';
import { unwrap } from '@/api/unwrap';

/** The card's input: inside LINE or not, and the brand's add-friend address (runtime setting `lineAddFriendUrl`). */
export function lineFriendshipInputFor(services: Pick<AppServices, 'settings'>): LineFriendshipInput {
  return { inClient: isInMessagingClient(), addFriendUrl: services.settings.lineAddFriendUrl };
}

export function createLineFriendshipLogic(services: AppServices) {
  const { line } = services.clients;
  return lineFriendshipMachine.provide({
    actors: {
      getFriendship: fromPromise<boolean, void>(async ({ signal }) => {
        const token = await requireLineAccessToken(services);
        return unwrap(await line.GET('/friendship/v1/status', { headers: lineBearer(token), signal })).friendFlag;
      }),
      openAddFriend: fromPromise<void, { url: string }>(async ({ input }) => {
        const liff = await liffFor(services);
        await liff.init(services.settings.liffId);
        await liff.openWindow(input.url, true);
      }),
      watchReturn: fromCallback<LineFriendshipEvent>(({ sendBack }) => {
        const onVisible = () => {
          if (document.visibilityState === 'visible') sendBack({ type: 'FRIENDSHIP.RETURNED' });
        };
        document.addEventListener('visibilitychange', onVisible);
        return () => document.removeEventListener('visibilitychange', onVisible);
      }),
    },
  });
}
