/**
 * `useDialogs()`: open the standard dialogs of spec section 2 from any route.
 *
 *   const dialogs = useDialogs();
 *   await dialogs.alert({ title: 'reward.redeem.failedTitle', message: { text: serverMessage }, errorId: 2091 });
 *   if (await dialogs.confirm({ title: 'serial.markUsed.title', message: 'serial.markUsed.message' })) …
 *   dialogs.showLoading(); … dialogs.hideLoading();
 *   await dialogs.success({ title: 'serial.used.title', message: 'serial.used.message', code: 'AB12CD' });
 *   await dialogs.apiError(error); // the generic handler of spec section 8
 *
 * Texts: a string is a catalogue message id; `{ id, values }` a message with values; `{ text }` text
 * from the server shown as it came. Every promise settles when its dialog is hidden, including when a
 * route change closes it (confirm then resolves false); `onHidden` fires at the same moment.
 */
import { createContext, useContext } from 'react';
import type { DialogText } from '@machines/dialogHost/dialogHost.types';

/** A message id, a message with values, or server text. */
export type DialogTextInput = string | DialogText;

interface HiddenCallback {
  /** Fired once when the dialog has been hidden (by its button, Escape, or a route change). */
  onHidden?: () => void;
}

export interface AlertOptions extends HiddenCallback {
  /** @default 'dialogs.generic.title' */
  title?: DialogTextInput;
  message: DialogTextInput;
  secondMessage?: DialogTextInput;
  /** Shown on its own line as "Error code: {errorId}". */
  errorId?: string | number;
  /** @default the common OK label */
  okLabel?: DialogTextInput;
}

export interface ConfirmOptions extends HiddenCallback {
  title: DialogTextInput;
  message: DialogTextInput;
  /** @default the common OK label */
  okLabel?: DialogTextInput;
  /** @default the common Cancel label */
  cancelLabel?: DialogTextInput;
}

export interface SuccessOptions extends HiddenCallback {
  title: DialogTextInput;
  message: DialogTextInput;
  code?: string;
  /** @default the common OK label */
  okLabel?: DialogTextInput;
}

export interface LoadingOptions {
  /** @default the common Loading label */
  label?: DialogTextInput;
}

export interface DialogsApi {
  /** Alert with OK; resolves when hidden. */
  alert(options: AlertOptions): Promise<void>;
  /** OK / Cancel; resolves true for OK, false for Cancel, Escape, close or a route change. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Shows the loading dialog (idempotent: one loading dialog at most). */
  showLoading(options?: LoadingOptions): void;
  /** Hides the loading dialog if it is open. */
  hideLoading(): void;
  /** Success with title, message, optional code and OK; resolves when hidden. */
  success(options: SuccessOptions): Promise<void>;
  /**
   * The generic API error alert of spec section 8 (400, 401, 412, no code) through describeApiError,
   * with the error id (or code) on its own line; resolves when hidden.
   */
  apiError(error: unknown, options?: HiddenCallback): Promise<void>;
}

export const DialogsContext = createContext<DialogsApi | null>(null);

/** The dialog API of the nearest {@link DialogHost}. Throws outside one. */
export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error('useDialogs() needs <DialogHost> above it (src/app/router.tsx puts one at the root).');
  return api;
}

/** Normalises a text input: a bare string is a message id. */
export function toDialogText(input: DialogTextInput): DialogText;
export function toDialogText(input: DialogTextInput | undefined): DialogText | undefined;
export function toDialogText(input: DialogTextInput | undefined): DialogText | undefined {
  if (input === undefined) return undefined;
  return typeof input === 'string' ? { id: input } : input;
}
