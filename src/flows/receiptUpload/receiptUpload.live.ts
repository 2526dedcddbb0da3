/**
 * Real actors of receipt upload and correction: the store list (the platform's GET /place with the agency id,
 * through src/api/adapters/store.ts), the receipt to correct
 * (GET /receipt/{id}), scaling a photo down in the browser (createImageBitmap + canvas), and the upload
 * (POST /receipt/upload or POST /receipt/{id}, multipart with the attempt's tranId) through a fetch that
 * reports progress. Stopping the upload actor aborts the request.
 */
import { fromCallback, fromPromise } from 'xstate';
import { receiptUploadMachine } from '@machines/receiptUpload/receiptUpload.machine';
import type { LoadReceiptFormOutput, ReceiptUploadEvent, ScaledPhoto, UploadReceiptInput } from '@machines/receiptUpload/receiptUpload.types';
import { createProgressFetch } from '@/api/progressFetch';
import { unwrap } from '@/api/unwrap';
import type { PointServices } from '@/flows/pointHistory/pointHistory.live';
import { branchFromWire, placeQuery } from '@/api/adapters/store';
import type { RuntimeSettings } from '@machines/session/settings.types';
import { receiptFromApi } from '@/domain/receipt/fromApi';
import { scaleInBrowser } from '@/platform/photo/scalePhoto';

/** Store choices come from one page of the store list. */
const STORE_PAGE = 100;

export interface ReceiptUploadOptions {
  /** @default scaleInBrowser */
  scale?: (file: File) => Promise<ScaledPhoto>;
}

export function createReceiptUploadLogic(services: PointServices & { settings: Pick<RuntimeSettings, 'agencyId'> }, options: ReceiptUploadOptions = {}) {
  const modules = services.clients.modules;
  const loadReceiptForm = fromPromise<LoadReceiptFormOutput, { receiptId?: string }>(async ({ input, signal }) => {
    const [stores, receipt] = await Promise.all([
      modules.GET('/place', { params: { query: placeQuery({ agencyId: services.settings.agencyId, top: STORE_PAGE }) }, signal }).then((r) => unwrap(r).map(branchFromWire)),
      input.receiptId
        ? modules.GET('/receipt/{receiptId}', { params: { path: { receiptId: input.receiptId }, query: { locale: services.session.getSnapshot().context.locale } }, signal }).then((r) => unwrap(r).data)
        : Promise.resolve(undefined),
    ]);
    return { stores: stores.map((s) => ({ id: s.id, name: s.name })), receipt: receipt ? receiptFromApi(receipt) : undefined };
  });
  const scalePhoto = fromPromise<ScaledPhoto, { file: File }>(({ input }) => options.scale ? options.scale(input.file) : scaleInBrowser(input.file));
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
