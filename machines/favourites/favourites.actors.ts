import { fromPromise } from 'xstate';
import type { CampaignSummary } from '@/domain/campaign/campaign';

/** GET /profile/me/favourite_campaign?$skip&top. Real implementation: src/app/wiring/favourites.ts. */
export const loadPage = fromPromise<CampaignSummary[], { skip: number; top: number }>(async () => {
  throw new Error('favourites.loadPage is not provided');
});

/** DELETE /campaign/{campaignId}/favourite. */
export const removeFavourite = fromPromise<void, { campaignId: string }>(async () => {
  throw new Error('favourites.removeFavourite is not provided');
});
