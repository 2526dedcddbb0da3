/**
 * Types of the dialog host: a stack of open dialogs (top = last), opened and closed by the app,
 * emptied on every route change. Options are plain data (message ids, server text); the callbacks and
 * promises that wait for a dialog live outside the machine, keyed by the dialog's key, and are settled
 * when the machine emits DIALOG.HIDDEN.
 */

/** Text for a dialog: a catalogue message, or text from the server shown as it came. */
export type DialogText = { id: string; values?: Record<string, string | number> } | { text: string };

/** The standard dialogs of spec section 2. */
export type DialogKind = 'alert' | 'confirm' | 'loading' | 'success';

export interface AlertDialogOptions {
  /** @default the generic alert title */
  title?: DialogText;
  message: DialogText;
  secondMessage?: DialogText;
  /** Shown on its own line as "Error code: {errorId}". */
  errorId?: string | number;
  /** @default the common OK label */
  okLabel?: DialogText;
  /** The generic error alert of spec section 8: inside the messaging client its OK closes the window. */
  closesWindowInClient?: boolean;
}

export interface ConfirmDialogOptions {
  title: DialogText;
  message: DialogText;
  /** @default the common OK label */
  okLabel?: DialogText;
  /** @default the common Cancel label */
  cancelLabel?: DialogText;
}

export interface LoadingDialogOptions {
  /** @default the common Loading label */
  label?: DialogText;
}

export interface SuccessDialogOptions {
  title: DialogText;
  message: DialogText;
  /** An optional code shown prominently. */
  code?: string;
  /** @default the common OK label */
  okLabel?: DialogText;
}

export type DialogEntry =
  | { key: string; kind: 'alert'; options: AlertDialogOptions }
  | { key: string; kind: 'confirm'; options: ConfirmDialogOptions }
  | { key: string; kind: 'loading'; options: LoadingDialogOptions }
  | { key: string; kind: 'success'; options: SuccessDialogOptions };

/** The one loading dialog's key: showing it twice is a no-op, hiding it closes it. */
export const LOADING_DIALOG_KEY = 'loading';

export interface DialogHostContext {
  /** Open dialogs, bottom first; the last one is on top and has focus. */
  stack: DialogEntry[];
  /** Running inside the messaging client (LINE), where OK on the generic error alert closes the window. */
  inMessagingClient: boolean;
}

export interface DialogHostInput {
  /** @default false */
  inMessagingClient?: boolean;
}

export type DialogHostEvent =
  | { type: 'DIALOG.OPEN'; dialog: DialogEntry }
  /** `result` is what the person chose (confirm: true for OK); false when dismissed. */
  | { type: 'DIALOG.CLOSE'; key: string; result?: boolean }
  /** The location's pathname changed: every dialog closes (spec section 2). */
  | { type: 'ROUTE.CHANGED'; pathname: string };

/** Emitted once per dialog after it left the stack. */
export interface DialogHiddenEmitted {
  type: 'DIALOG.HIDDEN';
  key: string;
  result: boolean;
  reason: 'closed' | 'routeChanged';
}
