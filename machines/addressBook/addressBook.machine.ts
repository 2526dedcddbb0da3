/**
 * Delivery and tax-invoice address books (spec sections 2 "Dialogs", 4 "Address dialogs", 5, 8): one
 * chart for both kinds (input `kind`). The list dialog shows the default first; Add and Edit open the
 * form dialog with the Thai address block embedded; Save validates (errors only after a submit attempt:
 * delivery 6 fields, tax 17 with the individual/company rules); a valid form closes, loading shows, the
 * call runs; success notifies the caller and reloads the list (or closes the book when 'do not show after
 * update' is set, or when the book was opened straight on the add form); failure alerts the error and OK
 * reopens the form with everything typed. Cancel returns to the list. Delete asks for confirmation naming
 * the address, shows loading and calls; the list reloads either way (a failure alerts first). A failed
 * list load shows the list empty with the error and Try again. Callers that pick an address (the redeem
 * shipping step) pass `pickable` and get the chosen entry as output.
 */
import { assign, emit, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { requestDelays, requestState, requestTimeoutError } from '../shared/request';
import {
  defaultFirst, emptyAddressForm, sanitizeAddressField, validateAddressForm, type AddressForm, type PersonTitle, type PersonType,
} from '@/domain/address/addressBook';
import { addressBlock, deleteAddress, loadAddresses, saveAddress } from './addressBook.actors';
import type {
  AddressBookContext, AddressBookEmitted, AddressBookEvent, AddressBookInput, AddressBookOutput, AddressBookTag,
} from './addressBook.types';
import { errorOf, finalStateOutput } from '../shared/actorEvents';

function initialContext({ input }: { input: AddressBookInput }): AddressBookContext {
  return {
    kind: input.kind,
    startedWith: input.start ?? 'list',
    pickable: input.pickable ?? false,
    hideAfterUpdate: input.hideAfterUpdate ?? false,
    defaults: input.defaults ?? {},
    entriesGiven: input.entries !== undefined,
    entries: defaultFirst(input.entries ?? []),
    form: { ...emptyAddressForm(input.kind), ...(input.defaults ?? {}) },
    errors: {},
    submitAttempted: false,
  };
}

function entryByKey(context: AddressBookContext, key: string): AddressForm | undefined {
  return context.entries.find((e) => e.key === key);
}

function keyOf(event: AddressBookEvent): string {
  return 'key' in event ? event.key : '';
}

function kindInput({ context }: { context: AddressBookContext }) {
  return { kind: context.kind };
}

function saveInput({ context }: { context: AddressBookContext }) {
  return { kind: context.kind, form: context.form };
}

function deleteInput({ context }: { context: AddressBookContext }) {
  return { kind: context.kind, key: context.pendingDelete?.key ?? '' };
}

function blockInput({ context }: { context: AddressBookContext }) {
  return { value: context.form.location, reportsToParent: true };
}

/** The machine's output is the output of the final state it ended in. */
const machineOutput = finalStateOutput<AddressBookOutput>(['closed', 'picked', 'saved']);

function pickedOutput({ context }: { context: AddressBookContext }): AddressBookOutput {
  return context.picked ? { status: 'picked', entry: context.picked } : { status: 'closed' };
}

function closedOutput({ context }: { context: AddressBookContext }): AddressBookOutput {
  return { status: 'closed', ...(context.saved ? { saved: context.saved } : {}) };
}

function savedOutput({ context }: { context: AddressBookContext }): AddressBookOutput {
  return context.saved ? { status: 'saved', entry: context.saved } : { status: 'closed' };
}

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
    output: {} as AddressBookOutput,
    emitted: {} as AddressBookEmitted,
    tags: {} as AddressBookTag,
  },
  actors: { loadAddresses, saveAddress, deleteAddress, addressBlock },
  delays: { ...requestDelays },
  guards: {
    startsOnForm: ({ context }) => context.startedWith === 'add',
    startsWithEntries: ({ context }) => context.entriesGiven,
    isKnownEntry: ({ context, event }) => entryByKey(context, keyOf(event)) !== undefined,
    isPickableEntry: ({ context, event }) => context.pickable && entryByKey(context, keyOf(event)) !== undefined,
    isFormValid: ({ context }) => Object.keys(validateAddressForm(context.kind, context.form)).length === 0,
    opensFromList: ({ context }) => context.startedWith === 'list',
    closesAfterSave: ({ context }) => context.hideAfterUpdate || context.startedWith === 'add',
  },
  actions: {
    storeEntries: assign({ entries: (_, entries: AddressForm[]) => defaultFirst(entries), failure: undefined }),
    storeLoadFailure: assign({ entries: [], failure: ({ event }) => toApiError(errorOf(event)) }),
    storeTimeout: assign({ failure: () => requestTimeoutError() }),
    storeFailure: assign({ failure: ({ event }) => toApiError(errorOf(event)) }),
    clearFailure: assign({ failure: undefined }),
    prepareNew: assign(({ context }) => ({
      form: { ...emptyAddressForm(context.kind), ...context.defaults, isDefault: context.entries.length === 0 },
      errors: {},
      submitAttempted: false,
    })),
    prepareEdit: assign(({ context, event }) => ({
      form: { ...(entryByKey(context, keyOf(event)) ?? emptyAddressForm(context.kind)) },
      errors: {},
      submitAttempted: false,
    })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'FORM.FIELD_CHANGED') return {};
      const value = sanitizeAddressField(event.field, event.value);
      const form = { ...context.form, [event.field]: value } as AddressForm;
      if (event.field === 'personType' && value !== 'company' && value !== 'individual') return {};
      if (event.field === 'title' && !['mr', 'ms', 'mss', ''].includes(value)) return {};
      form.personType = form.personType as PersonType | '';
      form.title = form.title as PersonTitle | '';
      return { form, errors: context.submitAttempted ? validateAddressForm(context.kind, form) : {} };
    }),
    toggleDefault: assign(({ context, event }) => (event.type === 'FORM.DEFAULT_TOGGLED' ? { form: { ...context.form, isDefault: event.value } } : {})),
    storeLocation: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS.CHANGED') return {};
      // 'Use my location' may bring a street address: it fills the address line only when that is empty.
      const address = context.form.address.trim() === '' && event.value.address ? event.value.address : context.form.address;
      const form = { ...context.form, address, location: event.value };
      return { form, errors: context.submitAttempted ? validateAddressForm(context.kind, form) : {} };
    }),
    showErrors: assign(({ context }) => ({ submitAttempted: true, errors: validateAddressForm(context.kind, context.form) })),
    storeSaved: assign({ saved: (_, saved: AddressForm) => saved, failure: undefined }),
    notifySaved: emit(({ context }) => ({ type: 'ADDRESS_BOOK.SAVED' as const, entry: context.saved ?? context.form })),
    storePendingDelete: assign({ pendingDelete: ({ context, event }) => entryByKey(context, keyOf(event)) }),
    clearPendingDelete: assign({ pendingDelete: undefined }),
    notifyDeleted: emit(({ context }) => ({ type: 'ADDRESS_BOOK.DELETED' as const, key: context.pendingDelete?.key ?? '' })),
    storePicked: assign({ picked: ({ context, event }) => entryByKey(context, keyOf(event)) }),
  },
}).createMachine({
  id: 'addressBook',
  context: initialContext,
  output: machineOutput,
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'startsOnForm', target: 'form', actions: 'prepareNew' },
        { guard: 'startsWithEntries', target: 'list' },
        { target: 'loading' },
      ],
    },
    loading: {
      description: 'Loading the address book; the list dialog shows a spinner.',
      tags: ['listOpen', 'loading'],
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        input: kindInput,
        onDone: { target: 'list', actions: { type: 'storeEntries', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'storeLoadFailure' },
      },
      ...requestState({ onTimeout: { target: 'loadFailed', actions: 'storeTimeout' } }),
    },
    loadFailed: {
      description: 'The list could not be loaded: shown empty with the error and Try again.',
      tags: ['listOpen'],
      on: {
        'BOOK.RETRY': { target: 'loading' },
        'BOOK.ADD': { target: 'form', actions: 'prepareNew' },
        'BOOK.CLOSE': { target: 'closed' },
      },
    },
    list: {
      description: "The list dialog: default first with its badge, Edit and Delete per row, 'No Address' when empty.",
      tags: ['listOpen'],
      on: {
        'BOOK.ADD': { target: 'form', actions: 'prepareNew' },
        'BOOK.EDIT': { guard: 'isKnownEntry', target: 'form', actions: 'prepareEdit' },
        'BOOK.DELETE': { guard: 'isKnownEntry', target: 'confirmingDelete', actions: 'storePendingDelete' },
        'BOOK.PICK': { guard: 'isPickableEntry', target: 'picked', actions: 'storePicked' },
        'BOOK.CLOSE': { target: 'closed' },
      },
    },
    form: {
      description: 'The add or edit dialog with the Thai address block; the block lives as long as the form.',
      invoke: { id: 'addressBlock', src: 'addressBlock', input: blockInput },
      on: { 'ADDRESS.CHANGED': { actions: 'storeLocation' } },
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing; errors show after the first Save and follow the typing.',
          tags: ['formOpen'],
          on: {
            'FORM.FIELD_CHANGED': { actions: 'changeField' },
            'FORM.DEFAULT_TOGGLED': { actions: 'toggleDefault' },
            'FORM.SAVE': [{ guard: 'isFormValid', target: 'saving', actions: 'clearFailure' }, { actions: 'showErrors' }],
            'FORM.CANCEL': [{ guard: 'opensFromList', target: '#addressBook.list' }, { target: '#addressBook.closed' }],
          },
        },
        saving: {
          description: 'The form closed; loading shows while the address is saved.',
          tags: ['loading'],
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: saveInput,
            onDone: [
              { guard: 'closesAfterSave', target: '#addressBook.saved', actions: [{ type: 'storeSaved', params: ({ event }) => event.output }, 'notifySaved'] },
              { target: '#addressBook.loading', actions: [{ type: 'storeSaved', params: ({ event }) => event.output }, 'notifySaved'] },
            ],
            onError: { target: 'saveFailed', actions: 'storeFailure' },
          },
          ...requestState({ onTimeout: { target: 'saveFailed', actions: 'storeTimeout' } }),
        },
        saveFailed: {
          description: 'The save failed: an alert with the error; OK reopens the form with everything typed.',
          tags: ['alert'],
          on: { 'ALERT.OK': { target: 'editing' } },
        },
      },
    },
    confirmingDelete: {
      description: 'Confirm naming the address to delete.',
      tags: ['confirmDelete'],
      on: {
        'DELETE.CONFIRM': { target: 'deleting' },
        'DELETE.CANCEL': { target: 'list', actions: 'clearPendingDelete' },
      },
    },
    deleting: {
      description: 'Loading shows while the address is deleted.',
      tags: ['loading'],
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: deleteInput,
        onDone: { target: 'loading', actions: ['notifyDeleted', 'clearPendingDelete'] },
        onError: { target: 'deleteFailed', actions: 'storeFailure' },
      },
      ...requestState({ onTimeout: { target: 'deleteFailed', actions: 'storeTimeout' } }),
    },
    deleteFailed: {
      description: 'The delete failed: the generic error alert; OK reloads the list.',
      tags: ['alert'],
      on: { 'ALERT.OK': { target: 'loading', actions: ['clearPendingDelete', 'clearFailure'] } },
    },
    picked: { description: 'An address was chosen; the caller gets it.', type: 'final', output: pickedOutput },
    saved: { description: 'Saved and closed (do not show after update); the caller gets the record.', type: 'final', output: savedOutput },
    closed: { description: 'Closed; the caller is told.', type: 'final', output: closedOutput },
  },
});
