import { defineFlow } from '../flow';
import { cartMachine } from './cart.machine';

const line = (key: string, name: string) => ({ key, name, quantity: 1, price: 590, points: 300 });
const cart = { groups: [{ name: 'Delivered to your door', lines: [line('cart-1', 'Tumbler'), line('cart-2', 'Mug')] }], count: 2, totalPrice: 1180, totalPoints: 600 };
const emptyCart = { groups: [], count: 0, totalPrice: 0, totalPoints: 0 };

export const cartFlow = defineFlow({
  id: 'cart',
  title: 'Cart page and checkout hand-off',
  purpose: 'Lists the cart by group; delete a line and clear all after confirmation; checkout hands off to the cart web page (POST /setting key) and, on return, reads the hand-off and shows success or failure.',
  machine: cartMachine,
  screen: true,
  input: {},
  inputs: { returnedSuccess: { returned: 'success' }, returnedError: { returned: 'error' } },
  events: {
    'xstate.done.actor.loadCart': [{ output: cart }, { output: emptyCart }],
    'xstate.error.actor.loadCart': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.deleteCartItem': [{ output: 1 }],
    'xstate.error.actor.deleteCartItem': [{ error: { message: 'Service unavailable', status: 503 } }, { error: { message: 'No cart item with this key.', status: 404 } }],
    'xstate.done.actor.clearCart': [{ output: 0 }],
    'xstate.error.actor.clearCart': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.storeHandoff': [{ output: 'key-1001' }],
    'xstate.error.actor.storeHandoff': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.readCheckoutReturn': [{ output: { confirmed: true } }, { output: { confirmed: false } }],
    'xstate.error.actor.readCheckoutReturn': [{ error: { message: 'Not found', status: 404 } }],
    'CART.RETRY': [{}],
    'CART.DELETE': [{ key: 'cart-1' }],
    'CART.CLEAR': [{}],
    'CART.CONFIRM': [{}],
    'CART.CANCEL': [{}],
    'CART.CHECKOUT': [{}],
    'CART.DISMISS': [{}],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      hasCart: snapshot.context.cart !== undefined,
      outcome: snapshot.context.outcome ?? null,
      pending: snapshot.context.pendingKey ?? null,
    }),
  limit: 800,
});
