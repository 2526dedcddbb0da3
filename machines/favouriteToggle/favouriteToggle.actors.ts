import { notProvided } from '../shared/provided';

/** POST /campaign/{campaignId}/favourite. Real implementation: src/flows/favourites/favourites.live.ts. */
export const addFavourite = notProvided<void, { campaignId: string }>('favouriteToggle.addFavourite');

/** DELETE /campaign/{campaignId}/favourite. */
export const removeFavourite = notProvided<void, { campaignId: string }>('favouriteToggle.removeFavourite');
