import { fromCallback, fromPromise } from 'xstate';
import type { LoadReceiptFormOutput, ReceiptUploadEvent, ScaledPhoto, UploadReceiptInput } from './receiptUpload.types';

/** The store list, and for an edit the receipt to correct. Real one: src/flows/receiptUpload/receiptUpload.live.ts. */
export const loadReceiptForm = fromPromise<LoadReceiptFormOutput, { receiptId?: string }>(async () => {
  throw new Error('receiptUpload.loadReceiptForm is not provided');
});

/** Scales a raster photo down to 640 px on its long side (in the browser; never upscales). */
export const scalePhoto = fromPromise<ScaledPhoto, { file: File }>(async () => {
  throw new Error('receiptUpload.scalePhoto is not provided');
});

/**
 * Sends the receipt (multipart) and reports progress: sends back RECEIPT.UPLOAD_PROGRESS while bytes go
 * out, then RECEIPT.UPLOADED or RECEIPT.UPLOAD_FAILED. Stopping it (timeout, leaving) aborts the request.
 */
export const uploadReceipt = fromCallback<ReceiptUploadEvent, UploadReceiptInput>(() => {
  throw new Error('receiptUpload.uploadReceipt is not provided');
});
