/**
 * The reward page's reads (platform-api.md), shared by its actors (rewardCatalog.ts, and the home
 * dashboard's in dashboard.calls.ts) and the start-up warm-up of / and /reward/{catId}, so the
 * warm request and the route's own call are the same request: the category menu
 * GET /campaigncat/menu?byConfig=true&config and the campaign list GET /campaign?byConfig=true&config&cat
 * with $skip/top paging, in the session's language.
 */
import type { ApiClients } from '@/api/clients';
import { callOptions, type CallInit } from '@/api/warmCache';
import type { LocaleCode } from '@/i18n/locale';
import type { RouteWarm } from '@/flows/shared/warmContext';
import { DEFAULT_PAGE_SIZE } from '@machines/rewardCatalog/rewardCatalog.types';
import type { AreaConfig, RuntimeSettings } from '@machines/session/settings.types';
import { warmDashboard } from '@/flows/dashboard/dashboard.calls';

/** The named campaign list the reward page shows (the platform's `config`), unless the settings name another. */
export const DEFAULT_CAMPAIGN_LIST = 'campaign';

type Modules = Pick<ApiClients, 'modules'>;
type ListSettings = Pick<RuntimeSettings, 'campaignConfig' | 'categoryConfig'> | undefined;

/** The settings' list name for an area (campaignConfig/categoryConfig carry backend options as received). */
function listName(area: AreaConfig | undefined): string {
  return typeof area?.config === 'string' && area.config.trim() !== '' ? area.config : DEFAULT_CAMPAIGN_LIST;
}

/** GET /campaigncat/menu of the reward page's category list. */
export function getCategoryMenu(clients: Modules, settings: ListSettings, locale: LocaleCode, init?: CallInit) {
  const config = listName(settings?.categoryConfig);
  return clients.modules.GET('/campaigncat/menu', callOptions({ query: { byConfig: true, config, locale } }, init));
}

/** A page of GET /campaign of the reward page's campaign list (every category when `categoryId` is undefined). */
export function getCampaignPage(
  clients: Modules,
  settings: ListSettings,
  locale: LocaleCode,
  page: { categoryId: number | undefined; skip: number; top: number },
  init?: CallInit,
) {
  const config = listName(settings?.campaignConfig);
  return clients.modules.GET(
    '/campaign',
    callOptions({ query: { byConfig: true, config, cat: page.categoryId, $skip: page.skip, top: page.top, locale } }, init),
  );
}

/**
 * The warm-up of / and /reward/{catId}: the category menu and the first campaign page of the category
 * (on / and /reward the home dashboard's lists too). A category id that is not a number loads nothing.
 */
export const warmRewardRoute: RouteWarm = (params, ctx) => {
  const { catId } = params;
  const categoryId = catId === undefined ? undefined : Number(catId);
  if (categoryId !== undefined && !Number.isInteger(categoryId)) return;
  if (catId === undefined) warmDashboard(params, ctx);
  ctx.warm((init) => getCategoryMenu(ctx.clients, ctx.settings, ctx.locale, init));
  ctx.warm((init) => getCampaignPage(ctx.clients, ctx.settings, ctx.locale, { categoryId, skip: 0, top: DEFAULT_PAGE_SIZE }, init));
};
