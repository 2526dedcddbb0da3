/**
 * The favourite heart's real calls (POST and DELETE /campaign/{campaignId}/favourite). Kept apart from the
 * favourites list so the reward cards on the first screen do not load the list's chart.
 */
import { fromPromise } from 'xstate';
import { favouriteToggleMachine } from '@machines/favouriteToggle/favouriteToggle.machine';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { ApiCallError } from '@/domain/apiError';
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

export function favouriteActors(services: FavouriteServices) {
  const addFavourite = fromPromise<void, { campaignId: string }>(async ({ input, signal }) => {
    unwrap(await services.clients.modules.POST('/campaign/{campaignId}/favourite', { params: { path: { campaignId: campaignIdOf(input.campaignId) } }, signal }));
  });
  const removeFavourite = fromPromise<void, { campaignId: string }>(async ({ input, signal }) => {
    unwrap(await services.clients.modules.DELETE('/campaign/{campaignId}/favourite', { params: { path: { campaignId: campaignIdOf(input.campaignId) } }, signal }));
  });
  return { addFavourite, removeFavourite };
}

const provided = new WeakMap<FavouriteServices, ReturnType<typeof provideFavouriteToggle>>();

function provideFavouriteToggle(services: FavouriteServices) {
  return favouriteToggleMachine.provide({ actors: favouriteActors(services) });
}

/**
 * The chart with its calls, built once per app: every reward card's heart runs an actor of this one logic
 * (`provide` builds the chart's state tree anew, which twenty cards on `/` did twenty times).
 */
export function createFavouriteToggleLogic(services: FavouriteServices) {
  let logic = provided.get(services);
  if (!logic) {
    logic = provideFavouriteToggle(services);
    provided.set(services, logic);
  }
  return logic;
}
