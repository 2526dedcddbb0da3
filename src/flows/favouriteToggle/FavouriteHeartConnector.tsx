/**
 * The favourite heart for one campaign: starts its favouriteToggle chart and renders the heart and the
 * toast. Used on the campaign page and on each reward card (signed in only; a guest's heart asks to sign in
 * or register).
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/favouriteToggle/favouriteToggle.connect';
import type { favouriteToggleMachine } from '@machines/favouriteToggle/favouriteToggle.machine';
import { useFlow } from '@/flows/shared/useFlow';
import { createFavouriteToggleLogic } from './favouriteToggle.live';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { FavouriteHeart } from './FavouriteHeart';
import { GuestSignInDialog } from '@/flows/shared/guestSignIn';

export interface FavouriteHeartConnectorProps {
  campaignId: string;
  campaignName: string;
  isFavourite: boolean;
  /** Signed in from a device: the heart asks to sign in or register. @default false */
  guest?: boolean;
}

export function FavouriteHeartConnector({ campaignId, campaignName, isFavourite, guest = false }: FavouriteHeartConnectorProps) {
  const actor = useFlow(createFavouriteToggleLogic, { campaignId, isFavourite, guest });
  return <FavouriteHeartScreen actor={actor} campaignName={campaignName} />;
}

/** The heart, its toast and its error for a running favouriteToggle actor (also driven by the screen replays). */
export function FavouriteHeartScreen({ actor, campaignName }: { actor: ActorRefFrom<typeof favouriteToggleMachine>; campaignName: string }) {
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return (
    <FavouriteHeart
      campaignName={campaignName}
      favourite={view.favourite}
      busy={view.busy}
      canToggle={view.canToggle}
      toast={view.toast}
      error={view.error ? <ApiErrorText error={view.error} /> : undefined}
      onToggle={view.onToggle}
      onToastClose={view.onToastClose}
      onDismiss={view.onDismiss}
      signInDialog={view.askSignIn ? <GuestSignInDialog reason="favourite" name={campaignName} onClose={view.onDismiss} /> : undefined}
    />
  );
}
