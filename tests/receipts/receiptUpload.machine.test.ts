import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { receiptUploadMachine, UPLOAD_TIMEOUT_MS } from '@machines/receiptUpload/receiptUpload.machine';
import { selectFieldErrors, selectStage } from '@machines/receiptUpload/receiptUpload.selectors';
import type { LoadReceiptFormOutput, ReceiptUploadEvent, ScaledPhoto, UploadReceiptInput } from '@machines/receiptUpload/receiptUpload.types';
import { ApiCallError } from '@/domain/apiError';
import type { Receipt } from '@/domain/receipt/receipt';

const stores = [{ id: '201', name: 'Siam Square' }];
const stored: Receipt = { id: 'rc-9', branch: 'Siam', store: 'Siam Square', storeId: '201', spending: 250, status: 'waiting', uploadDate: 1 };
const rejected: Receipt = { ...stored, id: 'rc-3', status: 'reject', remark: 'Unclear', imageUrl: '/r.svg' };

type Outcome = 'ok' | 'fail' | 'hang';

function start(options: { mode?: 'new' | 'edit'; receipt?: Receipt; outcomes?: Outcome[]; scaled?: Partial<ScaledPhoto> } = {}) {
  const uploads: UploadReceiptInput[] = [];
  const outcomes = [...(options.outcomes ?? ['ok'])];
  let refreshed = 0;
  const logic = receiptUploadMachine.provide({
    actors: {
      loadReceiptForm: fromPromise<LoadReceiptFormOutput, { receiptId?: string }>(async () => ({ stores, receipt: options.receipt })),
      scalePhoto: fromPromise<ScaledPhoto, { file: File }>(async ({ input }) => ({
        file: new Blob([new Uint8Array(1000)], { type: input.file.type }),
        width: 640,
        height: 480,
        scaled: true,
        ...options.scaled,
      })),
      uploadReceipt: fromCallback<ReceiptUploadEvent, UploadReceiptInput>(({ input, sendBack }) => {
        uploads.push(input);
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome === 'hang') return () => undefined;
        queueMicrotask(() => {
          sendBack({ type: 'RECEIPT.UPLOAD_PROGRESS', loaded: 50, total: 100 });
          if (outcome === 'ok') sendBack({ type: 'RECEIPT.UPLOADED', receipt: stored });
          else sendBack({ type: 'RECEIPT.UPLOAD_FAILED', error: new ApiCallError({ message: 'down', status: 503, code: 503 }) });
        });
        return () => undefined;
      }),
    },
    actions: { refreshMember: () => void (refreshed += 1) },
  });
  const input = options.mode === 'edit' ? { mode: 'edit' as const, receiptId: 'rc-3' } : { mode: 'new' as const };
  const actor = createActor(logic, { input }).start();
  return { actor, uploads, refreshed: () => refreshed };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

async function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'RECEIPT.FIELD_CHANGED', field: 'store', value: '201' });
  actor.send({ type: 'RECEIPT.FIELD_CHANGED', field: 'branch', value: 'Siam' });
  actor.send({ type: 'RECEIPT.FIELD_CHANGED', field: 'spending', value: '250' });
  actor.send({ type: 'RECEIPT.PHOTO_CHOSEN', file: file('receipt.png', 'image/png', 3_000_000) });
  await settle();
}

describe('receiptUpload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows every required message only after a submit attempt, and sends nothing', async () => {
    const { actor, uploads } = start();
    await settle();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'RECEIPT.SUBMIT' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ store: 'storeRequired', branch: 'branchRequired', spending: 'spendingRequired', photo: 'photoRequired' });
    expect(uploads).toHaveLength(0);
  });

  it('refuses another file type and a file still over 2 MB, keeping what was typed', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'RECEIPT.FIELD_CHANGED', field: 'branch', value: 'Siam' });
    actor.send({ type: 'RECEIPT.PHOTO_CHOSEN', file: file('notes.txt', 'text/plain', 10) });
    expect(actor.getSnapshot().context.photoProblem).toBe('type');
    actor.send({ type: 'RECEIPT.PHOTO_CHOSEN', file: file('scan.pdf', 'application/pdf', 2_200_000) });
    expect(actor.getSnapshot().context.photoProblem).toBe('tooLarge');
    actor.send({ type: 'RECEIPT.PHOTO_CHOSEN', file: file('scan.pdf', 'application/pdf', 300_000) });
    expect(actor.getSnapshot().context.photoProblem).toBeUndefined();
    expect(actor.getSnapshot().context.photo?.name).toBe('scan.pdf');
    expect(actor.getSnapshot().context.values.branch).toBe('Siam');
  });

  it('scales a large png instead of refusing it; refuses it when still too large after scaling', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'RECEIPT.PHOTO_CHOSEN', file: file('receipt.png', 'image/png', 3_000_000) });
    expect(actor.getSnapshot().hasTag('checkingPhoto')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.photo).toMatchObject({ scaled: true, width: 640, size: 1000 });
    const big = start({ scaled: { file: new Blob([new Uint8Array(2_200_000)]) } });
    await settle();
    big.actor.send({ type: 'RECEIPT.PHOTO_CHOSEN', file: file('receipt.png', 'image/png', 3_000_000) });
    await settle();
    expect(big.actor.getSnapshot().context.photoProblem).toBe('tooLarge');
  });

  it('uploads once for a double tap, with progress, then refreshes the member points', async () => {
    const { actor, uploads, refreshed } = start();
    await settle();
    await fill(actor);
    actor.send({ type: 'RECEIPT.SUBMIT' });
    actor.send({ type: 'RECEIPT.SUBMIT' });
    expect(actor.getSnapshot().can({ type: 'RECEIPT.SUBMIT' })).toBe(false);
    await settle();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ store: '201', branch: 'Siam', spending: 250 });
    expect(selectStage(actor.getSnapshot())).toBe('done');
    expect(refreshed()).toBe(1);
  });

  it('keeps the form after a failure and retries with the same tranId; a change starts a new attempt', async () => {
    const { actor, uploads } = start({ outcomes: ['fail', 'fail', 'ok'] });
    await settle();
    await fill(actor);
    actor.send({ type: 'RECEIPT.SUBMIT' });
    await settle();
    expect(selectStage(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.values.branch).toBe('Siam');
    actor.send({ type: 'RECEIPT.RETRY' });
    await settle();
    expect(uploads[1]?.tranId).toBe(uploads[0]?.tranId);
    actor.send({ type: 'RECEIPT.FIELD_CHANGED', field: 'spending', value: '260' });
    actor.send({ type: 'RECEIPT.SUBMIT' });
    await settle();
    expect(uploads[2]?.tranId).not.toBe(uploads[0]?.tranId);
    expect(selectStage(actor.getSnapshot())).toBe('done');
  });

  it('gives up on an upload that hangs, offering retry', async () => {
    const { actor } = start({ outcomes: ['hang'] });
    await settle();
    await fill(actor);
    actor.send({ type: 'RECEIPT.SUBMIT' });
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS);
    expect(selectStage(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('timeout');
  });

  it('edits a rejected receipt (prefilled, photo optional) and refuses one that is not rejected', async () => {
    const { actor, uploads } = start({ mode: 'edit', receipt: rejected });
    await settle();
    expect(actor.getSnapshot().context.values).toEqual({ branch: 'Siam', store: '201', spending: '250' });
    actor.send({ type: 'RECEIPT.SUBMIT' });
    await settle();
    expect(uploads[0]).toMatchObject({ receiptId: 'rc-3', photo: undefined });
    const approved = start({ mode: 'edit', receipt: { ...rejected, status: 'approved' } });
    await settle();
    expect(selectStage(approved.actor.getSnapshot())).toBe('notEditable');
  });
});
