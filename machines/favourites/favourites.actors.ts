import { fromPromise } from 'xstate';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import type { PageInput } from '@machines/shared/pagedList';

/** GET /profile/me/favourite_campaign?$skip&top. Real implementation: src/flows/favourites/favourites.live.ts. */
export const loadPage = fromPromise<CampaignSummary[], PageInput>(async () => {
  throw new Error('favourites.loadPage is not provided');
});

/** DELETE /campaign/{campaignId}/favourite. */
export const removeFavourite = fromPromise<void, { campaignId: string }>(async () => {
  throw new Error('favourites.removeFavourite is not provided');
});
