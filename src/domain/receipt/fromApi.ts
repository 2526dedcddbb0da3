import type { components } from '@/api/schema/modules';
import { receiptStatusFromApi, type Receipt } from '@/domain/receipt/receipt';

/** The Receipt schema of openapi/modules.yaml → the screens' receipt. */
export function receiptFromApi(r: components['schemas']['Receipt']): Receipt {
  return {
    id: r.id,
    branch: r.branch ?? '',
    store: r.store ?? '',
    storeId: r.storeId,
    spending: r.spending ?? 0,
    imageUrl: r.imageUrl,
    status: receiptStatusFromApi(r.status),
    points: r.points ?? undefined,
    uploadDate: r.uploadDate,
    remark: r.remark,
  };
}
