/**
 * Real actors of the reward page: GET /campaign/categories and GET /campaign (category, skip/top
 * paging) in the session's language. The actor's signal goes to fetch, so choosing another category
 * cancels the request in flight.
 */
import { fromPromise } from 'xstate';
import { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import type { CampaignPage, LoadCampaignsInput } from '@machines/rewardCatalog/rewardCatalog.types';
import type { CampaignServices } from '@/app/wiring/campaignDetail';
import { unwrap } from '@/api/unwrap';
import type { CampaignCategory } from '@/domain/campaign/campaign';
import { campaignSummaryFromApi, categoryFromApi } from '@/domain/campaign/fromApi';

export function createRewardCatalogLogic(services: CampaignServices) {
  const locale = () => services.session.getSnapshot().context.locale;
  const loadCategories = fromPromise<CampaignCategory[], void>(async ({ signal }) => {
    const body = unwrap(await services.clients.modules.GET('/campaign/categories', { params: { query: { locale: locale() } }, signal }));
    return (body.data ?? []).map(categoryFromApi);
  });
  const loadCampaigns = fromPromise<CampaignPage, LoadCampaignsInput>(async ({ input, signal }) => {
    const categoryId = input.categoryId === undefined ? undefined : Number(input.categoryId);
    // A category id that is not a number (a mistyped /reward/{catId}) has no campaigns.
    if (categoryId !== undefined && !Number.isInteger(categoryId)) return { items: [], hasMore: false };
    const body = unwrap(
      await services.clients.modules.GET('/campaign', {
        params: { query: { categoryId, skip: input.skip, top: input.top, locale: locale() } },
        signal,
      }),
    );
    const items = body.data?.items ?? [];
    const total = body.data?.total ?? input.skip + items.length;
    return { items: items.map(campaignSummaryFromApi), hasMore: items.length > 0 && input.skip + items.length < total };
  });
  return rewardCatalogMachine.provide({ actors: { loadCategories, loadCampaigns } });
}
