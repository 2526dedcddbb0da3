/**
 * The address book's connect: snapshot + send → what its dialogs show (the list, the add/edit form with its
 * address block, the delete confirmation, the loading dialog, one failure alert) and the handlers that send the
 * chart's events. Pure like the chart, so the dialogs, their replay and the tests share one mapping.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { entryPerson, type AddressErrors, type AddressForm, type AddressKind, type AddressTextField } from '@/domain/address/addressBook';
import { describeApiError } from '@/domain/errors/genericError';
import type { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { addressBookMachine } from './addressBook.machine';
import { selectAddressBlockRef, selectAddressBookView } from './addressBook.selectors';
import type { AddressBookEvent } from './addressBook.types';

/** Sends one of the address book's events (the running actor's `send`). */
export type AddressBookSend = (event: AddressBookEvent) => void;

/** A translated message: its id and values. */
export interface AddressBookMessage {
  messageId: string;
  values?: Record<string, string | number>;
}

/** The failure alert: a failed save or a failed delete, each with its title; OK reopens the form or reloads the list. */
export interface AddressBookProblemView extends AddressBookMessage {
  kind: 'saveFailed' | 'deleteFailed';
  titleId: string;
  /** The reference shown under the message (the error's id or code). */
  errorId?: number | string;
  onOk: () => void;
}

export interface AddressBookDialogsView {
  list: {
    open: boolean;
    kind: AddressKind;
    entries: AddressForm[];
    loading: boolean;
    slow: boolean;
    /** The list could not be loaded: shown empty with this message and Try again. */
    loadFailure?: AddressBookMessage;
    pickable: boolean;
    onAdd: () => void;
    onEdit: (key: string) => void;
    onDelete: (key: string) => void;
    onPick: (key: string) => void;
    onRetry: () => void;
    onClose: () => void;
  };
  form: {
    open: boolean;
    kind: AddressKind;
    editing: boolean;
    form: AddressForm;
    errors: AddressErrors;
    onFieldChange: (field: AddressTextField, value: string) => void;
    onDefaultToggle: (value: boolean) => void;
    onSave: () => void;
    onCancel: () => void;
  };
  /** The open form's Thai address block. */
  addressBlock?: ActorRefFrom<typeof addressBlockMachine>;
  /** The delete confirmation, naming the address (its name, else the person or company). */
  confirmDelete: { open: boolean; name: string; onConfirm: () => void; onCancel: () => void };
  /** The loading dialog while saving or deleting. */
  busy: { open: boolean; slow: boolean };
  problem?: AddressBookProblemView;
}

export function connect(snapshot: SnapshotFrom<typeof addressBookMachine>, send: AddressBookSend): AddressBookDialogsView {
  const view = selectAddressBookView(snapshot);
  const onOk = () => send({ type: 'ALERT.OK' });
  const failure = view.saveFailure ?? view.deleteFailure;
  let problem: AddressBookProblemView | undefined;
  if (failure) {
    const { titleId, messageId, values } = describeApiError(failure);
    problem = {
      kind: view.saveFailure ? 'saveFailed' : 'deleteFailed',
      titleId: view.saveFailure ? 'addressBook.saveFailed.title' : titleId,
      messageId,
      values,
      errorId: failure.id ?? failure.code,
      onOk,
    };
  }
  const loadFailure = view.loadFailure ? describeApiError(view.loadFailure) : undefined;
  const pending = view.confirmDelete;
  return {
    list: {
      open: view.listOpen,
      kind: view.kind,
      entries: view.entries,
      loading: view.listLoading,
      slow: view.slow,
      loadFailure: loadFailure ? { messageId: loadFailure.messageId, values: loadFailure.values } : undefined,
      pickable: view.pickable,
      onAdd: () => send({ type: 'BOOK.ADD' }),
      onEdit: (key) => send({ type: 'BOOK.EDIT', key }),
      onDelete: (key) => send({ type: 'BOOK.DELETE', key }),
      onPick: (key) => send({ type: 'BOOK.PICK', key }),
      onRetry: () => send({ type: 'BOOK.RETRY' }),
      onClose: () => send({ type: 'BOOK.CLOSE' }),
    },
    form: {
      open: view.formOpen,
      kind: view.kind,
      editing: view.editing,
      form: view.form,
      errors: view.errors,
      onFieldChange: (field, value) => send({ type: 'FORM.FIELD_CHANGED', field, value }),
      onDefaultToggle: (value) => send({ type: 'FORM.DEFAULT_TOGGLED', value }),
      onSave: () => send({ type: 'FORM.SAVE' }),
      onCancel: () => send({ type: 'FORM.CANCEL' }),
    },
    addressBlock: selectAddressBlockRef(snapshot),
    confirmDelete: {
      open: pending !== undefined,
      name: pending ? pending.addressName || entryPerson(pending) : '',
      onConfirm: () => send({ type: 'DELETE.CONFIRM' }),
      onCancel: () => send({ type: 'DELETE.CANCEL' }),
    },
    busy: { open: view.busy, slow: view.slow },
    problem,
  };
}
