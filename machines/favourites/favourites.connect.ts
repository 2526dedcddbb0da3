/**
 * The favourites connect: snapshot + send → what the favourites list shows (the list in its state, load more,
 * the removal and its failure) and the handlers that send the chart's events. Pure like the chart, so the
 * screen, its replay and tests share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { favouritesMachine } from './favourites.machine';
import { selectFavouritesView, type FavouritesView } from './favourites.selectors';
import type { FavouritesEvent } from './favourites.types';

type Snapshot = SnapshotFrom<typeof favouritesMachine>;
/** Sends one of the favourites chart's events (the running actor's `send`). */
export type FavouritesSend = (event: FavouritesEvent) => void;

export interface FavouritesConnectView {
  /** The list and its state; Remove is enabled when the chart accepts FAVOURITES.REMOVE for a listed campaign. */
  view: FavouritesView;
  /** Loads the first page again after it failed. */
  onRetry: () => void;
  /** Tries the failed removal again. */
  onRetryRemove: () => void;
  /** Closes the removal's failure alert. */
  onDismiss: () => void;
  onLoadMore: () => void;
  onRemove: (campaignId: string) => void;
}

export function connect(snapshot: Snapshot, send: FavouritesSend): FavouritesConnectView {
  const retry = () => send({ type: 'FAVOURITES.RETRY' });
  return {
    view: selectFavouritesView(snapshot),
    onRetry: retry,
    onRetryRemove: retry,
    onDismiss: () => send({ type: 'FAVOURITES.DISMISS' }),
    onLoadMore: () => send({ type: 'FAVOURITES.LOAD_MORE' }),
    onRemove: (campaignId) => send({ type: 'FAVOURITES.REMOVE', campaignId }),
  };
}
