import { notProvided } from '../shared/provided';
import type { CampaignCategory } from '@/domain/campaign/campaign';
import type { CampaignPage, LoadCampaignsInput } from './rewardCatalog.types';

/** Loads the reward categories. Real implementation: src/flows/rewardCatalog/rewardCatalog.live.ts. */
export const loadCategories = notProvided<CampaignCategory[], void>('rewardCatalog.loadCategories');

/** Loads one page of campaigns of a category; leaving the state aborts it through `signal`. */
export const loadCampaigns = notProvided<CampaignPage, LoadCampaignsInput>('rewardCatalog.loadCampaigns');
