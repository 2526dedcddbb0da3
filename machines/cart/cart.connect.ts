/**
 * The cart's connect: snapshot + send → what /cart shows (the lines in their state, the open dialog, the
 * checkout return) and the handlers that send the chart's events. Pure like the chart, so the screen, its
 * replay and tests share one mapping; Delete, Clear and Checkout are enabled from snapshot.can.
 */
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { CartLine, CartSummary } from '@/domain/cart/cart';
import type { cartMachine } from './cart.machine';
import {
  selectCanCheckout,
  selectCanClear,
  selectCanDelete,
  selectCart,
  selectCartDialog,
  selectCartError,
  selectCartStatus,
  selectCheckoutOutcome,
  selectIsBusy,
  selectIsLeaving,
  selectIsSlow,
  selectPendingLine,
  type CartDialog,
  type CartStatus,
} from './cart.selectors';
import type { CartEvent, CheckoutOutcome } from './cart.types';

type Snapshot = SnapshotFrom<typeof cartMachine>;
/** Sends one of the cart chart's events (the running actor's `send`). */
export type CartSend = (event: CartEvent) => void;

export interface CartConnectView {
  status: CartStatus;
  cart?: CartSummary;
  /** What a checkout return said, until dismissed. */
  outcome?: CheckoutOutcome;
  /** The dialog open now: a confirmation or a failure. */
  dialog: CartDialog;
  /** The line waiting for the delete confirmation. */
  pendingLine?: CartLine;
  error?: ApiError;
  busy: boolean;
  slow: boolean;
  /** The member is being handed to the checkout page. */
  leaving: boolean;
  canDelete: boolean;
  canClear: boolean;
  canCheckout: boolean;
  onRetry: () => void;
  onDelete: (key: string) => void;
  onClear: () => void;
  onCheckout: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onDismissOutcome: () => void;
}

export function connect(snapshot: Snapshot, send: CartSend): CartConnectView {
  return {
    status: selectCartStatus(snapshot),
    cart: selectCart(snapshot),
    outcome: selectCheckoutOutcome(snapshot),
    dialog: selectCartDialog(snapshot),
    pendingLine: selectPendingLine(snapshot),
    error: selectCartError(snapshot),
    busy: selectIsBusy(snapshot),
    slow: selectIsSlow(snapshot),
    leaving: selectIsLeaving(snapshot),
    canDelete: selectCanDelete(snapshot),
    canClear: selectCanClear(snapshot),
    canCheckout: selectCanCheckout(snapshot),
    onRetry: () => send({ type: 'CART.RETRY' }),
    onDelete: (key) => send({ type: 'CART.DELETE', key }),
    onClear: () => send({ type: 'CART.CLEAR' }),
    onCheckout: () => send({ type: 'CART.CHECKOUT' }),
    onConfirm: () => send({ type: 'CART.CONFIRM' }),
    onCancel: () => send({ type: 'CART.CANCEL' }),
    onDismissOutcome: () => send({ type: 'CART.DISMISS' }),
  };
}
