import type { ApiError } from '@/domain/apiError';

export interface FavouriteToggleInput {
  campaignId: string;
  /** The campaign is a favourite already (from the campaign's isFavourite). */
  isFavourite: boolean;
  /** Signed in from a device ("Continue as guest"): the heart asks to sign in or register. @default false */
  guest?: boolean;
}

export interface FavouriteToggleContext {
  campaignId: string;
  isFavourite: boolean;
  guest: boolean;
  error?: ApiError;
}

export type FavouriteToggleEvent =
  | { type: 'FAVOURITE.TOGGLE' }
  /** The toast's close button. */
  | { type: 'FAVOURITE.TOAST_CLOSED' }
  /** Closes the error message, or the guest's sign-in-or-register question. */
  | { type: 'FAVOURITE.DISMISS' };

export type FavouriteToggleTag = 'busy';
