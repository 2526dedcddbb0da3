/**
 * Real actor of the home dashboard content: the three named content lists of the settings (home
 * dashboard → banners, home menu category → menu from the platform's category menu, home campaign list →
 * campaign lists), read in parallel in the session's language and mapped by src/api/adapters/dashboard.ts.
 * A list switched off in the settings is not read.
 */
import { fromPromise } from 'xstate';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { getDashboardBanners, getDashboardLists, getDashboardMenu, type DashboardLists } from './dashboard.calls';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import type { DashboardContent } from '@/domain/dashboard/dashboard';
import { listsFromWire, menuFromWire, tilesFromWire } from '@/api/adapters/dashboard';
import type { LocaleCode } from '@/i18n/locale';

export interface DashboardServices {
  clients: Pick<ApiClients, 'misc' | 'modules'>;
  settings: { contentLists: DashboardLists };
  session: { getSnapshot(): { context: { locale: LocaleCode } } };
}

export function createDashboardLogic(services: DashboardServices, now: () => number = Date.now) {
  const loadDashboard = fromPromise<DashboardContent, void>(async ({ signal }) => {
    const { clients } = services;
    const lists = services.settings.contentLists;
    const locale = services.session.getSnapshot().context.locale;
    const [banners, menu, campaignLists] = await Promise.all([
      lists.homeDashboard.enabled ? getDashboardBanners(clients, lists, locale, { signal }).then(unwrap) : undefined,
      lists.homeMenuCategory.enabled ? getDashboardMenu(clients, lists, locale, { signal }).then(unwrap) : undefined,
      lists.homeCampaignList.enabled ? getDashboardLists(clients, lists, locale, { signal }).then(unwrap) : undefined,
    ]);
    const at = now();
    return {
      banners: tilesFromWire(banners ?? [], at),
      menu: menuFromWire(menu ?? []),
      lists: listsFromWire(campaignLists ?? [], at),
    };
  });
  return dashboardMachine.provide({ actors: { loadDashboard } });
}
