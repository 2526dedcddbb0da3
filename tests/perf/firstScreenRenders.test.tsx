/**
 * The first screen (`/`: the dashboard and the reward catalogue) renders no more often than when each screen
 * selected its slices one by one: the connect's view is selected whole and compared with sameView, so commits
 * come only from what is shown changing. The ceilings are the commits measured with the per-slice selectors.
 */
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import type { DashboardContent } from '@/domain/dashboard/dashboard';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import type { CampaignPage } from '@machines/rewardCatalog/rewardCatalog.types';
import { DashboardScreen } from '@/flows/dashboard/DashboardSection';
import { RewardScreen } from '@/flows/rewardCatalog/RewardScreen';
import { renderWithApp } from '../reward/renderWithApp';

const card = (id: number): CampaignSummary => ({ id: String(id), kind: 1, name: `Reward ${id}`, pointPerUnit: 100, soldOut: false });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('first screen render counts', () => {
  it('the reward catalogue: loading, categories, first page, load more, a category the chart ignores', async () => {
    const categories = deferred<{ id: string; name: string }[]>();
    const pages = [deferred<CampaignPage>(), deferred<CampaignPage>()];
    let call = 0;
    const actor = createActor(
      rewardCatalogMachine.provide({
        actors: {
          loadCategories: fromPromise(() => categories.promise),
          loadCampaigns: fromPromise(() => pages[call++]!.promise),
        },
      }),
      { input: {} },
    ).start();
    let commits = 0;
    renderWithApp(
      <Profiler id="reward" onRender={() => void (commits += 1)}>
        <RewardScreen actor={actor} locale="en" />
      </Profiler>,
    );
    await act(async () => categories.resolve([{ id: '101', name: 'Drinks' }]));
    await act(async () => pages[0]!.resolve({ items: [card(1), card(2)], hasMore: true }));
    await act(async () => actor.send({ type: 'CATALOG.LOAD_MORE' }));
    await act(async () => pages[1]!.resolve({ items: [card(3)], hasMore: false }));
    const before = commits;
    await act(async () => actor.send({ type: 'CATALOG.CATEGORY_SELECTED', categoryId: undefined }));
    expect(commits - before).toBe(0);
    expect(commits).toBeLessThanOrEqual(MEASURED.reward);
  });

  it('the dashboard: loading, then its content', async () => {
    const content = deferred<DashboardContent>();
    const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: fromPromise(() => content.promise) } })).start();
    let commits = 0;
    renderWithApp(
      <Profiler id="dashboard" onRender={() => void (commits += 1)}>
        <DashboardScreen actor={actor} locale="en" />
      </Profiler>,
    );
    await act(async () => content.resolve({ banners: [{ id: 'b1', name: 'Songkran' }], menu: [], lists: [] }));
    expect(commits).toBeLessThanOrEqual(MEASURED.dashboard);
  });
});

/** Commits measured with the per-slice selectors the screens used before their connects. */
const MEASURED = { reward: 9, dashboard: 3 };
