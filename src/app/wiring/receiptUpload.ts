/**
 * Real actors of receipt upload and correction: the store list (GET /place), the receipt to correct
 * (GET /receipt/{id}), scaling a photo down in the browser (createImageBitmap + canvas), and the upload
 * (POST /receipt/upload or POST /receipt/{id}, multipart with the attempt's tranId) through a fetch that
 * reports progress. Stopping the upload actor aborts the request.
 */
import { fromCallback, fromPromise } from 'xstate';
import { receiptUploadMachine } from '@machines/receiptUpload/receiptUpload.machine';
import type { LoadReceiptFormOutput, ReceiptUploadEvent, ScaledPhoto, UploadReceiptInput } from '@machines/receiptUpload/receiptUpload.types';
import { createProgressFetch } from '@/api/progressFetch';
import { unwrap } from '@/api/unwrap';
import type { PointServices } from '@/app/wiring/pointHistory';
import { receiptFromApi } from '@/domain/receipt/fromApi';
import { RECEIPT_LONG_SIDE, scaledSize } from '@/domain/receipt/receiptFile';

/** Store choices come from one page of the store list. */
const STORE_PAGE = 100;

/** Long side of the thumbnail shown next to the form. */
const PREVIEW_LONG_SIDE = 192;

function drawScaled(bitmap: ImageBitmap, longSide: number): HTMLCanvasElement {
  const size = scaledSize(bitmap.width, bitmap.height, longSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

/**
 * Scales a jpeg or png to {@link RECEIPT_LONG_SIDE} px on its long side (a small one is sent as it is)
 * and makes a small data: URL thumbnail (object URLs would need blob: in the Content-Security-Policy).
 */
export async function scaleInBrowser(file: File): Promise<ScaledPhoto> {
  const bitmap = await createImageBitmap(file);
  try {
    const previewUrl = drawScaled(bitmap, PREVIEW_LONG_SIDE).toDataURL('image/jpeg', 0.7);
    const size = scaledSize(bitmap.width, bitmap.height, RECEIPT_LONG_SIDE);
    if (size.width === bitmap.width && size.height === bitmap.height) return { file, width: bitmap.width, height: bitmap.height, scaled: false, previewUrl };
    const canvas = drawScaled(bitmap, RECEIPT_LONG_SIDE);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Could not encode the photo'))), type, 0.85));
    return { file: blob, width: size.width, height: size.height, scaled: true, previewUrl };
  } finally {
    bitmap.close();
  }
}

export interface ReceiptUploadOptions {
  /** @default scaleInBrowser */
  scale?: (file: File) => Promise<ScaledPhoto>;
}

export function createReceiptUploadLogic(services: PointServices, options: ReceiptUploadOptions = {}) {
  const modules = services.clients.modules;
  const loadReceiptForm = fromPromise<LoadReceiptFormOutput, { receiptId?: string }>(async ({ input, signal }) => {
    const [stores, receipt] = await Promise.all([
      modules.GET('/place', { params: { query: { top: STORE_PAGE } }, signal }).then((r) => unwrap(r).data ?? []),
      input.receiptId
        ? modules.GET('/receipt/{receiptId}', { params: { path: { receiptId: input.receiptId }, query: { locale: services.session.getSnapshot().context.locale } }, signal }).then((r) => unwrap(r).data)
        : Promise.resolve(undefined),
    ]);
    return { stores: stores.map((s) => ({ id: s.id, name: s.name })), receipt: receipt ? receiptFromApi(receipt) : undefined };
  });
  const scalePhoto = fromPromise<ScaledPhoto, { file: File }>(({ input }) => (options.scale ?? scaleInBrowser)(input.file));
  const uploadReceipt = fromCallback<ReceiptUploadEvent, UploadReceiptInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const fetch = createProgressFetch((loaded, total) => sendBack({ type: 'RECEIPT.UPLOAD_PROGRESS', loaded, total }));
    const photo = input.photo ? new File([input.photo], input.photoName ?? 'receipt', { type: input.photo.type }) : undefined;
    const fields = { branch: input.branch, store: input.store, spending: input.spending, tranId: input.tranId };
    const call = input.receiptId
      ? modules.POST('/receipt/{receiptId}', { params: { path: { receiptId: input.receiptId } }, body: { ...fields, ...(photo ? { photo } : {}) }, signal: controller.signal, fetch })
      : modules.POST('/receipt/upload', { body: { ...fields, photo: photo as File }, signal: controller.signal, fetch });
    call
      .then((result) => {
        const data = unwrap(result).data;
        if (!data) throw new Error('The receipt answer had no data');
        sendBack({ type: 'RECEIPT.UPLOADED', receipt: receiptFromApi(data) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) sendBack({ type: 'RECEIPT.UPLOAD_FAILED', error });
      });
    return () => controller.abort();
  });
  return receiptUploadMachine.provide({
    actors: { loadReceiptForm, scalePhoto, uploadReceipt },
    actions: { refreshMember: () => services.session.send({ type: 'SESSION.PROFILE_REFRESH' }) },
  });
}
