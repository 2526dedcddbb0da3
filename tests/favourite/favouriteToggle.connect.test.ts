/**
 * The favourite heart's connect: what the heart shows in the chart's states and that each handler sends the
 * chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { connect } from '@machines/favouriteToggle/favouriteToggle.connect';
import { favouriteToggleMachine } from '@machines/favouriteToggle/favouriteToggle.machine';
import type { FavouriteToggleEvent } from '@machines/favouriteToggle/favouriteToggle.types';

function start(options: { guest?: boolean; isFavourite?: boolean; add?: () => Promise<void> } = {}) {
  const add = options.add ?? (async (): Promise<void> => {});
  const machine = favouriteToggleMachine.provide({ actors: { addFavourite: fromPromise(add), removeFavourite: fromPromise(async (): Promise<void> => {}) } });
  return createActor(machine, { input: { campaignId: '1001', isFavourite: options.isFavourite ?? false, guest: options.guest ?? false } }).start();
}

describe('favourite heart connect', () => {
  it('an empty heart; the handlers send the chart events', () => {
    const actor = start();
    const send = vi.fn<(event: FavouriteToggleEvent) => void>();
    const heart = connect(actor.getSnapshot(), send);
    expect(heart).toMatchObject({ favourite: false, busy: false, toast: false, askSignIn: false, canToggle: true });
    expect(heart.error).toBeUndefined();
    heart.onToggle();
    heart.onToastClose();
    heart.onDismiss();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['FAVOURITE.TOGGLE', 'FAVOURITE.TOAST_CLOSED', 'FAVOURITE.DISMISS']);
  });

  it('adding shows the heart it becomes, busy; then the toast', async () => {
    let resolve = () => {};
    const actor = start({ add: () => new Promise<void>((done) => (resolve = done)) });
    actor.send({ type: 'FAVOURITE.TOGGLE' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ favourite: true, busy: true, canToggle: false });
    resolve();
    await waitFor(actor, (s) => s.matches('added'));
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ favourite: true, busy: false, toast: true, canToggle: true });
  });

  it('a failed add shows its error on the empty heart', async () => {
    const actor = start({
      add: async () => {
        throw new ApiCallError({ message: 'down', status: 500 });
      },
    });
    actor.send({ type: 'FAVOURITE.TOGGLE' });
    await waitFor(actor, (s) => s.matches('addFailed'));
    const heart = connect(actor.getSnapshot(), vi.fn());
    expect(heart).toMatchObject({ favourite: false, busy: false, error: { status: 500 }, canToggle: true });
  });

  it('a guest is asked to sign in or register', () => {
    const actor = start({ guest: true });
    actor.send({ type: 'FAVOURITE.TOGGLE' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ askSignIn: true, favourite: false, busy: false, canToggle: false });
  });

  it('the heart takes a tap exactly where the chart takes the toggle', async () => {
    const heldAdd = () => new Promise<void>(() => {});
    const seen: string[] = [];
    const check = (actor: ReturnType<typeof start>) => {
      const snapshot = actor.getSnapshot();
      expect(connect(snapshot, vi.fn()).canToggle, String(snapshot.value)).toBe(snapshot.can({ type: 'FAVOURITE.TOGGLE' }));
      seen.push(`${String(snapshot.value)}:${connect(snapshot, vi.fn()).canToggle}`);
    };
    const guest = start({ guest: true });
    check(guest);
    guest.send({ type: 'FAVOURITE.TOGGLE' });
    check(guest);
    const empty = start({ add: heldAdd });
    check(empty);
    empty.send({ type: 'FAVOURITE.TOGGLE' });
    check(empty);
    const filled = start({ isFavourite: true });
    check(filled);
    filled.send({ type: 'FAVOURITE.TOGGLE' });
    check(filled);
    await waitFor(filled, (s) => s.matches('notFavourite'));
    check(filled);
    expect(seen).toEqual([
      'guest:true',
      'signInOffered:false',
      'notFavourite:true',
      'adding:false',
      'favourite:true',
      'removing:false',
      'notFavourite:true',
    ]);
  });
});
