/**
 * The receipt form of /collectpoint and /profile/receipthistoryedit (spec section 3, "Receipt upload":
 * branch, store, spending, receipt photo). Rules return message-id suffixes, never text.
 */

export interface ReceiptFormValues {
  branch: string;
  /** Store id from the store list. */
  store: string;
  /** Amount spent in baht, as typed. */
  spending: string;
}

export type ReceiptField = keyof ReceiptFormValues | 'photo';

/** Field → message-id suffix (`receipt.error.<suffix>`). */
export type ReceiptFormErrors = Partial<Record<ReceiptField, string>>;

/** Largest amount accepted, in baht. */
const MAX_SPENDING = 1_000_000;

/** The amount as a number, or undefined when it is not a positive amount with at most two decimals. */
export function parseSpending(value: string): number | undefined {
  const text = value.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const amount = Number(text);
  return amount > 0 && amount <= MAX_SPENDING ? amount : undefined;
}

/** Errors of the form; `hasPhoto` is false when neither a new nor a stored photo exists. */
export function validateReceiptForm(values: ReceiptFormValues, hasPhoto: boolean): ReceiptFormErrors {
  const errors: ReceiptFormErrors = {};
  if (values.branch.trim() === '') errors.branch = 'branchRequired';
  if (values.store === '') errors.store = 'storeRequired';
  if (values.spending.trim() === '') errors.spending = 'spendingRequired';
  else if (parseSpending(values.spending) === undefined) errors.spending = 'spendingInvalid';
  if (!hasPhoto) errors.photo = 'photoRequired';
  return errors;
}
