/**
 * The receipt-upload connect: what the receipt page shows in the chart's states (loading, the load failure,
 * the form, the upload and its failure, the sent receipt, a rejected receipt's reason), Send, Retry and Send
 * another enabled from snapshot.can, and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connect } from '@machines/receiptUpload/receiptUpload.connect';
import { receiptUploadMachine } from '@machines/receiptUpload/receiptUpload.machine';
import type { LoadReceiptFormOutput, ReceiptUploadEvent, ScaledPhoto, UploadReceiptInput } from '@machines/receiptUpload/receiptUpload.types';
import { ApiCallError } from '@/domain/apiError';
import type { Receipt } from '@/domain/receipt/receipt';

const stores = [{ id: '201', name: 'Siam Square' }];
const stored: Receipt = { id: 'rc-9', branch: 'Siam', store: 'Siam Square', storeId: '201', spending: 250, status: 'waiting', uploadDate: 1 };
const rejected: Receipt = { ...stored, id: 'rc-3', status: 'reject', remark: 'Unclear', imageUrl: '/r.svg' };

type Outcome = 'ok' | 'fail' | 'hang';

function start(options: { mode?: 'new' | 'edit'; receipt?: Receipt; load?: () => Promise<LoadReceiptFormOutput>; outcome?: Outcome } = {}) {
  const logic = receiptUploadMachine.provide({
    actors: {
      loadReceiptForm: fromPromise<LoadReceiptFormOutput, { receiptId?: string }>(options.load ?? (async () => ({ stores, receipt: options.receipt }))),
      scalePhoto: fromPromise<ScaledPhoto, { file: File }>(async ({ input }) => ({ file: new Blob([new Uint8Array(1000)], { type: input.file.type }), width: 640, height: 480, scaled: true })),
      uploadReceipt: fromCallback<ReceiptUploadEvent, UploadReceiptInput>(({ sendBack }) => {
        const outcome = options.outcome ?? 'ok';
        if (outcome === 'hang') return () => undefined;
        queueMicrotask(() => {
          if (outcome === 'ok') sendBack({ type: 'RECEIPT.UPLOADED', receipt: stored });
          else sendBack({ type: 'RECEIPT.UPLOAD_FAILED', error: new ApiCallError({ message: 'down', status: 503, code: 503 }) });
        });
        return () => undefined;
      }),
    },
    actions: { refreshMember: () => undefined },
  });
  const input = options.mode === 'edit' ? { mode: 'edit' as const, receiptId: 'rc-3' } : { mode: 'new' as const };
  return createActor(logic, { input }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const photo = new File([new Uint8Array(1000)], 'receipt.png', { type: 'image/png' });

async function fill(actor: ReturnType<typeof start>) {
  actor.send({ type: 'RECEIPT.FIELD_CHANGED', field: 'store', value: '201' });
  actor.send({ type: 'RECEIPT.FIELD_CHANGED', field: 'branch', value: 'Siam' });
  actor.send({ type: 'RECEIPT.FIELD_CHANGED', field: 'spending', value: '250' });
  actor.send({ type: 'RECEIPT.PHOTO_CHOSEN', file: photo });
  await settle();
}

describe('receipt-upload connect', () => {
  it('loading, then a load failure with Try again enabled from snapshot.can', async () => {
    const loading = start({ load: () => new Promise(() => undefined) });
    expect(connect(loading.getSnapshot(), vi.fn())).toMatchObject({ stage: 'loading', slow: false });

    const failing = start({ load: async () => { throw new ApiCallError({ message: 'down', status: 503 }); } });
    await settle();
    const send = vi.fn<(event: ReceiptUploadEvent) => void>();
    const view = connect(failing.getSnapshot(), send);
    expect(view.stage).toBe('loadFailed');
    expect(view.loadFailure).toMatchObject({ canRetry: failing.getSnapshot().can({ type: 'RECEIPT.RETRY' }), error: { status: 503 } });
    expect(view.loadFailure?.canRetry).toBe(true);
    view.loadFailure?.onRetry();
    expect(send).toHaveBeenCalledWith({ type: 'RECEIPT.RETRY' });
  });

  it('the form: Send enabled from snapshot.can, no errors before a submit, every handler sends its event', async () => {
    const actor = start();
    await settle();
    const send = vi.fn<(event: ReceiptUploadEvent) => void>();
    const empty = connect(actor.getSnapshot(), send);
    expect(empty.stage).toBe('form');
    expect(empty.form).toMatchObject({ mode: 'new', stores, errors: {}, uploading: false, failure: null, checkingPhoto: false });
    expect(empty.form.canSubmit).toBe(actor.getSnapshot().can({ type: 'RECEIPT.SUBMIT' }));
    expect(empty.loadFailure).toBeUndefined();
    expect(empty.done).toBeUndefined();
    expect(empty.rejectedBecause).toBeUndefined();
    empty.form.onField('branch', 'Siam');
    empty.form.onPhoto(photo);
    empty.form.onSubmit();
    empty.form.onRetry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'RECEIPT.FIELD_CHANGED', field: 'branch', value: 'Siam' },
      { type: 'RECEIPT.PHOTO_CHOSEN', file: photo },
      { type: 'RECEIPT.SUBMIT' },
      { type: 'RECEIPT.RETRY' },
    ]);
    await fill(actor);
    const filled = connect(actor.getSnapshot(), send).form;
    expect(filled.values).toMatchObject({ store: '201', branch: 'Siam', spending: '250' });
    expect(filled.photo?.name).toBe('receipt.png');
    expect(filled.canSubmit).toBe(true);
  });

  it('uploading, a failed upload (form kept, Retry enabled) and the sent receipt with Send another', async () => {
    const hanging = start({ outcome: 'hang' });
    await settle();
    await fill(hanging);
    hanging.send({ type: 'RECEIPT.SUBMIT' });
    expect(connect(hanging.getSnapshot(), vi.fn()).form).toMatchObject({ uploading: true, canSubmit: false });

    const failing = start({ outcome: 'fail' });
    await settle();
    await fill(failing);
    failing.send({ type: 'RECEIPT.SUBMIT' });
    await settle();
    const failed = connect(failing.getSnapshot(), vi.fn());
    expect(failed.stage).toBe('failed');
    expect(failed.form).toMatchObject({ failure: { status: 503 }, canRetry: true, values: { branch: 'Siam' } });

    const ok = start();
    await settle();
    await fill(ok);
    ok.send({ type: 'RECEIPT.SUBMIT' });
    await settle();
    const send = vi.fn<(event: ReceiptUploadEvent) => void>();
    const done = connect(ok.getSnapshot(), send);
    expect(done.done).toMatchObject({ result: stored, resent: false, canAnother: ok.getSnapshot().can({ type: 'RECEIPT.ANOTHER' }) });
    done.done?.onAnother();
    expect(send).toHaveBeenCalledWith({ type: 'RECEIPT.ANOTHER' });
  });

  it('correcting a rejected receipt: its reason and stored photo', async () => {
    const actor = start({ mode: 'edit', receipt: rejected });
    await settle();
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.rejectedBecause).toBe('Unclear');
    expect(view.form).toMatchObject({ mode: 'edit', storedPhotoUrl: '/r.svg' });
  });
});
