/**
 * The home dashboard's reads, shared by its actor (dashboard.ts) and the start-up warm-up of /:
 * the three named content lists of the settings (home dashboard → banners, home menu category → menu from the
 * platform's category menu, home campaign list → campaign lists) in the session's language. A list switched off in the settings is not read.
 */
import type { ApiClients } from '@/api/clients';
import { callOptions, type CallInit } from '@/api/warmCache';
import type { RouteWarm } from '@/flows/shared/warmContext';
import type { LocaleCode } from '@/i18n/locale';
import type { ContentListConfig } from '@machines/session/settings.types';

export interface DashboardLists {
  homeDashboard: ContentListConfig;
  homeMenuCategory: ContentListConfig;
  homeCampaignList: ContentListConfig;
}

type Misc = Pick<ApiClients, 'misc'>;
type Modules = Pick<ApiClients, 'modules'>;

/** GET misc /dashboard/{name}: the banners. */
export function getDashboardBanners(clients: Misc, lists: DashboardLists, locale: LocaleCode, init?: CallInit) {
  return clients.misc.GET('/dashboard/{dashboardName}', callOptions({ path: { dashboardName: lists.homeDashboard.name }, query: { locale } }, init));
}

/** The platform's category menu GET /campaigncat/menu?byConfig=true&config of the home menu category: the menu tiles. */
export function getDashboardMenu(clients: Modules, lists: DashboardLists, locale: LocaleCode, init?: CallInit) {
  return clients.modules.GET('/campaigncat/menu', callOptions({ query: { byConfig: true, config: lists.homeMenuCategory.name, locale } }, init));
}

/** GET misc /content/{listName}: the home campaign lists. */
export function getDashboardLists(clients: Misc, lists: DashboardLists, locale: LocaleCode, init?: CallInit) {
  return clients.misc.GET('/content/{listName}', callOptions({ path: { listName: lists.homeCampaignList.name }, query: { locale } }, init));
}

/** The warm-up of the home dashboard: each list the settings switch on. */
export const warmDashboard: RouteWarm = (_params, ctx) => {
  const lists = ctx.settings.contentLists;
  if (lists.homeDashboard.enabled) ctx.warm((init) => getDashboardBanners(ctx.clients, lists, ctx.locale, init));
  if (lists.homeMenuCategory.enabled) ctx.warm((init) => getDashboardMenu(ctx.clients, lists, ctx.locale, init));
  if (lists.homeCampaignList.enabled) ctx.warm((init) => getDashboardLists(ctx.clients, lists, ctx.locale, init));
};
