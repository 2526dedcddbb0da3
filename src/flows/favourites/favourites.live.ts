/**
 * Real actors of the favourites list (machines/favourites): GET /profile/me/favourite_campaign?$skip&top,
 * and the heart's DELETE /campaign/{campaignId}/favourite for Remove.
 */
import { fromPromise } from 'xstate';
import { favouritesMachine } from '@machines/favourites/favourites.machine';
import { unwrap } from '@/api/unwrap';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import { campaignSummaryFromWire } from '@/api/adapters/campaign';
import { favouriteActors, type FavouriteServices } from '@/flows/favouriteToggle/favouriteToggle.live';

export function createFavouritesLogic(services: FavouriteServices) {
  const loadPage = fromPromise<CampaignSummary[], { skip: number; top: number }>(async ({ input, signal }) => {
    const locale = services.session.getSnapshot().context.locale;
    const body = unwrap(
      await services.clients.modules.GET('/profile/me/favourite_campaign', { params: { query: { $skip: input.skip, top: input.top, locale } }, signal }),
    );
    return body.map(campaignSummaryFromWire);
  });
  return favouritesMachine.provide({ actors: { loadPage, removeFavourite: favouriteActors(services).removeFavourite } });
}
