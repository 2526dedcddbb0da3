/**
 * Real actors of the reward page, on the platform's calls (platform-api.md): the category menu
 * GET /campaigncat/menu?byConfig=true&config and the campaign list GET /campaign?byConfig=true&config&cat
 * with $skip/top paging (a page with fewer than top campaigns is the last), in the session's language.
 * The calls themselves are in rewardCatalog.calls.ts (shared with the start-up warm-up).
 * The actor's signal goes to fetch, so choosing another category cancels the request in flight.
 */
import { fromPromise } from 'xstate';
import { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import type { CampaignPage, LoadCampaignsInput } from '@machines/rewardCatalog/rewardCatalog.types';
import type { CampaignServices } from '@/flows/campaignDetail/campaignDetail.live';
import { unwrap } from '@/api/unwrap';
import type { CampaignCategory } from '@/domain/campaign/campaign';
import { campaignSummaryFromWire, categoryFromWire } from '@/api/adapters/campaign';
import { hasMoreAfter } from '@/domain/campaign/history';
import { getCampaignPage, getCategoryMenu } from './rewardCatalog.calls';

export { DEFAULT_CAMPAIGN_LIST } from './rewardCatalog.calls';

export function createRewardCatalogLogic(services: CampaignServices) {
  const locale = () => services.session.getSnapshot().context.locale;
  const settings = () => services.session.getSnapshot().context.settings;
  const loadCategories = fromPromise<CampaignCategory[], void>(async ({ signal }) => {
    const body = unwrap(await getCategoryMenu(services.clients, settings(), locale(), { signal }));
    return body.map(categoryFromWire);
  });
  const loadCampaigns = fromPromise<CampaignPage, LoadCampaignsInput>(async ({ input, signal }) => {
    const categoryId = input.categoryId === undefined ? undefined : Number(input.categoryId);
    // A category id that is not a number (a mistyped /reward/{catId}) has no campaigns.
    if (categoryId !== undefined && !Number.isInteger(categoryId)) return { items: [], hasMore: false };
    const body = unwrap(await getCampaignPage(services.clients, settings(), locale(), { categoryId, skip: input.skip, top: input.top }, { signal }));
    const items = body;
    return { items: items.map(campaignSummaryFromWire), hasMore: hasMoreAfter(items.length, input.top) };
  });
  return rewardCatalogMachine.provide({ actors: { loadCategories, loadCampaigns } });
}
