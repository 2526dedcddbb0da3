/**
 * The friendship card's connect: what the card shows in the chart's states ("Add friend" enabled from
 * snapshot.can) and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { LineFeatureFailure, lineFeatureError } from '@/domain/line/featureErrors';
import { connect } from '@machines/lineFriendship/lineFriendship.connect';
import { lineFriendshipMachine } from '@machines/lineFriendship/lineFriendship.machine';
import type { LineFriendshipEvent, LineFriendshipInput } from '@machines/lineFriendship/lineFriendship.types';

const inLine: LineFriendshipInput = { inClient: true, addFriendUrl: 'https://line.me/R/ti/p/@brand' };

function start(input: LineFriendshipInput, read: () => Promise<boolean>) {
  const machine = lineFriendshipMachine.provide({
    actors: {
      getFriendship: fromPromise<boolean, void>(read),
      openAddFriend: fromPromise<void, { url: string }>(() => new Promise<void>(() => {})),
      watchReturn: fromCallback<LineFriendshipEvent>(() => () => {}),
    },
  });
  return createActor(machine, { input }).start();
}

describe('friendship card connect', () => {
  it('outside LINE the card is hidden', () => {
    const actor = start({ ...inLine, inClient: false }, async () => true);
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ status: 'hidden', error: null, canAddFriend: false });
  });

  it('checking, then not a friend: "Add friend" enabled from snapshot.can, unless no address is set', async () => {
    const actor = start(inLine, async () => false);
    expect(connect(actor.getSnapshot(), vi.fn()).status).toBe('checking');
    await waitFor(actor, (s) => s.matches('notFriend'));
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ status: 'notFriend', canAddFriend: true });
    expect(view.canAddFriend).toBe(actor.getSnapshot().can({ type: 'FRIENDSHIP.ADD_FRIEND' }));
    actor.send({ type: 'FRIENDSHIP.ADD_FRIEND' });
    expect(connect(actor.getSnapshot(), vi.fn()).status).toBe('opening');

    const noAddress = start({ ...inLine, addFriendUrl: '' }, async () => false);
    await waitFor(noAddress, (s) => s.matches('notFriend'));
    expect(connect(noAddress.getSnapshot(), vi.fn()).canAddFriend).toBe(false);
  });

  it('a friend; a failed read shows its error', async () => {
    const friend = start(inLine, async () => true);
    await waitFor(friend, (s) => s.matches('friend'));
    expect(connect(friend.getSnapshot(), vi.fn()).status).toBe('friend');
    const failing = start(inLine, async () => {
      throw new LineFeatureFailure(lineFeatureError('server'));
    });
    await waitFor(failing, (s) => s.matches('failed'));
    expect(connect(failing.getSnapshot(), vi.fn())).toMatchObject({ status: 'failed', error: { reason: 'server' } });
  });

  it('the handlers send the chart events', () => {
    const actor = start(inLine, async () => false);
    const send = vi.fn<(event: LineFriendshipEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    view.onAddFriend();
    view.onRecheck();
    view.onRetry();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['FRIENDSHIP.ADD_FRIEND', 'FRIENDSHIP.RECHECK', 'FRIENDSHIP.RETRY']);
  });
});
