import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { CartLine, CartSummary } from '@/domain/cart/cart';
import type { cartMachine } from './cart.machine';
import type { CheckoutOutcome } from './cart.types';

type Snapshot = SnapshotFrom<typeof cartMachine>;

export type CartStatus = 'loading' | 'loaded' | 'empty' | 'failed';

export function selectCartStatus(snapshot: Snapshot): CartStatus {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('loaded')) return 'loaded';
  // While it reloads after a change, the lines already shown stay.
  return snapshot.context.cart && snapshot.matches('loading') ? 'loaded' : 'loading';
}

export type CartDialog = 'none' | 'confirmDelete' | 'confirmClear' | 'deleteFailed' | 'clearFailed' | 'handoffFailed';

export function selectCartDialog(snapshot: Snapshot): CartDialog {
  for (const dialog of ['confirmDelete', 'confirmClear', 'deleteFailed', 'clearFailed', 'handoffFailed'] as const) {
    const state = dialog === 'confirmDelete' ? 'confirmingDelete' : dialog === 'confirmClear' ? 'confirmingClear' : dialog;
    if (snapshot.matches({ loaded: state })) return dialog;
  }
  return 'none';
}

export const selectCart = (snapshot: Snapshot): CartSummary | undefined => snapshot.context.cart;
export const selectCartError = (snapshot: Snapshot): ApiError | undefined => snapshot.context.error;
export const selectCheckoutOutcome = (snapshot: Snapshot): CheckoutOutcome | undefined => snapshot.context.outcome;
export const selectIsBusy = (snapshot: Snapshot): boolean => snapshot.hasTag('busy') || snapshot.hasTag('loading');
export const selectIsSlow = (snapshot: Snapshot): boolean => snapshot.hasTag('slow');
export const selectIsLeaving = (snapshot: Snapshot): boolean => snapshot.matches({ loaded: 'leaving' });

/** The line waiting for the delete confirmation. */
export function selectPendingLine(snapshot: Snapshot): CartLine | undefined {
  const key = snapshot.context.pendingKey;
  return key ? snapshot.context.cart?.groups.flatMap((g) => g.lines).find((l) => l.key === key) : undefined;
}

/** Buttons follow the chart. */
export const selectCanDelete = (snapshot: Snapshot): boolean => snapshot.can({ type: 'CART.DELETE', key: '' });
export const selectCanClear = (snapshot: Snapshot): boolean => snapshot.can({ type: 'CART.CLEAR' });
export const selectCanCheckout = (snapshot: Snapshot): boolean => snapshot.can({ type: 'CART.CHECKOUT' });
