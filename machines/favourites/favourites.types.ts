import type { ApiError } from '@/domain/apiError';
import type { CampaignSummary } from '@/domain/campaign/campaign';

export interface FavouritesContext {
  items: CampaignSummary[];
  end: boolean;
  error?: ApiError;
  /** The campaign being removed. */
  removingId?: string;
}

export type FavouritesEvent =
  | { type: 'FAVOURITES.RETRY' }
  | { type: 'FAVOURITES.LOAD_MORE' }
  | { type: 'FAVOURITES.REMOVE'; campaignId: string }
  | { type: 'FAVOURITES.DISMISS' };

export type FavouritesTag = 'loading' | 'slow' | 'busy';
