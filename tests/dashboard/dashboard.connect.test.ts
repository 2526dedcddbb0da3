/**
 * The dashboard connect: what the home dashboard shows in each state of the chart, that Retry sends the chart's
 * event, and that sameView keeps the view for a snapshot that changes nothing shown (the first screen must not
 * re-render more).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { DashboardContent } from '@/domain/dashboard/dashboard';
import { connect } from '@machines/dashboard/dashboard.connect';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { DashboardEvent } from '@machines/dashboard/dashboard.types';
import { sameView } from '@machines/shared/sameView';

const content: DashboardContent = { banners: [{ id: 'b1', name: 'Songkran', imageUrl: '/img/b1.png' }], menu: [], lists: [] };

function start(load: () => Promise<DashboardContent>) {
  return createActor(dashboardMachine.provide({ actors: { loadDashboard: fromPromise(load) } })).start();
}

describe('dashboard connect', () => {
  it('loading: the loading status, not slow', () => {
    const view = connect(start(() => new Promise(() => undefined)).getSnapshot(), vi.fn());
    expect(view).toMatchObject({ status: 'loading', slow: false });
    expect(view.content).toBeUndefined();
  });

  it('shown and empty are statuses; shown carries the content', async () => {
    const shown = connect(await waitFor(start(async () => content), (s) => s.matches('shown')), vi.fn());
    expect(shown).toMatchObject({ status: 'shown', content });
    const empty = connect(await waitFor(start(async () => ({ banners: [], menu: [], lists: [] })), (s) => s.matches('empty')), vi.fn());
    expect(empty.status).toBe('empty');
  });

  it('failed: the error, and Retry sends DASHBOARD.RETRY', async () => {
    const snapshot = await waitFor(
      start(async () => {
        throw new ApiCallError({ message: 'down', status: 503 });
      }),
      (s) => s.matches('failed'),
    );
    const send = vi.fn<(event: DashboardEvent) => void>();
    const view = connect(snapshot, send);
    expect(view).toMatchObject({ status: 'failed', error: { status: 503 } });
    view.onRetry();
    expect(send).toHaveBeenCalledWith({ type: 'DASHBOARD.RETRY' });
  });

  it('sameView: the same snapshot gives an equal view; another state does not', async () => {
    const actor = start(async () => content);
    const loading = actor.getSnapshot();
    expect(sameView(connect(loading, vi.fn()), connect(loading, vi.fn()))).toBe(true);
    const shown = await waitFor(actor, (s) => s.matches('shown'));
    expect(sameView(connect(loading, vi.fn()), connect(shown, vi.fn()))).toBe(false);
  });
});
