import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { favouriteToggleMachine } from './favouriteToggle.machine';

type Snapshot = SnapshotFrom<typeof favouriteToggleMachine>;

export interface FavouriteToggleView {
  /** The heart is filled. */
  favourite: boolean;
  busy: boolean;
  toast: boolean;
  /** A guest tapped the heart: sign in or register. */
  askSignIn: boolean;
  error?: ApiError;
}

export function selectFavouriteToggle(snapshot: Snapshot): FavouriteToggleView {
  const busy = snapshot.hasTag('busy');
  // While a call runs the heart shows what it is becoming.
  const favourite = snapshot.matches('adding') ? true : snapshot.matches('removing') ? false : snapshot.context.isFavourite;
  const failed = snapshot.matches('addFailed') || snapshot.matches('removeFailed');
  return {
    favourite,
    busy,
    toast: snapshot.matches('added'),
    askSignIn: snapshot.matches('signInOffered'),
    ...(failed && snapshot.context.error ? { error: snapshot.context.error } : {}),
  };
}
