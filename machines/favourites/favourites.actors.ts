import { notProvided } from '../shared/provided';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import type { PageInput } from '@machines/shared/pagedList';

/** GET /profile/me/favourite_campaign?$skip&top. Real implementation: src/flows/favourites/favourites.live.ts. */
export const loadPage = notProvided<CampaignSummary[], PageInput>('favourites.loadPage');

/** DELETE /campaign/{campaignId}/favourite. */
export const removeFavourite = notProvided<void, { campaignId: string }>('favourites.removeFavourite');
