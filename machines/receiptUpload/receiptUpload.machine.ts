/**
 * Receipt upload (/collectpoint) and the correction of a rejected receipt (/profile/receipthistoryedit).
 *
 * choose → validate → scale → upload with progress → done, with retry:
 * - loading: the store list (and, for an edit, the receipt; only a rejected one can be corrected);
 * - editing: branch, store, amount and photo. A chosen file is checked (spec section 5): another type is
 *   refused; a jpeg or png is scaled down in the browser to 640 px on its long side rather than refused;
 *   whatever is still over 2 MB is refused. A refusal keeps everything typed. Errors show after Submit;
 * - uploading: one attempt with a fresh tranId; progress comes back from the upload actor. Submit is not
 *   accepted here, so a double tap sends one receipt. It gives up after UPLOAD_TIMEOUT (cancelling);
 * - failed: the form is kept; Retry sends again with the SAME tranId (the server answers the receipt it
 *   may already have stored instead of storing a second). Changing the form starts a new attempt;
 * - done: the receipt waits for confirmation (points within 1 to 2 days); the session reloads the points.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { isScalable, receiptFileKind, RECEIPT_MAX_BYTES } from '@/domain/receipt/receiptFile';
import { parseSpending, validateReceiptForm } from '@/domain/receipt/receiptForm';
import { newTranId } from '@/domain/write/tranId';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { loadReceiptForm, scalePhoto, uploadReceipt } from './receiptUpload.actors';
import type { LoadReceiptFormOutput, ReceiptUploadContext, ReceiptUploadEvent, ReceiptUploadInput, ReceiptUploadTag, ScaledPhoto } from './receiptUpload.types';

/** How long an upload may run (a 2 MB photo on a slow connection) before it is cancelled with Retry. */
export const UPLOAD_TIMEOUT_MS = 60_000;

const EMPTY_VALUES = { branch: '', store: '', spending: '' };

function errorsOf(context: Pick<ReceiptUploadContext, 'values' | 'photo' | 'original'>) {
  return validateReceiptForm(context.values, Boolean(context.photo ?? context.original?.imageUrl));
}

export const receiptUploadMachine = setup({
  types: {
    context: {} as ReceiptUploadContext,
    events: {} as ReceiptUploadEvent,
    input: {} as ReceiptUploadInput,
    tags: {} as ReceiptUploadTag,
  },
  actors: { loadReceiptForm, scalePhoto, uploadReceipt },
  delays: { ...requestDelays, UPLOAD_TIMEOUT: UPLOAD_TIMEOUT_MS },
  guards: {
    isNewReceipt: ({ context }) => context.mode === 'new',
    isNotRejected: (_, params: { output: LoadReceiptFormOutput }) => params.output.receipt !== undefined && params.output.receipt.status !== 'reject',
    isRefusedType: ({ context }) => !context.pending || !receiptFileKind(context.pending),
    isScalablePhoto: ({ context }) => isScalable(context.pending ? receiptFileKind(context.pending) : undefined),
    isPendingTooLarge: ({ context }) => (context.pending?.size ?? 0) > RECEIPT_MAX_BYTES,
    isScaledTooLarge: (_, params: { scaled: ScaledPhoto }) => params.scaled.file.size > RECEIPT_MAX_BYTES,
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
  },
  actions: {
    storeForm: assign(({ context }, params: { output: LoadReceiptFormOutput }) => {
      const r = params.output.receipt;
      return {
        stores: params.output.stores,
        original: r,
        values: r ? { branch: r.branch, store: r.storeId ?? '', spending: String(r.spending) } : context.values,
        error: undefined,
      };
    }),
    storeField: assign(({ context, event }) => {
      if (event.type !== 'RECEIPT.FIELD_CHANGED') return {};
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: errorsOf({ ...context, values }) };
    }),
    holdPendingFile: assign(({ event }) => (event.type === 'RECEIPT.PHOTO_CHOSEN' ? { pending: event.file, photoProblem: undefined } : {})),
    refusePhoto: assign(({ context }, params: { problem: 'type' | 'tooLarge' | 'unreadable' }) => ({
      pending: undefined,
      photoProblem: params.problem,
      errors: errorsOf(context),
    })),
    acceptPending: assign(({ context }) => {
      const file = context.pending;
      if (!file) return {};
      const photo = { file, name: file.name, type: file.type, size: file.size, scaled: false };
      return { pending: undefined, photo, photoProblem: undefined, errors: errorsOf({ ...context, photo }) };
    }),
    acceptScaled: assign(({ context }, params: { scaled: ScaledPhoto }) => {
      const file = context.pending;
      const { scaled } = params;
      const photo = {
        file: scaled.file,
        name: file?.name ?? 'receipt',
        type: scaled.file.type || file?.type || 'image/jpeg',
        size: scaled.file.size,
        width: scaled.width,
        height: scaled.height,
        scaled: scaled.scaled,
        previewUrl: scaled.previewUrl,
      };
      return { pending: undefined, photo, photoProblem: undefined, errors: errorsOf({ ...context, photo }) };
    }),
    newAttempt: assign({ tranId: () => newTranId() }),
    forgetAttempt: assign({ tranId: undefined }),
    showErrors: assign(({ context }) => ({ showErrors: true, errors: errorsOf(context) })),
    resetProgress: assign({ progress: 0, error: undefined }),
    storeProgress: assign(({ event }) => (event.type === 'RECEIPT.UPLOAD_PROGRESS' && event.total > 0 ? { progress: Math.min(1, event.loaded / event.total) } : {})),
    storeResult: assign(({ event }) => (event.type === 'RECEIPT.UPLOADED' ? { result: event.receipt, progress: 1, tranId: undefined } : {})),
    storeUploadError: assign(({ event }) => (event.type === 'RECEIPT.UPLOAD_FAILED' ? { error: toApiError(event.error) } : {})),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    resetForm: assign({ values: EMPTY_VALUES, photo: undefined, photoProblem: undefined, showErrors: false, errors: {}, progress: 0, result: undefined, error: undefined }),
    refreshMember: () => undefined,
  },
}).createMachine({
  id: 'receiptUpload',
  context: ({ input }) => ({
    mode: input.mode,
    receiptId: input.mode === 'edit' ? input.receiptId : undefined,
    stores: [],
    values: EMPTY_VALUES,
    showErrors: false,
    errors: {},
    progress: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'The store list loads (and, to correct a receipt, the receipt itself).',
      ...requestState({ onTimeout: { target: 'loadFailed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'loadReceiptForm',
        src: 'loadReceiptForm',
        input: ({ context }) => ({ receiptId: context.receiptId }),
        onDone: [
          {
            guard: { type: 'isNotRejected', params: ({ event }) => ({ output: event.output }) },
            target: 'notEditable',
            actions: { type: 'storeForm', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'editing', actions: { type: 'storeForm', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      description: 'The form could not be prepared: a translated message with Retry.',
      on: { 'RECEIPT.RETRY': 'loading' },
    },
    notEditable: {
      description: 'Only a rejected receipt can be corrected; this one is waiting or approved.',
    },
    editing: {
      tags: ['submittable'],
      description: 'Branch, store, amount and photo; the photo guidance and accepted types are shown.',
      on: {
        'RECEIPT.FIELD_CHANGED': { actions: 'storeField' },
        'RECEIPT.PHOTO_CHOSEN': { target: 'checkingPhoto', actions: 'holdPendingFile' },
        'RECEIPT.SUBMIT': [
          { guard: 'isFormValid', target: 'uploading', actions: ['newAttempt', 'resetProgress'] },
          { actions: 'showErrors' },
        ],
      },
    },
    checkingPhoto: {
      tags: ['checkingPhoto'],
      always: [
        { guard: 'isRefusedType', target: 'editing', actions: { type: 'refusePhoto', params: { problem: 'type' } } },
        { guard: 'isScalablePhoto', target: 'scaling' },
        { guard: 'isPendingTooLarge', target: 'editing', actions: { type: 'refusePhoto', params: { problem: 'tooLarge' } } },
        { target: 'editing', actions: 'acceptPending' },
      ],
    },
    scaling: {
      tags: ['checkingPhoto'],
      description: 'A jpeg or png is scaled down in the browser to 640 px on its long side.',
      invoke: {
        id: 'scalePhoto',
        src: 'scalePhoto',
        input: ({ context }) => ({ file: context.pending as File }),
        onDone: [
          {
            guard: { type: 'isScaledTooLarge', params: ({ event }) => ({ scaled: event.output }) },
            target: 'editing',
            actions: { type: 'refusePhoto', params: { problem: 'tooLarge' } },
          },
          { target: 'editing', actions: { type: 'acceptScaled', params: ({ event }) => ({ scaled: event.output }) } },
        ],
        onError: { target: 'editing', actions: { type: 'refusePhoto', params: { problem: 'unreadable' } } },
      },
    },
    uploading: {
      tags: ['uploading'],
      description: 'The receipt is sent with a progress bar; a second tap does nothing.',
      after: { UPLOAD_TIMEOUT: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } },
      invoke: {
        id: 'uploadReceipt',
        src: 'uploadReceipt',
        input: ({ context }) => ({
          receiptId: context.mode === 'edit' ? context.receiptId : undefined,
          branch: context.values.branch.trim(),
          store: context.values.store,
          spending: parseSpending(context.values.spending) ?? 0,
          photo: context.photo?.file,
          photoName: context.photo?.name,
          tranId: context.tranId ?? '',
        }),
      },
      on: {
        'RECEIPT.UPLOAD_PROGRESS': { actions: 'storeProgress' },
        'RECEIPT.UPLOADED': { target: 'done', actions: ['storeResult', 'refreshMember'] },
        'RECEIPT.UPLOAD_FAILED': { target: 'failed', actions: 'storeUploadError' },
      },
    },
    failed: {
      description: 'The upload failed: the form is kept with a translated message; Retry sends the same attempt again.',
      on: {
        'RECEIPT.RETRY': { target: 'uploading', actions: 'resetProgress' },
        'RECEIPT.FIELD_CHANGED': { target: 'editing', actions: ['storeField', 'forgetAttempt'] },
        'RECEIPT.PHOTO_CHOSEN': { target: 'checkingPhoto', actions: ['holdPendingFile', 'forgetAttempt'] },
      },
    },
    done: {
      description: 'Sent: the receipt waits for confirmation; points arrive within 1 to 2 days.',
      on: { 'RECEIPT.ANOTHER': { guard: 'isNewReceipt', target: 'editing', actions: 'resetForm' } },
    },
  },
});

export type ReceiptUploadMachine = typeof receiptUploadMachine;
