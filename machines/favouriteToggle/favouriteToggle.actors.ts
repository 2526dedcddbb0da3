import { fromPromise } from 'xstate';

/** POST /campaign/{campaignId}/favourite. Real implementation: src/flows/favourites/favourites.live.ts. */
export const addFavourite = fromPromise<void, { campaignId: string }>(async () => {
  throw new Error('favouriteToggle.addFavourite is not provided');
});

/** DELETE /campaign/{campaignId}/favourite. */
export const removeFavourite = fromPromise<void, { campaignId: string }>(async () => {
  throw new Error('favouriteToggle.removeFavourite is not provided');
});
