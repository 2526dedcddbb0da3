/**
 * The favourites connect: what the favourites list shows in each state of the chart, that each handler sends
 * the chart's event, and that Remove and Show more are enabled from snapshot.can.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import { connect } from '@machines/favourites/favourites.connect';
import { favouritesMachine } from '@machines/favourites/favourites.machine';
import type { FavouritesEvent } from '@machines/favourites/favourites.types';
import type { PageInput } from '@machines/shared/pagedList';

const card = (id: number): CampaignSummary => ({ id: String(id), kind: 1, name: `Reward ${id}`, pointPerUnit: 100, soldOut: false });
const fullPage = Array.from({ length: 8 }, (_, i) => card(i + 1));

function start(loadPage: () => Promise<CampaignSummary[]>, removeFavourite: () => Promise<void> = async () => undefined) {
  const machine = favouritesMachine.provide({
    actors: { loadPage: fromPromise<CampaignSummary[], PageInput>(loadPage), removeFavourite: fromPromise<void, { campaignId: string }>(removeFavourite) },
  });
  return createActor(machine).start();
}

describe('favourites connect', () => {
  it('loading: the loading status, nothing removable', () => {
    const view = connect(start(() => new Promise(() => undefined)).getSnapshot(), vi.fn()).view;
    expect(view).toMatchObject({ status: 'loading', canRemove: false, canLoadMore: false });
  });

  it('a full page: Remove and Show more enabled from snapshot.can; handlers send the chart events', async () => {
    const actor = start(async () => fullPage);
    const snapshot = await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    const send = vi.fn<(event: FavouritesEvent) => void>();
    const { view, onRemove, onLoadMore, onRetry, onRetryRemove, onDismiss } = connect(snapshot, send);
    expect(view.status).toBe('list');
    expect(view.canRemove).toBe(snapshot.can({ type: 'FAVOURITES.REMOVE', campaignId: '1' }));
    expect(view.canRemove).toBe(true);
    expect(view.canLoadMore).toBe(snapshot.can({ type: 'FAVOURITES.LOAD_MORE' }));
    onRemove('3');
    onLoadMore();
    onRetry();
    onRetryRemove();
    onDismiss();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'FAVOURITES.REMOVE', campaignId: '3' },
      { type: 'FAVOURITES.LOAD_MORE' },
      { type: 'FAVOURITES.RETRY' },
      { type: 'FAVOURITES.RETRY' },
      { type: 'FAVOURITES.DISMISS' },
    ]);
  });

  it('removing and a failed removal: nothing else removable, the failure shows with its error', async () => {
    const actor = start(
      async () => fullPage,
      async () => {
        throw new ApiCallError({ message: 'down', status: 503 });
      },
    );
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'FAVOURITES.REMOVE', campaignId: '2' });
    expect(connect(actor.getSnapshot(), vi.fn()).view).toMatchObject({ removingId: '2', canRemove: false });
    const failed = connect(await waitFor(actor, (s) => s.matches({ list: 'removeFailed' })), vi.fn()).view;
    expect(failed).toMatchObject({ removeFailed: true, canRemove: false, error: { status: 503 } });
  });
});
