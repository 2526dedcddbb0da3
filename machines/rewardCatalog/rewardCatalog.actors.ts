import { fromPromise } from 'xstate';
import type { CampaignCategory } from '@/domain/campaign/campaign';
import type { CampaignPage, LoadCampaignsInput } from './rewardCatalog.types';

/** Loads the reward categories. Real implementation: src/flows/rewardCatalog/rewardCatalog.live.ts. */
export const loadCategories = fromPromise<CampaignCategory[], void>(async () => {
  throw new Error('rewardCatalog.loadCategories is not provided');
});

/** Loads one page of campaigns of a category; leaving the state aborts it through `signal`. */
export const loadCampaigns = fromPromise<CampaignPage, LoadCampaignsInput>(async () => {
  throw new Error('rewardCatalog.loadCampaigns is not provided');
});
