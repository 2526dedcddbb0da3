/** The favourite heart of a guest (device sign-in): asks to sign in or register, never calls. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { favouriteToggleMachine } from '@machines/favouriteToggle/favouriteToggle.machine';
import { selectFavouriteToggle } from '@machines/favouriteToggle/favouriteToggle.selectors';

function start(guest: boolean) {
  const add = vi.fn(async (): Promise<void> => {});
  const machine = favouriteToggleMachine.provide({ actors: { addFavourite: fromPromise(add), removeFavourite: fromPromise(add) } });
  const actor = createActor(machine, { input: { campaignId: '1001', isFavourite: false, guest } }).start();
  return { actor, add };
}

describe('favouriteToggle for a guest', () => {
  it('tapping the heart asks to sign in or register; Cancel returns to the empty heart; nothing is sent', () => {
    const { actor, add } = start(true);
    expect(actor.getSnapshot().value).toBe('guest');
    actor.send({ type: 'FAVOURITE.TOGGLE' });
    expect(actor.getSnapshot().value).toBe('signInOffered');
    expect(selectFavouriteToggle(actor.getSnapshot())).toMatchObject({ favourite: false, busy: false, askSignIn: true, toast: false });
    actor.send({ type: 'FAVOURITE.DISMISS' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(add).not.toHaveBeenCalled();
  });

  it('a member’s heart adds as before', () => {
    const { actor, add } = start(false);
    actor.send({ type: 'FAVOURITE.TOGGLE' });
    expect(actor.getSnapshot().value).toBe('adding');
    expect(add).toHaveBeenCalledTimes(1);
  });
});
