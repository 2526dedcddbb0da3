import type { ApiError } from '@/domain/apiError';
import type { AddressErrors, AddressForm, AddressKind, AddressTextField } from '@/domain/address/addressBook';
import type { LocationValue } from '@/domain/address/location';

/** How a caller opens an address book (profile page, redeem shipping step). */
export interface AddressBookInput {
  /** Delivery addresses (GET /profile/me/addresses) or tax-invoice addresses (GET /profile/me/taxes). */
  kind: AddressKind;
  /** 'list' opens the list dialog; 'add' opens the add dialog directly (Cancel then closes). @default 'list' */
  start?: 'list' | 'add';
  /** Rows offer 'Use this address'; choosing one closes the book with that entry. @default false */
  pickable?: boolean;
  /** 'Do not show after update': a successful save closes the book instead of showing the list again. @default false */
  hideAfterUpdate?: boolean;
  /** Values a new record starts with (for example the member's name and number). */
  defaults?: Partial<Omit<AddressForm, 'key'>>;
  /** The addresses the caller has just read (the redeem's shipping step): the list opens on them without reading again. */
  entries?: AddressForm[];
}

export interface AddressBookContext {
  kind: AddressKind;
  startedWith: 'list' | 'add';
  pickable: boolean;
  hideAfterUpdate: boolean;
  defaults: Partial<Omit<AddressForm, 'key'>>;
  /** The caller handed the entries in (input `entries`): the list opens without reading them. */
  entriesGiven: boolean;
  entries: AddressForm[];
  form: AddressForm;
  errors: AddressErrors;
  submitAttempted: boolean;
  /** The entry the delete confirmation names. */
  pendingDelete?: AddressForm;
  /** The last saved entry (handed to the caller). */
  saved?: AddressForm;
  picked?: AddressForm;
  failure?: ApiError;
}

export type AddressBookEvent =
  | { type: 'BOOK.ADD' }
  | { type: 'BOOK.EDIT'; key: string }
  | { type: 'BOOK.DELETE'; key: string }
  | { type: 'BOOK.PICK'; key: string }
  | { type: 'BOOK.CLOSE' }
  | { type: 'BOOK.RETRY' }
  | { type: 'FORM.FIELD_CHANGED'; field: AddressTextField; value: string }
  | { type: 'FORM.DEFAULT_TOGGLED'; value: boolean }
  | { type: 'FORM.SAVE' }
  | { type: 'FORM.CANCEL' }
  /** From the embedded address block (its child `addressBlock`). */
  | { type: 'ADDRESS.CHANGED'; value: LocationValue }
  | { type: 'DELETE.CONFIRM' }
  | { type: 'DELETE.CANCEL' }
  /** OK on a failure alert. */
  | { type: 'ALERT.OK' };

/** What the book hands back when it closes. */
export type AddressBookOutput =
  | { status: 'closed'; saved?: AddressForm }
  | { status: 'picked'; entry: AddressForm }
  | { status: 'saved'; entry: AddressForm };

export type AddressBookEmitted =
  | { type: 'ADDRESS_BOOK.SAVED'; entry: AddressForm }
  | { type: 'ADDRESS_BOOK.DELETED'; key: string };

export interface SaveAddressInput {
  kind: AddressKind;
  form: AddressForm;
}
export interface DeleteAddressInput {
  kind: AddressKind;
  key: string;
}

export type AddressBookTag = 'listOpen' | 'formOpen' | 'loading' | 'alert' | 'confirmDelete' | 'slow';
