/**
 * The receipt history connect: what the receipt list shows in each state of the chart, that each handler sends
 * the chart's event, and that Retry and Load more are enabled from snapshot.can.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect } from '@machines/receiptHistory/receiptHistory.connect';
import { receiptHistoryMachine } from '@machines/receiptHistory/receiptHistory.machine';
import type { LoadReceiptsInput, ReceiptHistoryEvent } from '@machines/receiptHistory/receiptHistory.types';
import type { Receipt } from '@/domain/receipt/receipt';

const r = (id: string): Receipt => ({ id, branch: 'Ari', store: 'Ari', spending: 100, status: 'approved', uploadDate: 1 });

function start(load: () => Promise<Receipt[]>) {
  return createActor(
    receiptHistoryMachine.provide({
      actors: { loadReceipts: fromPromise<Receipt[], LoadReceiptsInput>(load) },
      actions: { refreshMember: () => undefined },
    }),
    { input: { pageSize: 2 } },
  ).start();
}

describe('receiptHistory connect', () => {
  it('loading: the loading status and the filter in force', () => {
    const view = connect(start(() => new Promise(() => undefined)).getSnapshot(), vi.fn());
    expect(view.status).toEqual({ kind: 'loading', slow: false });
    expect(view.filter).toBe('all');
    expect(view.more.show).toBe(false);
  });

  it('a full page: the list with Load more enabled from snapshot.can; handlers send the chart events', async () => {
    const actor = start(async () => [r('1'), r('2')]);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    const send = vi.fn<(event: ReceiptHistoryEvent) => void>();
    const view = connect(snapshot, send);
    expect(view.status).toEqual({ kind: 'list' });
    expect(view.receipts.map((x) => x.id)).toEqual(['1', '2']);
    expect(view.more).toMatchObject({ show: true, busy: false, failed: null, enabled: snapshot.can({ type: 'RECEIPTS.LOAD_MORE' }) });
    expect(view.more.enabled).toBe(true);
    expect(view.retry.enabled).toBe(snapshot.can({ type: 'RECEIPTS.RETRY' }));
    view.more.onLoadMore();
    view.retry.onRetry();
    view.onFilterSelected('waiting');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'RECEIPTS.LOAD_MORE' },
      { type: 'RECEIPTS.RETRY' },
      { type: 'RECEIPTS.FILTER_SELECTED', filter: 'waiting' },
    ]);
  });

  it('failed: the error status with Retry enabled', async () => {
    const actor = start(async () => {
      throw new Error('down');
    });
    const view = connect(await waitFor(actor, (s) => s.matches('failed')), vi.fn());
    expect(view.status.kind).toBe('failed');
    expect(view.retry.enabled).toBe(true);
  });
});
