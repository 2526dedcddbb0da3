import { defineFlow } from '../flow';
import { receiptUploadMachine } from './receiptUpload.machine';

const stores = [{ id: '201', name: 'Siam Square' }, { id: '202', name: 'Ari' }];
const rejected = { id: 'rc-3', branch: 'Ari', store: 'Ari', storeId: '202', spending: 180, imageUrl: '/receipt.svg', status: 'reject', uploadDate: 1_763_000_000, remark: 'Unclear photo' };
const stored = { id: 'rc-9', branch: 'Siam', store: 'Siam Square', storeId: '201', spending: 245, status: 'waiting', uploadDate: 1_763_000_000 };
const png = (size: number) => ({ file: { name: 'receipt.png', type: 'image/png', size } });

export const receiptUploadFlow = defineFlow({
  id: 'receiptUpload',
  title: 'Receipt upload and correction',
  purpose:
    'Collect points by sending a receipt (branch, store, amount, photo): the photo is checked by type, scaled down to 640 px and refused over 2 MB, uploaded with a progress bar, retried with the same tranId after a failure; a rejected receipt is corrected and sent again.',
  machine: receiptUploadMachine,
  screen: true,
  input: { mode: 'new' },
  inputs: { edit: { mode: 'edit', receiptId: 'rc-3' } },
  events: {
    'xstate.done.actor.loadReceiptForm': [{ output: { stores } }, { output: { stores, receipt: rejected } }, { output: { stores, receipt: { ...rejected, status: 'approved' } } }],
    'xstate.error.actor.loadReceiptForm': [{ error: { message: 'Network error', status: 0 } }],
    'RECEIPT.FIELD_CHANGED': [
      { field: 'branch', value: 'Siam' },
      { field: 'store', value: '201' },
      { field: 'spending', value: '245' },
    ],
    'RECEIPT.PHOTO_CHOSEN': [png(900_000), { file: { name: 'notes.txt', type: 'text/plain', size: 10 } }, { file: { name: 'scan.pdf', type: 'application/pdf', size: 3_000_000 } }, { file: { name: 'scan.pdf', type: 'application/pdf', size: 300_000 } }],
    'xstate.done.actor.scalePhoto': [
      { output: { file: { size: 120_000, type: 'image/png' }, width: 640, height: 480, scaled: true } },
      { output: { file: { size: 2_500_000, type: 'image/png' }, width: 640, height: 480, scaled: true } },
    ],
    'xstate.error.actor.scalePhoto': [{ error: { message: 'Cannot decode' } }],
    'RECEIPT.SUBMIT': [{}],
    'RECEIPT.UPLOAD_PROGRESS': [{ loaded: 50, total: 100 }],
    'RECEIPT.UPLOADED': [{ receipt: stored }],
    'RECEIPT.UPLOAD_FAILED': [{ error: { message: 'Service unavailable', status: 503 } }],
    'RECEIPT.RETRY': [{}],
    'RECEIPT.ANOTHER': [{}],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      mode: snapshot.context.mode,
      valid: Object.keys(snapshot.context.errors).length === 0 && snapshot.context.values.branch !== '' && snapshot.context.values.store !== '' && snapshot.context.values.spending !== '',
      photo: Boolean(snapshot.context.photo),
      pending: snapshot.context.pending ? `${snapshot.context.pending.type}:${snapshot.context.pending.size > 2_097_152}` : null,
      showErrors: snapshot.context.showErrors,
      tranId: Boolean(snapshot.context.tranId),
    }),
  limit: 3000,
});
