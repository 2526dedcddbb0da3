/**
 * The dialog host's connect: snapshot + send → the stack to render and the handlers that send the chart's
 * events. The host's promise bookkeeping (which caller waits for which dialog) stays in the React edge; the
 * mapping of intents to events is written here once, for the host and its screen replay.
 */
import type { SnapshotFrom } from 'xstate';
import type { dialogHostMachine } from './dialogHost.machine';
import { LOADING_DIALOG_KEY, type DialogEntry, type DialogHostEvent } from './dialogHost.types';

type Snapshot = SnapshotFrom<typeof dialogHostMachine>;
/** Sends one of the dialog host's events (the running actor's `send`). */
export type DialogHostSend = (event: DialogHostEvent) => void;

export interface DialogHostHandlers {
  /** Puts a dialog on top of the stack. */
  onOpen: (dialog: DialogEntry) => void;
  /** Closes one dialog with what the person chose (confirm: true for OK). */
  onClose: (key: string, result: boolean) => void;
  /** The shared loading dialog, opened and closed by key. */
  onShowLoading: (options: Extract<DialogEntry, { kind: 'loading' }>['options']) => void;
  onHideLoading: () => void;
  /** The location's pathname changed: every dialog closes. */
  onRouteChanged: (pathname: string) => void;
}

export function connectHandlers(send: DialogHostSend): DialogHostHandlers {
  return {
    onOpen: (dialog) => send({ type: 'DIALOG.OPEN', dialog }),
    onClose: (key, result) => send({ type: 'DIALOG.CLOSE', key, result }),
    onShowLoading: (options) => send({ type: 'DIALOG.OPEN', dialog: { key: LOADING_DIALOG_KEY, kind: 'loading', options } }),
    onHideLoading: () => send({ type: 'DIALOG.CLOSE', key: LOADING_DIALOG_KEY }),
    onRouteChanged: (pathname) => send({ type: 'ROUTE.CHANGED', pathname }),
  };
}

export interface DialogHostView extends DialogHostHandlers {
  /** Open dialogs, bottom first; the last is on top. */
  stack: DialogEntry[];
  /** Any dialog is open (the page behind is inert). */
  open: boolean;
}

export function connect(snapshot: Snapshot, send: DialogHostSend): DialogHostView {
  return { stack: snapshot.context.stack, open: snapshot.hasTag('open'), ...connectHandlers(send) };
}
