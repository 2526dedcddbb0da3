import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pointHistoryMachine } from '@machines/pointHistory/pointHistory.machine';
import { selectMore, selectPointHistoryView } from '@machines/pointHistory/pointHistory.selectors';
import type { LoadPointLogInput } from '@machines/pointHistory/pointHistory.types';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { ApiCallError } from '@/domain/apiError';
import type { ExpiringSummary, PointLogItem } from '@/domain/points/pointLog';

const item = (id: string, points = 10): PointLogItem => ({ id, points, type: 'default', reason: 'default activity', title: id, date: 1_763_000_000 });

function start(options: { tab?: 'earn' | 'used' | 'expiring'; pages?: PointLogItem[][]; fail?: boolean; hang?: boolean; expiring?: ExpiringSummary } = {}) {
  const calls: LoadPointLogInput[] = [];
  const pages = [...(options.pages ?? [[item('a'), item('b')], [item('c')]])];
  let refreshed = 0;
  const logic = pointHistoryMachine.provide({
    actors: {
      loadPointLog: fromPromise<PointLogItem[], LoadPointLogInput>(async ({ input, signal }) => {
        calls.push(input);
        if (options.hang) await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
        if (options.fail) throw new ApiCallError({ message: 'down', status: 503, code: 503 });
        return pages.shift() ?? [];
      }),
      loadExpiring: fromPromise<ExpiringSummary, void>(async () => options.expiring ?? { groups: [{ day: '2026-12-01', time: 1, points: 5 }], total: 5 }),
    },
    actions: { refreshMember: () => void (refreshed += 1) },
  });
  const actor = createActor(logic, { input: { tab: options.tab ?? 'earn', month: { year: 2026, month: 11 }, pageSize: 2 } }).start();
  return { actor, calls, refreshed: () => refreshed };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('pointHistory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the first page of the month, refreshes the member points, and pages on by row key', async () => {
    const { actor, calls, refreshed } = start();
    await settle();
    expect(calls[0]).toEqual({ tab: 'earn', month: { year: 2026, month: 11 }, lastRowKey: '0', top: 2 });
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(refreshed()).toBe(1);
    expect(selectMore(actor.getSnapshot()).show).toBe(true);
    actor.send({ type: 'HISTORY.LOAD_MORE' });
    await settle();
    expect(calls[1]?.lastRowKey).toBe('b');
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(selectMore(actor.getSnapshot()).show).toBe(false);
    expect(actor.getSnapshot().can({ type: 'HISTORY.LOAD_MORE' })).toBe(false);
  });

  it('a next page that repeats a listed row (the log grew while read) adds only the new rows', async () => {
    const { actor } = start({ pages: [[item('a'), item('b')], [item('b'), item('c')]] });
    await settle();
    actor.send({ type: 'HISTORY.LOAD_MORE' });
    await settle();
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('needs both month and year: an incomplete filter loads nothing until completed', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'HISTORY.FILTER_CHANGED', filter: { year: 2026, month: null } });
    await settle();
    expect(selectPointHistoryView(actor.getSnapshot())).toEqual({ kind: 'filterIncomplete' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'HISTORY.FILTER_CHANGED', filter: { year: 2025, month: 3 } });
    await settle();
    expect(calls[1]).toMatchObject({ month: { year: 2025, month: 3 }, lastRowKey: '0' });
  });

  it('an empty month is its own state; the used tab asks for used points with the same month', async () => {
    const { actor, calls } = start({ pages: [[], []] });
    await settle();
    expect(selectPointHistoryView(actor.getSnapshot())).toEqual({ kind: 'empty' });
    actor.send({ type: 'HISTORY.TAB_SELECTED', tab: 'used' });
    await settle();
    expect(calls[1]).toMatchObject({ tab: 'used', month: { year: 2026, month: 11 } });
  });

  it('a failed load shows a translated error and retries', async () => {
    const { actor, calls } = start({ fail: true });
    await settle();
    const view = selectPointHistoryView(actor.getSnapshot());
    expect(view.kind).toBe('failed');
    expect(actor.getSnapshot().can({ type: 'HISTORY.RETRY' })).toBe(true);
    actor.send({ type: 'HISTORY.RETRY' });
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('says it is slow after a few seconds and gives up (cancelling the request) at the limit', async () => {
    const { actor } = start({ hang: true });
    await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
    expect(selectPointHistoryView(actor.getSnapshot())).toEqual({ kind: 'loading', slow: true });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
    expect(actor.getSnapshot().matches({ log: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('timeout');
  });

  it('the expiring tab loads every expiring lot, grouped', async () => {
    const { actor, calls } = start({ tab: 'expiring' });
    await settle();
    expect(calls).toHaveLength(0);
    expect(selectPointHistoryView(actor.getSnapshot())).toEqual({ kind: 'expiring' });
    expect(actor.getSnapshot().context.expiring?.total).toBe(5);
  });
});
