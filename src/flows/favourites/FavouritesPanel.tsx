/** The favourites list of /profile/favorite: runs the favourites chart and renders its view. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectFavouritesView } from '@machines/favourites/favourites.selectors';
import type { favouritesMachine } from '@machines/favourites/favourites.machine';
import { useFlow } from '@/flows/shared/useFlow';
import { createFavouritesLogic } from './favourites.live';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { FavouritesView } from './FavouritesView';
import { useShellState } from '@/ui/layout/shellState';
import type { ShortLocale } from '@/i18n/locale';

export default function FavouritesPanel() {
  const { locale } = useShellState();
  const actor = useFlow(createFavouritesLogic);
  return <FavouritesScreen actor={actor} locale={locale} />;
}

/** The list and its states for a running favourites actor (also driven by the screen replays). */
export function FavouritesScreen({ actor, locale }: { actor: ActorRefFrom<typeof favouritesMachine>; locale: ShortLocale }) {
  const view = useSelector(actor, selectFavouritesView);
  return (
    <FavouritesView
      view={view}
      locale={locale}
      errorText={view.error ? <ApiErrorText error={view.error} /> : undefined}
      onRetry={() => actor.send({ type: 'FAVOURITES.RETRY' })}
      onRetryRemove={() => actor.send({ type: 'FAVOURITES.RETRY' })}
      onDismiss={() => actor.send({ type: 'FAVOURITES.DISMISS' })}
      onLoadMore={() => actor.send({ type: 'FAVOURITES.LOAD_MORE' })}
      onRemove={(campaignId) => actor.send({ type: 'FAVOURITES.REMOVE', campaignId })}
    />
  );
}
