/**
 * The point history connect: what the point tabs show in each state of the chart, that each handler sends the
 * chart's event, and that Retry and Load more are enabled from snapshot.can.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect, tabSelected } from '@machines/pointHistory/pointHistory.connect';
import { pointHistoryMachine } from '@machines/pointHistory/pointHistory.machine';
import type { LoadPointLogInput, PointHistoryEvent } from '@machines/pointHistory/pointHistory.types';
import { ApiCallError } from '@/domain/apiError';
import type { ExpiringSummary, PointLogItem } from '@/domain/points/pointLog';

const item = (id: string): PointLogItem => ({ id, points: 10, type: 'default', reason: 'default activity', title: id, date: 1_763_000_000 });

function start(load: () => Promise<PointLogItem[]>) {
  const logic = pointHistoryMachine.provide({
    actors: {
      loadPointLog: fromPromise<PointLogItem[], LoadPointLogInput>(load),
      loadExpiring: fromPromise<ExpiringSummary, void>(async () => ({ groups: [], total: 0 })),
    },
    actions: { refreshMember: () => undefined },
  });
  return createActor(logic, { input: { tab: 'earn', month: { year: 2026, month: 11 }, pageSize: 2 } }).start();
}

describe('pointHistory connect', () => {
  it('loading: the loading status, the month filter and its applied month', () => {
    const actor = start(() => new Promise(() => undefined));
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.status).toEqual({ kind: 'loading', slow: false });
    expect(view.applied).toEqual({ year: 2026, month: 11 });
    expect(view.more.show).toBe(false);
  });

  it('a full page: the log with Load more enabled from snapshot.can; handlers send the chart events', async () => {
    const actor = start(async () => [item('a'), item('b')]);
    const snapshot = await waitFor(actor, (s) => s.matches({ log: 'loaded' }));
    const send = vi.fn<(event: PointHistoryEvent) => void>();
    const view = connect(snapshot, send);
    expect(view.status).toEqual({ kind: 'log' });
    expect(view.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(view.more).toMatchObject({ show: true, busy: false, failed: null, enabled: snapshot.can({ type: 'HISTORY.LOAD_MORE' }) });
    expect(view.more.enabled).toBe(true);
    expect(view.retry.enabled).toBe(snapshot.can({ type: 'HISTORY.RETRY' }));
    view.more.onLoadMore();
    view.retry.onRetry();
    view.onFilterChange({ year: 2025, month: 3 });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'HISTORY.LOAD_MORE' },
      { type: 'HISTORY.RETRY' },
      { type: 'HISTORY.FILTER_CHANGED', filter: { year: 2025, month: 3 } },
    ]);
  });

  it('failed: the error with Retry enabled', async () => {
    const actor = start(async () => {
      throw new ApiCallError({ message: 'down', status: 503 });
    });
    const snapshot = await waitFor(actor, (s) => s.matches({ log: 'failed' }));
    const view = connect(snapshot, vi.fn());
    expect(view.status).toMatchObject({ kind: 'failed', error: { status: 503 } });
    expect(view.retry.enabled).toBe(true);
  });

  it('the tab of the URL is one event', () => {
    expect(tabSelected('used')).toEqual({ type: 'HISTORY.TAB_SELECTED', tab: 'used' });
  });
});
