/**
 * The Buy options' connect: snapshot + send → what the panel shows (the choice, the missing options after a
 * refused Add, adding, the added confirmation, a failure) with Add enabled from snapshot.can, and the handlers
 * that send the chart's events. Pure like the chart, so the panel, its replay and the tests share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import { CONNECTIVITY_MESSAGES } from '@machines/connectivity/connectivity.connect';
import type { buyOptionsMachine } from './buyOptions.machine';
import { selectBuyOptionsView, selectCanAdd, type BuyOptionsView } from './buyOptions.selectors';
import type { BuyOptionsEvent } from './buyOptions.types';

/** Sends one of the Buy options' events (the running actor's `send`). */
export type BuyOptionsSend = (event: BuyOptionsEvent) => void;

/** The panel's view and its intents. */
export interface BuyOptionsPanelView extends BuyOptionsView {
  /** Add to cart is enabled (the chart takes OPTIONS.ADD, and the network is there). */
  canAdd: boolean;
  /** Why Add is disabled by the network (a message id), else null. */
  addDisabledReasonId: string | null;
  onColor: (code: string) => void;
  onSize: (code: string) => void;
  onQuantity: (quantity: number) => void;
  onAdd: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

/** Facts from outside the Buy options chart that the panel depends on. */
export interface BuyOptionsConnectOptions {
  /** No network: Add waits for it (the chosen options stay in the chart). */
  offline?: boolean;
}

export function connect(snapshot: SnapshotFrom<typeof buyOptionsMachine>, send: BuyOptionsSend, options: BuyOptionsConnectOptions = {}): BuyOptionsPanelView {
  const offline = Boolean(options.offline);
  return {
    ...selectBuyOptionsView(snapshot),
    canAdd: !offline && selectCanAdd(snapshot),
    addDisabledReasonId: offline ? CONNECTIVITY_MESSAGES.needsNetwork : null,
    onColor: (code) => send({ type: 'OPTIONS.COLOR_CHOSEN', code }),
    onSize: (code) => send({ type: 'OPTIONS.SIZE_CHOSEN', code }),
    onQuantity: (quantity) => send({ type: 'OPTIONS.QUANTITY_CHANGED', quantity }),
    onAdd: () => {
      if (!offline) send({ type: 'OPTIONS.ADD' });
    },
    onRetry: () => send({ type: 'OPTIONS.RETRY' }),
    onDismiss: () => send({ type: 'OPTIONS.DISMISS' }),
  };
}
