/**
 * The shipping address dialog of the redeem flow (spec sections 2 "Shipping address dialog", 5 "Shipping
 * dialog form"): title from the caller, Cancel and OK; OK validates the 5 checked fields (first name, last
 * name, contact number, address, the location block) and returns the address. Errors appear only after a
 * submit attempt and then follow the typing. The Thai address block (machines/addressBlock) is embedded
 * as the child `addressBlock` and fills province, district and sub-district from the postcode lookup.
 * Cancel hands back what was typed, so reopening the dialog loses nothing. "Save as my shipping address"
 * (spec section 3 "Shipping address (profile)") makes OK store the address on the profile first
 * (POST /profile/me/shipping, the shared request timeout); the session then reloads the profile, so the
 * dialog opens with it next time. A failed save keeps the dialog and what was typed, with the translated
 * message, Try again and Continue without saving. The redeem chart posts the address for the redeem.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { sanitizeAddressField } from '@/domain/address/addressBook';
import { validateShipping } from '@/domain/address/shippingPayload';
import { requestDelays, requestState, requestTimeoutError } from '../shared/request';
import { addressBlock, updateShipping } from './shippingAddress.actors';
import type {
  ShippingAddressContext, ShippingAddressEvent, ShippingAddressInput, ShippingAddressOutput, ShippingAddressTag,
} from './shippingAddress.types';
import { errorOf, finalStateOutput } from '../shared/actorEvents';

function blockInput({ context }: { context: ShippingAddressContext }) {
  return { value: context.form.location };
}

function okOutput({ context }: { context: ShippingAddressContext }): ShippingAddressOutput {
  return { status: 'ok', form: context.form, saveToProfile: context.saveToProfile };
}

function cancelledOutput({ context }: { context: ShippingAddressContext }): ShippingAddressOutput {
  return { status: 'cancelled', form: context.form, saveToProfile: context.saveToProfile };
}

function shippingInput({ context }: { context: ShippingAddressContext }) {
  return { form: context.form };
}

/** The machine's output is the output of the final state it ended in. */
const machineOutput = finalStateOutput<ShippingAddressOutput>(['ok', 'cancelled']);

export const shippingAddressMachine = setup({
  types: {
    context: {} as ShippingAddressContext,
    events: {} as ShippingAddressEvent,
    input: {} as ShippingAddressInput,
    output: {} as ShippingAddressOutput,
    tags: {} as ShippingAddressTag,
  },
  actors: { addressBlock, updateShipping },
  delays: { ...requestDelays },
  guards: {
    isValid: ({ context }) => Object.keys(validateShipping(context.form)).length === 0,
    isValidToSave: ({ context }) => context.saveToProfile && Object.keys(validateShipping(context.form)).length === 0,
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
    toggleSaveToProfile: assign(({ event }) => (event.type === 'SHIPPING.SAVE_TO_PROFILE_TOGGLED' ? { saveToProfile: event.value } : {})),
    storeFailure: assign({ failure: ({ event }) => toApiError(errorOf(event)) }),
    storeTimeout: assign({ failure: () => requestTimeoutError() }),
    clearFailure: assign({ failure: undefined }),
    /** The session reloads the profile, so the dialog opens with the saved address next time (provided by the app). */
    refreshMember: () => undefined,
  },
}).createMachine({
  id: 'shippingAddress',
  context: ({ input }) => ({ form: input.form, errors: {}, submitAttempted: false, saveToProfile: input.saveToProfile ?? false }),
  output: machineOutput,
  initial: 'open',
  states: {
    open: {
      description: 'The dialog is open; the Thai address block lives as long as it is.',
      invoke: { id: 'addressBlock', src: 'addressBlock', input: blockInput },
      on: { 'SHIPPING.CANCEL': { target: 'cancelled' } },
      initial: 'editing',
      states: {
        editing: {
          description: 'The shipping dialog: first name, last name, contact number, address, the Thai address block and "save as my shipping address"; errors only after OK.',
          on: {
            'SHIPPING.FIELD_CHANGED': { actions: 'changeField' },
            'ADDRESS.CHANGED': { actions: 'storeLocation' },
            'SHIPPING.SAVE_TO_PROFILE_TOGGLED': { actions: 'toggleSaveToProfile' },
            'SHIPPING.SUBMIT': [
              { guard: 'isValidToSave', target: 'savingProfile' },
              { guard: 'isValid', target: '#shippingAddress.done' },
              { actions: 'showErrors' },
            ],
          },
        },
        savingProfile: {
          description: 'OK with "save as my shipping address": POST /profile/me/shipping, then the address goes to the caller.',
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            id: 'updateShipping',
            src: 'updateShipping',
            input: shippingInput,
            onDone: { target: '#shippingAddress.done', actions: 'refreshMember' },
            onError: { target: 'saveFailed', actions: 'storeFailure' },
          },
          ...requestState({ onTimeout: { target: 'saveFailed', actions: 'storeTimeout' } }),
        },
        saveFailed: {
          description: 'Storing it on the profile failed: the message, Try again, or Continue without saving; what was typed stays.',
          on: {
            'SHIPPING.RETRY': { target: 'savingProfile' },
            'SHIPPING.CONTINUE': { target: '#shippingAddress.done', actions: 'clearFailure' },
            // The form stays usable under the message: nothing typed is lost.
            'SHIPPING.FIELD_CHANGED': { actions: 'changeField' },
            'ADDRESS.CHANGED': { actions: 'storeLocation' },
          },
        },
      },
    },
    done: { description: 'OK with a valid address: the caller gets it.', type: 'final', output: okOutput },
    cancelled: { description: 'Cancel: the caller gets what was typed, to open with next time.', type: 'final', output: cancelledOutput },
  },
});
