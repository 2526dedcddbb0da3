/**
 * Real actors of the favourites list (machines/favourites) and the heart (machines/favouriteToggle):
 * GET /profile/me/favourite_campaign?$skip&top, POST and DELETE /campaign/{campaignId}/favourite.
 */
import { fromPromise } from 'xstate';
import { favouritesMachine } from '@machines/favourites/favourites.machine';
import { favouriteToggleMachine } from '@machines/favouriteToggle/favouriteToggle.machine';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { ApiCallError } from '@/domain/apiError';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import { campaignSummaryFromWire } from '@/api/adapters/campaign';
import type { LocaleCode } from '@/i18n/locale';

export interface FavouriteServices {
  clients: Pick<ApiClients, 'modules'>;
  session: { getSnapshot(): { context: { locale: LocaleCode } } };
}

function campaignIdOf(id: string): number {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) throw new ApiCallError({ message: `No campaign ${id}`, status: 404, code: 404 });
  return n;
}

function favouriteActors(services: FavouriteServices) {
  const addFavourite = fromPromise<void, { campaignId: string }>(async ({ input, signal }) => {
    unwrap(await services.clients.modules.POST('/campaign/{campaignId}/favourite', { params: { path: { campaignId: campaignIdOf(input.campaignId) } }, signal }));
  });
  const removeFavourite = fromPromise<void, { campaignId: string }>(async ({ input, signal }) => {
    unwrap(await services.clients.modules.DELETE('/campaign/{campaignId}/favourite', { params: { path: { campaignId: campaignIdOf(input.campaignId) } }, signal }));
  });
  return { addFavourite, removeFavourite };
}

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

export function createFavouriteToggleLogic(services: FavouriteServices) {
  return favouriteToggleMachine.provide({ actors: favouriteActors(services) });
}
