import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { missingOptions, type MissingOption } from '@/domain/cart/productOptions';
import type { buyOptionsMachine } from './buyOptions.machine';

type Snapshot = SnapshotFrom<typeof buyOptionsMachine>;

export interface BuyOptionsView {
  color?: string;
  size?: string;
  quantity: number;
  /** Options still to choose, shown only after an Add that was refused. */
  missing: MissingOption[];
  adding: boolean;
  slow: boolean;
  /** The cart count after the add, while the confirmation shows. */
  addedCount?: number;
  error?: ApiError;
}

export function selectBuyOptionsView(snapshot: Snapshot): BuyOptionsView {
  const { context } = snapshot;
  const view: BuyOptionsView = {
    quantity: context.quantity,
    missing: snapshot.matches({ choosing: 'incomplete' }) ? missingOptions(context.options, context) : [],
    adding: snapshot.hasTag('adding'),
    slow: snapshot.hasTag('slow'),
  };
  if (context.color) view.color = context.color;
  if (context.size) view.size = context.size;
  if (snapshot.matches({ choosing: 'added' }) && context.count !== undefined) view.addedCount = context.count;
  if (snapshot.matches('failed') && context.error) view.error = context.error;
  return view;
}

/** Add to cart is enabled exactly when the chart takes it. */
export const selectCanAdd = (snapshot: Snapshot): boolean => snapshot.can({ type: 'OPTIONS.ADD' });
