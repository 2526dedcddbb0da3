/** Reading the receipt forms (multipart) and writing the Receipt schema of openapi/modules.yaml. */
import { receiptFileProblem } from '@/domain/receipt/receiptFile';
import { badRequest, pick } from '@/sandbox/services/common';
import { ErrorId, SandboxError } from '@/sandbox/world/auth';
import { MAX_KEPT_PHOTO_BYTES, type ReceiptInput } from '@/sandbox/world/receipts';
import type { LocaleCode, Member, Receipt, WorldState } from '@/sandbox/world/types';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Parses and checks an upload or resubmit form; `photoRequired` for a new upload. */
export async function receiptForm(request: Request, photoRequired: boolean): Promise<ReceiptInput> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('The request body must be multipart form data.');
  }
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  const spending = Number(text('spending'));
  const tranId = text('tranId');
  if (!text('store') || !Number.isFinite(spending) || spending <= 0) throw badRequest('store and spending (above 0) are required.');
  if (!tranId) throw badRequest('tranId is required.');
  const photo = form.get('photo');
  let photoDataUrl: string | undefined;
  if (photo && typeof photo !== 'string') {
    const problem = receiptFileProblem(photo);
    if (problem) {
      throw new SandboxError(400, ErrorId.receiptFileRefused, 'receipt_file_refused', problem === 'type' ? 'This kind of file is not accepted.' : 'The file is over 2 MB.');
    }
    if (photo.type.startsWith('image/') && photo.size <= MAX_KEPT_PHOTO_BYTES) {
      photoDataUrl = `data:${photo.type};base64,${toBase64(new Uint8Array(await photo.arrayBuffer()))}`;
    }
  } else if (photoRequired) {
    throw badRequest('A receipt photo is required.');
  }
  return { branch: text('branch'), store: text('store'), spending, tranId, photoDataUrl };
}

/** The Receipt schema for a stored receipt, store name in the member's language. */
export function toReceipt(w: WorldState, r: Receipt, member: Member, locale: LocaleCode = member.locale) {
  const store = w.stores.find((s) => s.id === r.storeId);
  return {
    id: r.id,
    branch: r.branch,
    store: store ? pick(store.name, locale) : r.branch,
    storeId: String(r.storeId),
    spending: r.spending,
    imageUrl: r.imageUrl,
    status: r.status === 'waiting' ? ('waiting confirm' as const) : r.status,
    points: r.status === 'approved' ? r.points : null,
    uploadDate: r.uploadDate,
    ...(r.remark ? { remark: pick(r.remark, locale) } : {}),
  };
}
