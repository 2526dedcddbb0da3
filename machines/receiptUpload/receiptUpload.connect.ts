/**
 * The receipt-upload connect: snapshot + send → what /collectpoint and /profile/receipthistoryedit show
 * (loading, the load failure, a receipt that cannot be corrected, the form with its progress and failure,
 * the sent receipt) and the handlers that send the chart's events; Send, Retry and Send another are enabled
 * from snapshot.can. Pure like the chart, so the screen and its replay share one mapping.
 */
import { CONNECTIVITY_MESSAGES } from '@machines/connectivity/connectivity.connect';
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { Receipt, StoreOption } from '@/domain/receipt/receipt';
import type { ReceiptFormErrors, ReceiptFormValues } from '@/domain/receipt/receiptForm';
import type { ReceiptUploadMachine } from './receiptUpload.machine';
import {
  selectCheckingPhoto,
  selectError,
  selectFieldErrors,
  selectStage,
  selectSlow,
  type ReceiptUploadStage,
} from './receiptUpload.selectors';
import type { PhotoProblem, ReceiptPhoto, ReceiptUploadEvent } from './receiptUpload.types';

type Snapshot = SnapshotFrom<ReceiptUploadMachine>;
/** Sends one of the receipt-upload chart's events (the running actor's `send`). */
export type ReceiptUploadSend = (event: ReceiptUploadEvent) => void;

/** The receipt form's view and intents. */
export interface ReceiptUploadFormView {
  mode: 'new' | 'edit';
  values: ReceiptFormValues;
  stores: StoreOption[];
  /** Field errors, only after the first submit attempt. */
  errors: ReceiptFormErrors;
  photo?: ReceiptPhoto;
  /** The stored photo of the receipt being corrected. */
  storedPhotoUrl?: string;
  photoProblem?: PhotoProblem;
  checkingPhoto: boolean;
  uploading: boolean;
  /** 0 to 1. */
  progress: number;
  /** The upload failed (the form is kept). */
  failure: ApiError | null;
  /** Send is enabled (the chart accepts RECEIPT.SUBMIT, and the network is there). */
  canSubmit: boolean;
  /** Why Send is disabled by the network (a message id), else null. */
  submitDisabledReasonId: string | null;
  canRetry: boolean;
  onField: (field: keyof ReceiptFormValues, value: string) => void;
  onPhoto: (file: File) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

export interface ReceiptUploadView {
  stage: ReceiptUploadStage;
  /** The running call has passed REQUEST_SLOW. */
  slow: boolean;
  /** The stores or the receipt could not be read: the error and Try again. */
  loadFailure?: { error: ApiError | null; canRetry: boolean; onRetry: () => void };
  /** The receipt is sent: what was sent, whether it was a correction, and Send another when the chart offers it. */
  done?: { result: Receipt; resent: boolean; canAnother: boolean; onAnother: () => void };
  /** Why the receipt being corrected was rejected, shown above the form. */
  rejectedBecause?: string;
  form: ReceiptUploadFormView;
}

/** Facts from outside the receipt chart that the view depends on. */
export interface ReceiptUploadConnectOptions {
  /** No network: Send waits for it (the form and the photo stay in the chart). */
  offline?: boolean;
}

export function connect(snapshot: Snapshot, send: ReceiptUploadSend, options: ReceiptUploadConnectOptions = {}): ReceiptUploadView {
  const { context } = snapshot;
  const offline = Boolean(options.offline);
  const stage = selectStage(snapshot);
  const error = selectError(snapshot);
  const canRetry = snapshot.can({ type: 'RECEIPT.RETRY' });
  const onRetry = () => send({ type: 'RECEIPT.RETRY' });
  return {
    stage,
    slow: selectSlow(snapshot),
    loadFailure: stage === 'loadFailed' ? { error, canRetry, onRetry } : undefined,
    done:
      stage === 'done' && context.result
        ? { result: context.result, resent: context.mode === 'edit', canAnother: snapshot.can({ type: 'RECEIPT.ANOTHER' }), onAnother: () => send({ type: 'RECEIPT.ANOTHER' }) }
        : undefined,
    rejectedBecause: context.mode === 'edit' && context.original?.remark ? context.original.remark : undefined,
    form: {
      mode: context.mode,
      values: context.values,
      stores: context.stores,
      errors: selectFieldErrors(snapshot),
      photo: context.photo,
      storedPhotoUrl: context.original?.imageUrl,
      photoProblem: context.photoProblem,
      checkingPhoto: selectCheckingPhoto(snapshot),
      uploading: stage === 'uploading',
      progress: context.progress,
      failure: stage === 'failed' ? error : null,
      canSubmit: !offline && snapshot.can({ type: 'RECEIPT.SUBMIT' }),
      submitDisabledReasonId: offline ? CONNECTIVITY_MESSAGES.needsNetwork : null,
      canRetry,
      onField: (field, value) => send({ type: 'RECEIPT.FIELD_CHANGED', field, value }),
      onPhoto: (file) => send({ type: 'RECEIPT.PHOTO_CHOSEN', file }),
      onSubmit: () => {
        if (!offline) send({ type: 'RECEIPT.SUBMIT' });
      },
      onRetry,
    },
  };
}
