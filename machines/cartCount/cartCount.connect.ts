/**
 * The shell's cart count connect: snapshot + send → the count the badge shows and the handlers that send the
 * chart's events (a sign-in or sign-out, a count a flow reported, a refresh). Pure like the chart, so the
 * shell, the flows that change the cart, the replay and the tests share one mapping of intents to events.
 */
import type { SnapshotFrom } from 'xstate';
import type { CartCountMachine } from './cartCount.machine';
import { selectCartBadgeCount } from './cartCount.selectors';
import type { CartCountEvent } from './cartCount.types';

/** Sends one of the cart count's events (the running actor's `send`). */
export type CartCountSend = (event: CartCountEvent) => void;

/** What can be told to the cart count; they only wrap `send`, so they hold for the actor's lifetime. */
export interface CartCountIntents {
  /** The member signed in or out (or another account signed in): the count follows. */
  onSessionChanged: (signedIn: boolean) => void;
  /** A flow changed the cart and its answer carried the new count. */
  onCountChanged: (count: number) => void;
  /** Read the count again. */
  onRefresh: () => void;
}

export interface CartCountView extends CartCountIntents {
  /** The count the badge shows: only for a signed-in member, once known. */
  count?: number;
}

/** The handlers alone, for callers that tell the chart things without showing its count. */
export function intents(send: CartCountSend): CartCountIntents {
  return {
    onSessionChanged: (signedIn) => send({ type: signedIn ? 'CART.SIGNED_IN' : 'CART.SIGNED_OUT' }),
    onCountChanged: (count) => send({ type: 'CART.COUNT_CHANGED', count }),
    onRefresh: () => send({ type: 'CART.REFRESH' }),
  };
}

export function connect(snapshot: SnapshotFrom<CartCountMachine>, send: CartCountSend): CartCountView {
  return { count: selectCartBadgeCount(snapshot), ...intents(send) };
}
