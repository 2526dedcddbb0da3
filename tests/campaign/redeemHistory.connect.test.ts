/**
 * The redeem history connect: what the redeem tab shows in each state of the chart, that each handler sends the
 * chart's event, and that the item-reload failure is one problem view with Try again and Close.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { RedeemHistoryEntry } from '@/domain/campaign/history';
import { connect } from '@machines/redeemHistory/redeemHistory.connect';
import { redeemHistoryMachine } from '@machines/redeemHistory/redeemHistory.machine';
import type { LoadPageInput, RedeemHistoryEvent } from '@machines/redeemHistory/redeemHistory.types';

const entry = (redeemKey: string): RedeemHistoryEntry => ({
  redeemKey,
  campaignId: '1007',
  name: 'Cash voucher 100 baht',
  pointPerUnit: 1000,
  redeemedAt: 1,
  state: 'viewCode',
  used: false,
  serial: { serial: 'SC100', barcodeType: 'CODE_128', showTimer: false, isNotAutoUse: false, redeemKey, redeemedAt: 1 },
});

function start(loadItem: () => Promise<RedeemHistoryEntry>) {
  const machine = redeemHistoryMachine.provide({
    actors: {
      loadPage: fromPromise<RedeemHistoryEntry[], LoadPageInput>(async () => [entry('rk-1')]),
      loadItem: fromPromise<RedeemHistoryEntry, { redeemKey: string }>(loadItem),
    },
  });
  return createActor(machine).start();
}

describe('redeemHistory connect', () => {
  it('the list: handlers send the chart events; no problem, no serial', async () => {
    const actor = start(() => new Promise(() => undefined));
    const snapshot = await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    const send = vi.fn<(event: RedeemHistoryEvent) => void>();
    const view = connect(snapshot, send);
    expect(view.view).toMatchObject({ status: 'list', canLoadMore: snapshot.can({ type: 'HISTORY.LOAD_MORE' }) });
    expect(view.problem).toBeUndefined();
    expect(view.serial).toBeUndefined();
    view.onOpen('rk-1');
    view.onLoadMore();
    view.onRetry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'HISTORY.OPEN', redeemKey: 'rk-1' },
      { type: 'HISTORY.LOAD_MORE' },
      { type: 'HISTORY.RETRY' },
    ]);
    actor.send({ type: 'HISTORY.OPEN', redeemKey: 'rk-1' });
    expect(connect(actor.getSnapshot(), send).view.opening).toBe('rk-1');
  });

  it('an item that cannot be read again: the problem view with its title, message, Try again and Close', async () => {
    const actor = start(async () => {
      throw new ApiCallError({ message: 'down', status: 503 });
    });
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'HISTORY.OPEN', redeemKey: 'rk-1' });
    const snapshot = await waitFor(actor, (s) => s.matches({ list: 'itemFailed' }));
    const send = vi.fn<(event: RedeemHistoryEvent) => void>();
    const { problem } = connect(snapshot, send);
    expect(problem).toMatchObject({ titleId: 'history.itemFailed.title', messageId: 'errors.generic' });
    problem?.onRetry();
    problem?.onClose();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['HISTORY.RETRY', 'HISTORY.DISMISS']);
  });

  it('an opened item shows its serial chart', async () => {
    const actor = start(async () => entry('rk-1'));
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'HISTORY.OPEN', redeemKey: 'rk-1' });
    const snapshot = await waitFor(actor, (s) => s.children.serial !== undefined);
    expect(connect(snapshot, vi.fn()).serial).toBe(snapshot.children.serial);
  });
});
