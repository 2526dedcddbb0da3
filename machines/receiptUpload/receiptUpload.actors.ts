import { fromCallback } from 'xstate';
import { notProvided } from '../shared/provided';
import type { LoadReceiptFormOutput, ReceiptUploadEvent, ScaledPhoto, UploadReceiptInput } from './receiptUpload.types';

/** The store list, and for an edit the receipt to correct. Real one: src/flows/receiptUpload/receiptUpload.live.ts. */
export const loadReceiptForm = notProvided<LoadReceiptFormOutput, { receiptId?: string }>('receiptUpload.loadReceiptForm');

/** Scales a raster photo down to 640 px on its long side (in the browser; never upscales). */
export const scalePhoto = notProvided<ScaledPhoto, { file: File }>('receiptUpload.scalePhoto');

/**
 * Sends the receipt (multipart) and reports progress: sends back RECEIPT.UPLOAD_PROGRESS while bytes go
 * out, then RECEIPT.UPLOADED or RECEIPT.UPLOAD_FAILED. Stopping it (timeout, leaving) aborts the request.
 */
export const uploadReceipt = fromCallback<ReceiptUploadEvent, UploadReceiptInput>(() => {
  throw new Error('receiptUpload.uploadReceipt is not provided');
});
