/**
 * The cart count's generated paths driven through the cart link of the page frame (src/ui/layout/CartLink.tsx
 * with the count the app reads through useCartBadgeCount, the cartCount connect). Nothing on this badge is pressed
 * to change the count: sign-in and sign-out come from the session, new counts and refreshes from the flows that
 * change the cart, so every event is fed; the badge is checked after each.
 */
import { useSelector } from '@xstate/react';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/cartCount/cartCount.connect';
import { cartCountFlow } from '@machines/cartCount/cartCount.flow';
import type { CartCountMachine } from '@machines/cartCount/cartCount.machine';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { CartLink } from '@/ui/layout/CartLink';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

type Actor = ActorRefFrom<CartCountMachine>;

/** The page frame's cart link: shown to a signed-in member (the session's word, here the chart's), with the count the connect gives. */
function Badge({ actor }: { actor: Actor }) {
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));
  const count = useSelector(actor, (s) => connect(s, actor.send).count);
  return signedIn ? <CartLink count={count} /> : null;
}

const executors = {
  'CART.SIGNED_IN': fed,
  'CART.SIGNED_OUT': fed,
  'CART.COUNT_CHANGED': fed,
  'CART.REFRESH': fed,
  'xstate.done.actor.loadCartCount': fed,
  'xstate.error.actor.loadCartCount': fed,
  'xstate.after.COUNT_RETRY': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<CartCountMachine>, ScreenExecutor>;

/** The link to the cart, with the last known count (none before the first answer; no badge for an empty cart). */
function badgeShowsCount(run: FlowRun) {
  const count = (run.actor.getSnapshot().context as { count?: number }).count;
  const link = screen.getByTestId('cart-link');
  expect(link).toHaveAttribute('href', '/cart');
  if (count === undefined) {
    expect(link).toHaveAccessibleName('Cart');
    expect(screen.queryByTestId('cart-count')).toBeNull();
  } else if (count === 0) {
    // An empty cart: no badge, the name says it is empty.
    expect(link).toHaveAccessibleName('Cart, empty');
    expect(screen.queryByTestId('cart-count')).toBeNull();
  } else {
    expect(link).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
    expect(screen.getByTestId('cart-count')).toHaveTextContent(String(count));
  }
}

replayThroughScreen({
  flow: cartCountFlow,
  executors,
  render: (run) => {
    const router = createMemoryRouter([{ path: '/', element: <Badge actor={run.actor as unknown as Actor} /> }], { initialEntries: ['/'] });
    return <RouterProvider router={router} />;
  },
  expectations: {
    signedOut: () => expect(screen.queryByTestId('cart-link')).toBeNull(),
    'signedIn.loading.waiting': badgeShowsCount,
    'signedIn.loading.slow': badgeShowsCount,
    'signedIn.shown': badgeShowsCount,
    'signedIn.failed': badgeShowsCount,
  },
});
