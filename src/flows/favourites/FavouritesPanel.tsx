/** The favourites list of /profile/favorite: runs the favourites chart and renders its view. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/favourites/favourites.connect';
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
  const snapshot = useSelector(actor, (s) => s);
  const { view, ...handlers } = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return <FavouritesView view={view} locale={locale} errorText={view.error ? <ApiErrorText error={view.error} /> : undefined} {...handlers} />;
}
