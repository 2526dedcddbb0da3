/** A receipt as the screens read it (spec section 3, "Receipt upload"), and the store choices. */

/** Statuses of spec section 3: waiting confirm, approved, reject. */
export type ReceiptStatus = 'waiting' | 'approved' | 'reject';

export interface Receipt {
  id: string;
  branch: string;
  store: string;
  storeId?: string;
  /** Baht. */
  spending: number;
  imageUrl?: string;
  status: ReceiptStatus;
  /** Points credited (approved only). */
  points?: number;
  /** Unix seconds. */
  uploadDate: number;
  /** Why it was rejected. */
  remark?: string;
}

export interface StoreOption {
  id: string;
  name: string;
}

/** The backend's status words → ours. */
export function receiptStatusFromApi(status: 'waiting confirm' | 'approved' | 'reject'): ReceiptStatus {
  return status === 'waiting confirm' ? 'waiting' : status;
}

/** Ours → the backend's (for the status filter). */
export function receiptStatusToApi(status: ReceiptStatus): 'waiting confirm' | 'approved' | 'reject' {
  return status === 'waiting' ? 'waiting confirm' : status;
}
