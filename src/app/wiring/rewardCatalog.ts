/**
 * Real actors of the reward page, on the platform's calls (platform-api.md): the category menu
 * GET /campaigncat/menu?byConfig=true&config and the campaign list GET /campaign?byConfig=true&config&cat
 * with $skip/top paging (a page with fewer than top campaigns is the last), in the session's language.
 * The actor's signal goes to fetch, so choosing another category cancels the request in flight.
 */
import { fromPromise } from 'xstate';
import { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import type { CampaignPage, LoadCampaignsInput } from '@machines/rewardCatalog/rewardCatalog.types';
import type { CampaignServices } from '@/app/wiring/campaignDetail';
import { unwrap } from '@/api/unwrap';
import type { CampaignCategory } from '@/domain/campaign/campaign';
import { campaignSummaryFromApi, categoryFromApi } from '@/domain/campaign/fromApi';
import { hasMoreAfter } from '@/domain/campaign/history';
import type { AreaConfig } from '@machines/session/settings.types';

/** The named campaign list the reward page shows (the platform's `config`), unless the settings name another. */
export const DEFAULT_CAMPAIGN_LIST = 'campaign';

/** The settings' list name for an area (campaignConfig/categoryConfig carry backend options as received). */
function listName(area: AreaConfig | undefined): string {
  return typeof area?.config === 'string' && area.config.trim() !== '' ? area.config : DEFAULT_CAMPAIGN_LIST;
}

export function createRewardCatalogLogic(services: CampaignServices) {
  const locale = () => services.session.getSnapshot().context.locale;
  const settings = () => services.session.getSnapshot().context.settings;
  const loadCategories = fromPromise<CampaignCategory[], void>(async ({ signal }) => {
    const config = listName(settings()?.categoryConfig);
    const body = unwrap(await services.clients.modules.GET('/campaigncat/menu', { params: { query: { byConfig: true, config, locale: locale() } }, signal }));
    return (body.data ?? []).map(categoryFromApi);
  });
  const loadCampaigns = fromPromise<CampaignPage, LoadCampaignsInput>(async ({ input, signal }) => {
    const categoryId = input.categoryId === undefined ? undefined : Number(input.categoryId);
    // A category id that is not a number (a mistyped /reward/{catId}) has no campaigns.
    if (categoryId !== undefined && !Number.isInteger(categoryId)) return { items: [], hasMore: false };
    const config = listName(settings()?.campaignConfig);
    const body = unwrap(
      await services.clients.modules.GET('/campaign', {
        params: { query: { byConfig: true, config, cat: categoryId, $skip: input.skip, top: input.top, locale: locale() } },
        signal,
      }),
    );
    const items = body.data ?? [];
    return { items: items.map(campaignSummaryFromApi), hasMore: hasMoreAfter(items.length, input.top) };
  });
  return rewardCatalogMachine.provide({ actors: { loadCategories, loadCampaigns } });
}
