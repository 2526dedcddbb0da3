/**
 * The shipping address dialog of the redeem flow (spec sections 2 "Shipping address dialog", 5 "Shipping
 * dialog form"): title from the caller, Cancel and OK; OK validates the 5 checked fields (first name, last
 * name, contact number, address, the location block) and returns the address. Errors appear only after a
 * submit attempt and then follow the typing. The Thai address block (machines/addressBlock) is embedded
 * as the child `addressBlock` and fills province, district and sub-district from the postcode lookup.
 * Cancel hands back what was typed, so reopening the dialog loses nothing. The dialog makes no call: the
 * redeem chart posts the address.
 */
import { assign, setup } from 'xstate';
import { sanitizeAddressField } from '@/domain/address/addressBook';
import { validateShipping } from '@/domain/address/shippingPayload';
import { addressBlock } from './shippingAddress.actors';
import type {
  ShippingAddressContext, ShippingAddressEvent, ShippingAddressInput, ShippingAddressOutput,
} from './shippingAddress.types';

function blockInput({ context }: { context: ShippingAddressContext }) {
  return { value: context.form.location };
}

function okOutput({ context }: { context: ShippingAddressContext }): ShippingAddressOutput {
  return { status: 'ok', form: context.form };
}

function cancelledOutput({ context }: { context: ShippingAddressContext }): ShippingAddressOutput {
  return { status: 'cancelled', form: context.form };
}

/** The machine's output is the output of the final state it ended in. */
function machineOutput({ event }: { event: unknown }): ShippingAddressOutput {
  return (event as { output: ShippingAddressOutput }).output;
}

export const shippingAddressMachine = setup({
  types: {
    context: {} as ShippingAddressContext,
    events: {} as ShippingAddressEvent,
    input: {} as ShippingAddressInput,
    output: {} as ShippingAddressOutput,
  },
  actors: { addressBlock },
  guards: {
    isValid: ({ context }) => Object.keys(validateShipping(context.form)).length === 0,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'SHIPPING.FIELD_CHANGED') return {};
      const form = { ...context.form, [event.field]: sanitizeAddressField(event.field, event.value) };
      return { form, errors: context.submitAttempted ? validateShipping(form) : {} };
    }),
    storeLocation: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS.CHANGED') return {};
      // 'Use my location' may bring a street address: it fills the address line only when that is empty.
      const address = context.form.address.trim() === '' && event.value.address ? event.value.address : context.form.address;
      const form = { ...context.form, address, location: event.value };
      return { form, errors: context.submitAttempted ? validateShipping(form) : {} };
    }),
    showErrors: assign(({ context }) => ({ submitAttempted: true, errors: validateShipping(context.form) })),
  },
}).createMachine({
  id: 'shippingAddress',
  context: ({ input }) => ({ form: input.form, errors: {}, submitAttempted: false }),
  output: machineOutput,
  initial: 'editing',
  states: {
    editing: {
      description: 'The shipping dialog: first name, last name, contact number, address and the Thai address block; errors only after OK.',
      invoke: { id: 'addressBlock', src: 'addressBlock', input: blockInput },
      on: {
        'SHIPPING.FIELD_CHANGED': { actions: 'changeField' },
        'ADDRESS.CHANGED': { actions: 'storeLocation' },
        'SHIPPING.SUBMIT': [{ guard: 'isValid', target: 'done' }, { actions: 'showErrors' }],
        'SHIPPING.CANCEL': { target: 'cancelled' },
      },
    },
    done: { description: 'OK with a valid address: the caller gets it.', type: 'final', output: okOutput },
    cancelled: { description: 'Cancel: the caller gets what was typed, to open with next time.', type: 'final', output: cancelledOutput },
  },
});
