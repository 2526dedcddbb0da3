/**
 * The Buy options' connect: snapshot + send → what the panel shows (the choice, the missing options after a
 * refused Add, adding, the added confirmation, a failure) with Add enabled from snapshot.can, and the handlers
 * that send the chart's events. Pure like the chart, so the panel, its replay and the tests share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { buyOptionsMachine } from './buyOptions.machine';
import { selectBuyOptionsView, selectCanAdd, type BuyOptionsView } from './buyOptions.selectors';
import type { BuyOptionsEvent } from './buyOptions.types';

/** Sends one of the Buy options' events (the running actor's `send`). */
export type BuyOptionsSend = (event: BuyOptionsEvent) => void;

/** The panel's view and its intents. */
export interface BuyOptionsPanelView extends BuyOptionsView {
  /** Add to cart is enabled (the chart takes OPTIONS.ADD). */
  canAdd: boolean;
  onColor: (code: string) => void;
  onSize: (code: string) => void;
  onQuantity: (quantity: number) => void;
  onAdd: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof buyOptionsMachine>, send: BuyOptionsSend): BuyOptionsPanelView {
  return {
    ...selectBuyOptionsView(snapshot),
    canAdd: selectCanAdd(snapshot),
    onColor: (code) => send({ type: 'OPTIONS.COLOR_CHOSEN', code }),
    onSize: (code) => send({ type: 'OPTIONS.SIZE_CHOSEN', code }),
    onQuantity: (quantity) => send({ type: 'OPTIONS.QUANTITY_CHANGED', quantity }),
    onAdd: () => send({ type: 'OPTIONS.ADD' }),
    onRetry: () => send({ type: 'OPTIONS.RETRY' }),
    onDismiss: () => send({ type: 'OPTIONS.DISMISS' }),
  };
}
