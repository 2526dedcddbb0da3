/**
 * The reward catalogue connect: what the reward page shows in each state of the chart, that each handler sends
 * the chart's event, that Load more is enabled from snapshot.can, and that sameView keeps the view when a
 * snapshot changes nothing shown.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import { categorySelected, connect } from '@machines/rewardCatalog/rewardCatalog.connect';
import { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import type { CampaignPage, RewardCatalogEvent } from '@machines/rewardCatalog/rewardCatalog.types';
import { sameView } from '@machines/shared/sameView';

const card = (id: number): CampaignSummary => ({ id: String(id), kind: 1, name: `Reward ${id}`, pointPerUnit: 100, soldOut: false });

function start(loadCampaigns: () => Promise<CampaignPage>) {
  const machine = rewardCatalogMachine.provide({
    actors: {
      loadCategories: fromPromise(async () => [{ id: '101', name: 'Drinks' }]),
      loadCampaigns: fromPromise(loadCampaigns),
    },
  });
  return createActor(machine, { input: {} }).start();
}

describe('rewardCatalog connect', () => {
  it('loading: skeleton status, nothing to load more', () => {
    const actor = start(() => new Promise(() => undefined));
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ status: 'loading', categoryStatus: 'loading', campaigns: [], canLoadMore: false, slow: false });
    expect(view.error).toBeUndefined();
  });

  it('loaded with more pages: Load more enabled from snapshot.can and sends CATALOG.LOAD_MORE', async () => {
    const actor = start(async () => ({ items: [card(1), card(2)], hasMore: true }));
    const snapshot = await waitFor(actor, (s) => s.matches({ campaigns: 'loaded' }) && s.matches({ categories: 'loaded' }));
    const send = vi.fn<(event: RewardCatalogEvent) => void>();
    const view = connect(snapshot, send);
    expect(view.canLoadMore).toBe(snapshot.can({ type: 'CATALOG.LOAD_MORE' }));
    expect(view).toMatchObject({ status: 'loaded', categoryStatus: 'loaded', canLoadMore: true, loadingMore: false, loadMoreFailed: false });
    expect(view.campaigns.map((c) => c.id)).toEqual(['1', '2']);
    expect(view.categories).toEqual([{ id: '101', name: 'Drinks' }]);
    view.onLoadMore();
    view.onRetry();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['CATALOG.LOAD_MORE', 'CATALOG.RETRY']);
  });

  it('empty and failed are their own statuses; a failure carries its error', async () => {
    const empty = start(async () => ({ items: [], hasMore: false }));
    expect(connect(await waitFor(empty, (s) => s.matches({ campaigns: 'empty' })), vi.fn()).status).toBe('empty');

    const failing = start(async () => {
      throw new ApiCallError({ message: 'down', status: 503 });
    });
    const failed = connect(await waitFor(failing, (s) => s.matches({ campaigns: 'failed' })), vi.fn());
    expect(failed.status).toBe('failed');
    expect(failed.error?.status).toBe(503);
  });

  it('sameView keeps the view for a snapshot that changes nothing shown, and not for one that does', async () => {
    const actor = start(async () => ({ items: [card(1)], hasMore: false }));
    const snapshot = await waitFor(actor, (s) => s.matches({ campaigns: 'loaded' }) && s.matches({ categories: 'loaded' }));
    expect(sameView(connect(snapshot, vi.fn()), connect(snapshot, vi.fn()))).toBe(true);
    actor.send(categorySelected('101'));
    expect(sameView(connect(snapshot, vi.fn()), connect(actor.getSnapshot(), vi.fn()))).toBe(false);
  });

  it('the category of the URL is one event', () => {
    expect(categorySelected('101')).toEqual({ type: 'CATALOG.CATEGORY_SELECTED', categoryId: '101' });
  });
});
