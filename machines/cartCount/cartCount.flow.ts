import { defineFlow } from '../flow';
import { cartCountMachine } from './cartCount.machine';

export const cartCountFlow = defineFlow({
  id: 'cartCount',
  title: 'Cart count in the shell',
  purpose: 'Keeps the cart count next to the member for the whole app: read on sign-in, followed from every cart change, re-read after a failure; none when signed out.',
  machine: cartCountMachine(),
  screen: true,
  input: { signedIn: true },
  inputs: { signedOut: { signedIn: false } },
  events: {
    'xstate.done.actor.loadCartCount': [{ output: 3 }],
    'xstate.error.actor.loadCartCount': [{ error: { message: 'Service unavailable', status: 503 } }],
    'CART.SIGNED_IN': [{}],
    'CART.SIGNED_OUT': [{}],
    'CART.COUNT_CHANGED': [{ count: 4 }],
    'CART.REFRESH': [{}],
  },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, known: snapshot.context.count !== undefined }),
});
