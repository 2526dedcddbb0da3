/**
 * Runs the shell's cart count (machines/cartCount) for the whole app, below the session: it follows
 * sign-in and sign-out (and a change of account), and any flow that changes the cart reports the new
 * count here through {@link useCartCountReporter}.
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect, intents } from '@machines/cartCount/cartCount.connect';
import type { CartCountMachine } from '@machines/cartCount/cartCount.machine';
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
  const cart = useMemo(() => intents(actor.send), [actor]);
  const last = useRef(`${signedIn}:${bearer ?? ''}`);
  useEffect(() => {
    const now = `${signedIn}:${bearer ?? ''}`;
    if (now === last.current) return;
    last.current = now;
    cart.onSessionChanged(signedIn);
  }, [cart, signedIn, bearer]);
  return <CartCountContext.Provider value={actor}>{children}</CartCountContext.Provider>;
}

/** The count the shell's badge shows (undefined signed out or not yet known). */
export function useCartBadgeCount(): number | undefined {
  const actor = useContext(CartCountContext);
  if (!actor) throw new Error('useCartBadgeCount() needs <CartCountRoot>');
  // Selects the number alone, so the shell re-renders only when the count it shows changes.
  return useSelector(actor, (snapshot) => connect(snapshot, actor.send).count);
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
  return useMemo(() => {
    const { onCountChanged, onRefresh } = intents(actor.send);
    return { reportCount: onCountChanged, refresh: onRefresh };
  }, [actor]);
}
