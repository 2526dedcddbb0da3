import type { CampaignSummary } from '@/domain/campaign/campaign';
import type { PagedListContext } from '@machines/shared/pagedList';

export interface FavouritesContext extends PagedListContext<CampaignSummary> {
  /** The campaign being removed. */
  removingId?: string;
}

export type FavouritesEvent =
  | { type: 'FAVOURITES.RETRY' }
  | { type: 'FAVOURITES.LOAD_MORE' }
  | { type: 'FAVOURITES.REMOVE'; campaignId: string }
  | { type: 'FAVOURITES.DISMISS' };

export type FavouritesTag = 'loading' | 'slow' | 'busy';
