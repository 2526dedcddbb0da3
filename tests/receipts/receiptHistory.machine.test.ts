import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { receiptHistoryMachine } from '@machines/receiptHistory/receiptHistory.machine';
import { selectReceiptHistoryView, selectReceiptMore } from '@machines/receiptHistory/receiptHistory.selectors';
import type { LoadReceiptsInput } from '@machines/receiptHistory/receiptHistory.types';
import type { Receipt } from '@/domain/receipt/receipt';

const r = (id: string, status: Receipt['status']): Receipt => ({ id, branch: 'Ari', store: 'Ari', spending: 100, status, uploadDate: 1 });

describe('receiptHistory', () => {
  it('loads by status, pages on, and reloads for another filter', async () => {
    const calls: LoadReceiptsInput[] = [];
    const pages = [[r('1', 'approved'), r('2', 'waiting')], [r('3', 'reject')], [r('3', 'reject')]];
    let refreshed = 0;
    const actor = createActor(
      receiptHistoryMachine.provide({
        actors: { loadReceipts: fromPromise<Receipt[], LoadReceiptsInput>(async ({ input }) => (calls.push(input), pages.shift() ?? [])) },
        actions: { refreshMember: () => void (refreshed += 1) },
      }),
      { input: { pageSize: 2 } },
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectReceiptMore(actor.getSnapshot()).show).toBe(true);
    actor.send({ type: 'RECEIPTS.LOAD_MORE' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && s.context.receipts.length === 3);
    expect(calls[1]).toEqual({ filter: 'all', skip: 2, top: 2 });
    actor.send({ type: 'RECEIPTS.FILTER_SELECTED', filter: 'reject' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls[2]).toEqual({ filter: 'reject', skip: 0, top: 2 });
    expect(actor.getSnapshot().context.receipts.map((x) => x.id)).toEqual(['3']);
    expect(refreshed).toBe(2);
  });

  it('a next page that repeats a listed receipt (one approved while read) adds only the new ones', async () => {
    const pages = [[r('1', 'approved'), r('2', 'waiting')], [r('2', 'waiting'), r('4', 'reject')]];
    const actor = createActor(
      receiptHistoryMachine.provide({
        actors: { loadReceipts: fromPromise<Receipt[], LoadReceiptsInput>(async () => pages.shift() ?? []) },
        actions: { refreshMember: () => undefined },
      }),
      { input: { pageSize: 2 } },
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'RECEIPTS.LOAD_MORE' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && s.context.receipts.length > 2);
    expect(actor.getSnapshot().context.receipts.map((x) => x.id)).toEqual(['1', '2', '4']);
  });

  it('empty and failed are their own states; failed retries', async () => {
    let fail = true;
    const actor = createActor(
      receiptHistoryMachine.provide({
        actors: {
          loadReceipts: fromPromise<Receipt[], LoadReceiptsInput>(async () => {
            if (fail) throw new Error('down');
            return [];
          }),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectReceiptHistoryView(actor.getSnapshot()).kind).toBe('failed');
    fail = false;
    actor.send({ type: 'RECEIPTS.RETRY' });
    await waitFor(actor, (s) => s.matches('empty'));
  });
});
