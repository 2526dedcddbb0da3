import type { ApiError } from '@/domain/apiError';
import type { ReceiptFormErrors, ReceiptFormValues } from '@/domain/receipt/receiptForm';
import type { Receipt, StoreOption } from '@/domain/receipt/receipt';

/** A new receipt (/collectpoint) or the correction of a rejected one (/profile/receipthistoryedit). */
export type ReceiptUploadInput = { mode: 'new' } | { mode: 'edit'; receiptId: string };

/** A photo ready to send (after the type check and, for raster images, scaling). */
export interface ReceiptPhoto {
  file: Blob;
  name: string;
  type: string;
  size: number;
  /** Pixels, when known (raster images). */
  width?: number;
  height?: number;
  /** It was scaled down in the browser. */
  scaled: boolean;
  /** A small data: URL thumbnail to show (raster photos only; the CSP allows data: images). */
  previewUrl?: string;
}

/** What the photo check refused. */
export type PhotoProblem = 'type' | 'tooLarge' | 'unreadable';

export interface ReceiptUploadContext {
  mode: 'new' | 'edit';
  receiptId?: string;
  stores: StoreOption[];
  values: ReceiptFormValues;
  /** The receipt being corrected (edit), with its stored photo. */
  original?: Receipt;
  /** A file the member just chose, before it is checked. */
  pending?: File;
  photo?: ReceiptPhoto;
  photoProblem?: PhotoProblem;
  /** Errors show after the first submit attempt (spec section 5). */
  showErrors: boolean;
  errors: ReceiptFormErrors;
  /** 0 to 1. */
  progress: number;
  /** Client transaction id of the current attempt; reused by its retries. */
  tranId?: string;
  error?: ApiError;
  result?: Receipt;
}

export interface LoadReceiptFormOutput {
  stores: StoreOption[];
  receipt?: Receipt;
}

export interface UploadReceiptInput {
  receiptId?: string;
  branch: string;
  store: string;
  spending: number;
  /** A new photo (absent on an edit that keeps the stored one). */
  photo?: Blob;
  photoName?: string;
  tranId: string;
}

export interface ScaledPhoto {
  file: Blob;
  width: number;
  height: number;
  scaled: boolean;
  /** A small data: URL thumbnail. */
  previewUrl?: string;
}

export type ReceiptUploadEvent =
  | { type: 'RECEIPT.FIELD_CHANGED'; field: keyof ReceiptFormValues; value: string }
  | { type: 'RECEIPT.PHOTO_CHOSEN'; file: File }
  | { type: 'RECEIPT.SUBMIT' }
  | { type: 'RECEIPT.RETRY' }
  | { type: 'RECEIPT.ANOTHER' }
  /** From the upload actor: bytes sent so far. */
  | { type: 'RECEIPT.UPLOAD_PROGRESS'; loaded: number; total: number }
  /** From the upload actor: the server stored the receipt. */
  | { type: 'RECEIPT.UPLOADED'; receipt: Receipt }
  /** From the upload actor: the upload failed. */
  | { type: 'RECEIPT.UPLOAD_FAILED'; error: unknown };

export type ReceiptUploadTag = 'loading' | 'submittable' | 'uploading' | 'checkingPhoto' | 'slow';
