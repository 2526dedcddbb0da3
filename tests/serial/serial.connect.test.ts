/**
 * The serial connect: which of the serial's dialogs shows in each state of the chart, that each handler sends the
 * chart's event, that Mark as used and Copy follow snapshot.can, and that both mark-as-used outcomes are one
 * alert view with data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { Serial } from '@/domain/campaign/serial';
import { connect } from '@machines/serial/serial.connect';
import { serialMachine } from '@machines/serial/serial.machine';
import type { SerialEvent } from '@machines/serial/serial.types';

afterEach(() => {
  vi.useRealTimers();
});

const base: Serial = {
  serial: 'SC-7H2K-91QX',
  barcodeType: 'QR_CODE',
  showTimer: false,
  isNotAutoUse: false,
  redeemKey: 'rk-1',
  redeemedAt: Date.UTC(2025, 0, 1),
};

function start(markUsed: () => Promise<void>) {
  const machine = serialMachine.provide({
    actors: { markUsed: fromPromise(markUsed), copyText: fromPromise<void, { text: string }>(async () => undefined) },
    actions: { trackClose: () => undefined, notifyExpired: () => undefined },
  });
  return createActor(machine, { input: { serial: base, source: 'campaign' } }).start();
}

describe('serial connect', () => {
  it('the serial: its dialog open, Mark as used and Copy from snapshot.can; handlers send the chart events', () => {
    const actor = start(async () => undefined);
    const snapshot = actor.getSnapshot();
    const send = vi.fn<(event: SerialEvent) => void>();
    const view = connect(snapshot, send);
    expect(view.dialog.open).toBe(true);
    expect([view.confirmUse.open, view.marking, view.alert]).toEqual([false, false, undefined]);
    expect(view.view.canMarkUsed).toBe(snapshot.can({ type: 'SERIAL.MARK_USED' }));
    expect(view.view.canCopy).toBe(snapshot.can({ type: 'SERIAL.COPY' }));
    expect(view.sendToChat).toEqual({ code: 'SC-7H2K-91QX', name: '', active: true });
    view.onSelectTab('text');
    view.onCopy();
    view.onMarkUsed();
    view.onRenderFailed('qr', 'tooLong');
    view.confirmUse.onConfirm();
    view.confirmUse.onCancel();
    view.dialog.onClose();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SERIAL.TAB_SELECTED', tab: 'text' },
      { type: 'SERIAL.COPY' },
      { type: 'SERIAL.MARK_USED' },
      { type: 'SERIAL.RENDER_FAILED', tab: 'qr', reason: 'tooLong' },
      { type: 'SERIAL.CONFIRM_USE' },
      { type: 'SERIAL.CANCEL_USE' },
      { type: 'SERIAL.CLOSE' },
    ]);
  });

  it('mark as used: confirmation, marking, then the success alert whose OK sends SERIAL.ALERT_CLOSED', async () => {
    vi.useFakeTimers();
    const actor = start(async () => undefined);
    actor.send({ type: 'SERIAL.MARK_USED' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ dialog: { open: false }, confirmUse: { open: true } });
    actor.send({ type: 'SERIAL.CONFIRM_USE' });
    expect(connect(actor.getSnapshot(), vi.fn()).marking).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const send = vi.fn<(event: SerialEvent) => void>();
    const { alert } = connect(actor.getSnapshot(), send);
    expect(alert).toMatchObject({ kind: 'used', titleId: 'serial.markUsed.successTitle', messageId: 'serial.markUsed.successMessage' });
    expect(alert?.detail).toBeUndefined();
    alert?.onOk();
    expect(send).toHaveBeenCalledWith({ type: 'SERIAL.ALERT_CLOSED' });
  });

  it('a failed mark: the same alert view with the failure title and the shared error message as detail', async () => {
    vi.useFakeTimers();
    const actor = start(async () => Promise.reject(new ApiCallError({ message: 'Sandbox fault', status: 500, code: 500 })));
    actor.send({ type: 'SERIAL.MARK_USED' });
    actor.send({ type: 'SERIAL.CONFIRM_USE' });
    await vi.advanceTimersByTimeAsync(0);
    const { alert } = connect(actor.getSnapshot(), vi.fn());
    expect(alert).toMatchObject({ kind: 'failed', titleId: 'serial.markUsed.failTitle', messageId: 'serial.markUsed.failMessage' });
    expect(alert?.detail?.messageId).toBe('errors.generic');
  });
});
