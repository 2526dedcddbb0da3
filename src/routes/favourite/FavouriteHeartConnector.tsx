/**
 * The favourite heart for one campaign: starts its favouriteToggle chart and renders the heart and the
 * toast. Used on the campaign page and on each reward card (signed-in members only).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectFavouriteToggle } from '@machines/favouriteToggle/favouriteToggle.selectors';
import type { favouriteToggleMachine } from '@machines/favouriteToggle/favouriteToggle.machine';
import { useFlow } from '@/app/useFlow';
import { createFavouriteToggleLogic } from '@/app/wiring/favourites';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { FavouriteHeart } from '@/ui/favourite/FavouriteHeart';

export interface FavouriteHeartConnectorProps {
  campaignId: string;
  campaignName: string;
  isFavourite: boolean;
}

export function FavouriteHeartConnector({ campaignId, campaignName, isFavourite }: FavouriteHeartConnectorProps) {
  const actor = useFlow(createFavouriteToggleLogic, { campaignId, isFavourite });
  return <FavouriteHeartScreen actor={actor} campaignName={campaignName} />;
}

/** The heart, its toast and its error for a running favouriteToggle actor (also driven by the screen replays). */
export function FavouriteHeartScreen({ actor, campaignName }: { actor: ActorRefFrom<typeof favouriteToggleMachine>; campaignName: string }) {
  const view = useSelector(actor, selectFavouriteToggle);
  return (
    <FavouriteHeart
      campaignName={campaignName}
      favourite={view.favourite}
      busy={view.busy}
      toast={view.toast}
      error={view.error ? <ApiErrorText error={view.error} /> : undefined}
      onToggle={() => actor.send({ type: 'FAVOURITE.TOGGLE' })}
      onToastClose={() => actor.send({ type: 'FAVOURITE.TOAST_CLOSED' })}
      onDismiss={() => actor.send({ type: 'FAVOURITE.DISMISS' })}
    />
  );
}
