/**
 * The favourite heart's connect: snapshot + send → what the heart shows (filled, busy, toast, error, the
 * guest's sign-in question) and the handlers that send the chart's events. Pure like the chart, so the
 * heart, its replay and the tests share one mapping of intents to events.
 */
import type { SnapshotFrom } from 'xstate';
import type { favouriteToggleMachine } from './favouriteToggle.machine';
import { selectFavouriteToggle, type FavouriteToggleView } from './favouriteToggle.selectors';
import type { FavouriteToggleEvent } from './favouriteToggle.types';

/** Sends one of the favourite chart's events (the running actor's `send`). */
export type FavouriteToggleSend = (event: FavouriteToggleEvent) => void;

/** The heart's view and its intents. */
export interface FavouriteHeartView extends FavouriteToggleView {
  /** The chart takes a tap on the heart now (not while a call runs or the guest's question is open). */
  canToggle: boolean;
  onToggle: () => void;
  onToastClose: () => void;
  /** Closes the error message, or the guest's sign-in-or-register question. */
  onDismiss: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof favouriteToggleMachine>, send: FavouriteToggleSend): FavouriteHeartView {
  return {
    ...selectFavouriteToggle(snapshot),
    canToggle: snapshot.can({ type: 'FAVOURITE.TOGGLE' }),
    onToggle: () => send({ type: 'FAVOURITE.TOGGLE' }),
    onToastClose: () => send({ type: 'FAVOURITE.TOAST_CLOSED' }),
    onDismiss: () => send({ type: 'FAVOURITE.DISMISS' }),
  };
}
