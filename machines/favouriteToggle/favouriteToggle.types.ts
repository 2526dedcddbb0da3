import type { ApiError } from '@/domain/apiError';

export interface FavouriteToggleInput {
  campaignId: string;
  /** The campaign is a favourite already (from the campaign's isFavourite). */
  isFavourite: boolean;
}

export interface FavouriteToggleContext {
  campaignId: string;
  isFavourite: boolean;
  error?: ApiError;
}

export type FavouriteToggleEvent =
  | { type: 'FAVOURITE.TOGGLE' }
  /** The toast's close button. */
  | { type: 'FAVOURITE.TOAST_CLOSED' }
  | { type: 'FAVOURITE.DISMISS' };

export type FavouriteToggleTag = 'busy';
