/** The favourites list of /profile/favorite: runs the favourites chart and renders its view. */
import { useSelector } from '@xstate/react';
import { selectFavouritesView } from '@machines/favourites/favourites.selectors';
import { useFlow } from '@/app/useFlow';
import { createFavouritesLogic } from '@/app/wiring/favourites';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { FavouritesView } from '@/ui/favourite/FavouritesView';
import { useShellState } from '@/ui/layout/shellState';

export default function FavouritesPanel() {
  const { locale } = useShellState();
  const actor = useFlow(createFavouritesLogic);
  const view = useSelector(actor, selectFavouritesView);
  return (
    <FavouritesView
      view={view}
      locale={locale}
      errorText={view.error ? <ApiErrorText error={view.error} /> : undefined}
      onRetry={() => actor.send({ type: view.removeFailed ? 'FAVOURITES.DISMISS' : 'FAVOURITES.RETRY' })}
      onLoadMore={() => actor.send({ type: 'FAVOURITES.LOAD_MORE' })}
      onRemove={(campaignId) => actor.send({ type: 'FAVOURITES.REMOVE', campaignId })}
    />
  );
}
