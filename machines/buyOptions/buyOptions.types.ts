import type { ApiError } from '@/domain/apiError';
import type { ProductOptions } from '@/domain/cart/productOptions';

export interface BuyOptionsInput {
  campaignId: string;
  options: ProductOptions;
}

export interface BuyOptionsContext {
  campaignId: string;
  options: ProductOptions;
  /** Chosen colour and size codes. */
  color?: string;
  size?: string;
  quantity: number;
  /** Client id of the current add attempt, reused by its retries (src/domain/write/tranId.ts). */
  tranId?: string;
  /** Cart count after the last add. */
  count?: number;
  error?: ApiError;
}

/** What the add actor sends: one item, its options, and the attempt's tranId. */
export interface AddToCartInput {
  campaignId: string;
  color?: string;
  size?: string;
  quantity: number;
  tranId: string;
}

export type BuyOptionsEvent =
  | { type: 'OPTIONS.COLOR_CHOSEN'; code: string }
  | { type: 'OPTIONS.SIZE_CHOSEN'; code: string }
  | { type: 'OPTIONS.QUANTITY_CHANGED'; quantity: number }
  | { type: 'OPTIONS.ADD' }
  | { type: 'OPTIONS.RETRY' }
  | { type: 'OPTIONS.DISMISS' };

export type BuyOptionsTag = 'adding' | 'slow';
