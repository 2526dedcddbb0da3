/** Snapshot → view data of the address-book dialogs. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AddressErrors, AddressForm, AddressKind } from '@/domain/address/addressBook';
import type { ApiError } from '@/domain/apiError';
import type { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { addressBookMachine } from './addressBook.machine';

export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

export interface AddressBookView {
  kind: AddressKind;
  listOpen: boolean;
  listLoading: boolean;
  formOpen: boolean;
  /** The loading dialog (saving, deleting). */
  busy: boolean;
  /** The call (list, save, delete) has run past REQUEST_SLOW: the "taking longer than usual" notice. */
  slow: boolean;
  entries: AddressForm[];
  pickable: boolean;
  /** The list could not be loaded (shown empty with the error and Try again). */
  loadFailure?: ApiError;
  /** Add form (no key) or edit form. */
  editing: boolean;
  form: AddressForm;
  errors: AddressErrors;
  /** The save-failure alert. */
  saveFailure?: ApiError;
  /** The delete-failure alert. */
  deleteFailure?: ApiError;
  /** The entry the delete confirmation names. */
  confirmDelete?: AddressForm;
  canAdd: boolean;
  canSave: boolean;
  canRetry: boolean;
}

export function selectAddressBookView(snapshot: AddressBookSnapshot): AddressBookView {
  const { context } = snapshot;
  const failure = context.failure;
  return {
    kind: context.kind,
    listOpen: snapshot.hasTag('listOpen'),
    listLoading: snapshot.matches('loading'),
    formOpen: snapshot.hasTag('formOpen'),
    busy: snapshot.hasTag('loading') && !snapshot.hasTag('listOpen'),
    slow: snapshot.hasTag('slow'),
    entries: context.entries,
    pickable: context.pickable,
    loadFailure: snapshot.matches('loadFailed') ? failure : undefined,
    editing: context.form.key !== '',
    form: context.form,
    errors: context.errors,
    saveFailure: snapshot.matches({ form: 'saveFailed' }) ? failure : undefined,
    deleteFailure: snapshot.matches('deleteFailed') ? failure : undefined,
    confirmDelete: snapshot.hasTag('confirmDelete') ? context.pendingDelete : undefined,
    canAdd: snapshot.can({ type: 'BOOK.ADD' }),
    canSave: snapshot.can({ type: 'FORM.SAVE' }),
    canRetry: snapshot.can({ type: 'BOOK.RETRY' }),
  };
}

/** The embedded address block of the open form, if any. */
export function selectAddressBlockRef(snapshot: AddressBookSnapshot): ActorRefFrom<typeof addressBlockMachine> | undefined {
  return snapshot.children.addressBlock as ActorRefFrom<typeof addressBlockMachine> | undefined;
}
