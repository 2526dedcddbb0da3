/**
 * Runs the shell's cart count (machines/cartCount) for the whole app, below the session: it follows
 * sign-in and sign-out (and a change of account), and any flow that changes the cart reports the new
 * count here through {@link useCartCountReporter}.
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CartCountMachine } from '@machines/cartCount/cartCount.machine';
import { selectCartBadgeCount } from '@machines/cartCount/cartCount.selectors';
import { selectBearer, selectIsLoggedIn } from '@machines/session/session.selectors';
import { useSession } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createCartCountLogic } from './cartCount.live';

type CartCountActor = ActorRefFrom<CartCountMachine>;

const CartCountContext = createContext<CartCountActor | null>(null);

export function CartCountRoot({ children }: { children: ReactNode }) {
  const session = useSession();
  const signedIn = useSelector(session, selectIsLoggedIn);
  const bearer = useSelector(session, selectBearer);
  const actor = useFlow(createCartCountLogic, { signedIn });
  const last = useRef(`${signedIn}:${bearer ?? ''}`);
  useEffect(() => {
    const now = `${signedIn}:${bearer ?? ''}`;
    if (now === last.current) return;
    last.current = now;
    actor.send({ type: signedIn ? 'CART.SIGNED_IN' : 'CART.SIGNED_OUT' });
  }, [actor, signedIn, bearer]);
  return <CartCountContext.Provider value={actor}>{children}</CartCountContext.Provider>;
}

/** The count the shell's badge shows (undefined signed out or not yet known). */
export function useCartBadgeCount(): number | undefined {
  const actor = useContext(CartCountContext);
  if (!actor) throw new Error('useCartBadgeCount() needs <CartCountRoot>');
  return useSelector(actor, selectCartBadgeCount);
}

export interface CartCountReporter {
  /** A flow changed the cart and its answer carried the new count. */
  reportCount(count: number): void;
  /** Read the count again. */
  refresh(): void;
}

/** How a flow tells the shell's badge about a change (stable for the app's lifetime). */
export function useCartCountReporter(): CartCountReporter {
  const actor = useContext(CartCountContext);
  if (!actor) throw new Error('useCartCountReporter() needs <CartCountRoot>');
  return useMemo(
    () => ({
      reportCount: (count: number) => actor.send({ type: 'CART.COUNT_CHANGED', count }),
      refresh: () => actor.send({ type: 'CART.REFRESH' }),
    }),
    [actor],
  );
}
