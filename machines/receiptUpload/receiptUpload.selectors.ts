import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { ReceiptUploadMachine } from './receiptUpload.machine';

export type ReceiptUploadSnapshot = SnapshotFrom<ReceiptUploadMachine>;

export type ReceiptUploadStage = 'loading' | 'loadFailed' | 'notEditable' | 'form' | 'uploading' | 'failed' | 'done';

export function selectStage(s: ReceiptUploadSnapshot): ReceiptUploadStage {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('notEditable')) return 'notEditable';
  if (s.matches('uploading')) return 'uploading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('done')) return 'done';
  return 'form';
}

/** The translated message of the last failure (load or upload). */
export function selectError(s: ReceiptUploadSnapshot): ApiError | null {
  return s.context.error ?? null;
}

/** Field errors, only after the first submit attempt. */
export const selectFieldErrors = (s: ReceiptUploadSnapshot) => (s.context.showErrors ? s.context.errors : {});
export const selectCheckingPhoto = (s: ReceiptUploadSnapshot) => s.hasTag('checkingPhoto');
export const selectSlow = (s: ReceiptUploadSnapshot) => s.hasTag('slow');
