import { defineFlow } from '../flow';
import { buyOptionsMachine } from './buyOptions.machine';

const options = {
  colors: [
    { code: 'moon-white', name: 'Moon white', inStock: true },
    { code: 'sage', name: 'Sage green', inStock: false },
  ],
  sizes: [{ code: '500', name: '500 ml', inStock: true }],
  maxQuantity: 2,
};

export const buyOptionsFlow = defineFlow({
  id: 'buyOptions',
  title: 'Buy options and add to cart',
  purpose: 'On a Buy campaign: choose colour and size (both required), quantity, and add to the cart once per attempt (tranId), with the new count for the shell.',
  machine: buyOptionsMachine,
  screen: true,
  input: { campaignId: '1004', options },
  events: {
    'OPTIONS.COLOR_CHOSEN': [{ code: 'moon-white' }, { code: 'sage' }],
    'OPTIONS.SIZE_CHOSEN': [{ code: '500' }],
    'OPTIONS.QUANTITY_CHANGED': [{ quantity: 2 }],
    'OPTIONS.ADD': [{}],
    'OPTIONS.RETRY': [{}],
    'OPTIONS.DISMISS': [{}],
    'xstate.done.actor.addToCart': [{ output: 4 }],
    'xstate.error.actor.addToCart': [{ error: { message: 'Service unavailable', status: 503 } }],
  },
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, color: snapshot.context.color ?? null, size: snapshot.context.size ?? null, quantity: snapshot.context.quantity }),
});
