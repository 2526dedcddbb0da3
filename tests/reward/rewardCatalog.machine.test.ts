import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { CampaignCategory, CampaignSummary } from '@/domain/campaign/campaign';
import { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS, isRequestTimeout } from '@machines/shared/request';
import {
  selectCampaignListStatus,
  selectCampaignsSlow,
  selectCanLoadMore,
  selectCategoryListStatus,
} from '@machines/rewardCatalog/rewardCatalog.selectors';
import type { CampaignPage, LoadCampaignsInput } from '@machines/rewardCatalog/rewardCatalog.types';

const categories: CampaignCategory[] = [
  { id: '101', name: 'Drinks' },
  { id: '102', name: 'Bakery' },
];
const card = (id: number): CampaignSummary => ({ id: String(id), kind: 1, name: `Reward ${id}`, pointPerUnit: 100, soldOut: false });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(loadCampaigns: (input: LoadCampaignsInput, signal: AbortSignal) => Promise<CampaignPage>, input = {}) {
  const machine = rewardCatalogMachine.provide({
    actors: {
      loadCategories: fromPromise(async () => categories),
      loadCampaigns: fromPromise(({ input, signal }) => loadCampaigns(input, signal)),
    },
  });
  return createActor(machine, { input }).start();
}

describe('rewardCatalog machine', () => {
  it('loads categories and the campaigns of the category', async () => {
    const calls: LoadCampaignsInput[] = [];
    const actor = start(async (input) => {
      calls.push(input);
      return { items: [card(1), card(2)], hasMore: false };
    }, { categoryId: '101' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const snap = await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded' && selectCategoryListStatus(s) === 'loaded');
    expect(snap.context.campaigns.map((c) => c.id)).toEqual(['1', '2']);
    expect(snap.context.categories).toEqual(categories);
    expect(calls).toEqual([{ categoryId: '101', skip: 0, top: 20 }]);
    expect(selectCanLoadMore(snap)).toBe(false);
  });

  it('an empty category is its own state', async () => {
    const actor = start(async () => ({ items: [], hasMore: false }));
    await waitFor(actor, (s) => selectCampaignListStatus(s) === 'empty');
  });

  it('a failure is a named state; RETRY loads again', async () => {
    let attempt = 0;
    const actor = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiCallError({ message: 'down', status: 500 });
      return { items: [card(1)], hasMore: false };
    });
    const failed = await waitFor(actor, (s) => selectCampaignListStatus(s) === 'failed');
    expect(failed.context.campaignsError).toMatchObject({ status: 500 });
    actor.send({ type: 'CATALOG.RETRY' });
    await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded');
    expect(attempt).toBe(2);
  });

  it('a failed category list retries on its own and leaves the campaigns alone', async () => {
    let categoryAttempt = 0;
    const machine = rewardCatalogMachine.provide({
      actors: {
        loadCategories: fromPromise(async () => {
          categoryAttempt += 1;
          if (categoryAttempt === 1) throw new ApiCallError({ message: 'down', status: 0 });
          return categories;
        }),
        loadCampaigns: fromPromise(async (): Promise<CampaignPage> => ({ items: [card(1)], hasMore: false })),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => selectCategoryListStatus(s) === 'failed' && selectCampaignListStatus(s) === 'loaded');
    actor.send({ type: 'CATALOG.RETRY' });
    await waitFor(actor, (s) => selectCategoryListStatus(s) === 'loaded');
    expect(selectCampaignListStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('switching category aborts the request in flight and loads the new one', async () => {
    const first = deferred<CampaignPage>();
    const signals: AbortSignal[] = [];
    const actor = start(async (input, signal) => {
      signals.push(signal);
      if (input.categoryId === '101') return first.promise;
      return { items: [card(9)], hasMore: false };
    }, { categoryId: '101' });
    actor.send({ type: 'CATALOG.CATEGORY_SELECTED', categoryId: '102' });
    expect(signals[0]?.aborted).toBe(true);
    const snap = await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded');
    first.resolve({ items: [card(1)], hasMore: false });
    await Promise.resolve();
    expect(snap.context.categoryId).toBe('102');
    expect(actor.getSnapshot().context.campaigns.map((c) => c.id)).toEqual(['9']);
  });

  it('selecting the same category does nothing; undefined shows all', async () => {
    const load = vi.fn(async () => ({ items: [card(1)], hasMore: false }));
    const actor = start(load, { categoryId: '101' });
    await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded');
    actor.send({ type: 'CATALOG.CATEGORY_SELECTED', categoryId: '101' });
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CATALOG.CATEGORY_SELECTED' });
    await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded');
    expect(load).toHaveBeenLastCalledWith({ categoryId: undefined, skip: 0, top: 20 }, expect.anything());
  });

  it('loads more pages and offers retry when one fails', async () => {
    let call = 0;
    const actor = start(async (input) => {
      call += 1;
      if (call === 2) throw new ApiCallError({ message: 'x', status: 500 });
      return { items: [card(input.skip + 1), card(input.skip + 2)], hasMore: input.skip === 0 };
    }, { pageSize: 2 });
    let snap = await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded');
    expect(selectCanLoadMore(snap)).toBe(true);
    actor.send({ type: 'CATALOG.LOAD_MORE' });
    snap = await waitFor(actor, (s) => s.matches({ campaigns: { loaded: 'moreFailed' } }));
    expect(snap.context.campaigns).toHaveLength(2);
    actor.send({ type: 'CATALOG.LOAD_MORE' });
    snap = await waitFor(actor, (s) => s.matches({ campaigns: { loaded: 'idle' } }));
    expect(snap.context.campaigns.map((c) => c.id)).toEqual(['1', '2', '3', '4']);
    expect(selectCanLoadMore(snap)).toBe(false);
  });

  it('a next page that repeats a listed reward (the list shifted while read) adds only the new ones', async () => {
    const actor = start(async (input) => (input.skip === 0 ? { items: [card(1), card(2)], hasMore: true } : { items: [card(2), card(3)], hasMore: false }), { pageSize: 2 });
    await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded');
    actor.send({ type: 'CATALOG.LOAD_MORE' });
    const snap = await waitFor(actor, (s) => s.matches({ campaigns: { loaded: 'idle' } }) && !selectCanLoadMore(s));
    expect(snap.context.campaigns.map((c) => c.id)).toEqual(['1', '2', '3']);
  });

  describe('request timeout (machines/shared/request.ts), on fake time', () => {
    it('says slow after REQUEST_SLOW, then gives up at REQUEST_TIMEOUT, aborts the call and offers Retry', async () => {
      vi.useFakeTimers();
      try {
        const signals: AbortSignal[] = [];
        let answer = false;
        const actor = start((_input, signal) => {
          signals.push(signal);
          return answer ? Promise.resolve({ items: [card(1)], hasMore: false }) : new Promise<CampaignPage>(() => {});
        });
        await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS - 1);
        expect(selectCampaignsSlow(actor.getSnapshot())).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(selectCampaignsSlow(actor.getSnapshot())).toBe(true);
        expect(selectCampaignListStatus(actor.getSnapshot())).toBe('loading');
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
        const timedOut = actor.getSnapshot();
        expect(timedOut.matches({ campaigns: 'timedOut' })).toBe(true);
        expect(selectCampaignListStatus(timedOut)).toBe('failed');
        expect(isRequestTimeout(timedOut.context.campaignsError)).toBe(true);
        expect(signals[0]?.aborted).toBe(true);
        answer = true;
        actor.send({ type: 'CATALOG.RETRY' });
        await vi.advanceTimersByTimeAsync(0);
        expect(selectCampaignListStatus(actor.getSnapshot())).toBe('loaded');
        expect(selectCampaignsSlow(actor.getSnapshot())).toBe(false);
        actor.stop();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
