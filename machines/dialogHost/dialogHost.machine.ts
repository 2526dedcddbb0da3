/**
 * Dialog host: which of the standard dialogs are open, in stacking order.
 *
 * Why a machine: spec section 2 wants every dialog closed on a route change with its hidden callback
 * fired, loading shown and hidden from anywhere, and confirm answered exactly once. Keeping the stack
 * here makes those rules one place the app, the tests and the flow player share. The machine emits
 * DIALOG.HIDDEN for every dialog that leaves the stack; the app settles promises and callbacks on it.
 * Inside the messaging client, OK on the generic error alert also closes the window (spec section 8); the
 * app provides `closeMessagingWindow` (liff.closeWindow), so the chart stays free of the SDK.
 */
import { and, assign, enqueueActions, setup } from 'xstate';
import type { DialogHiddenEmitted, DialogHostContext, DialogHostEvent, DialogHostInput } from '@machines/dialogHost/dialogHost.types';

export const dialogHostMachine = setup({
  types: {
    context: {} as DialogHostContext,
    events: {} as DialogHostEvent,
    emitted: {} as DialogHiddenEmitted,
    input: {} as DialogHostInput,
  },
  guards: {
    isNewDialog: ({ context, event }) => event.type === 'DIALOG.OPEN' && !context.stack.some((d) => d.key === event.dialog.key),
    isOnlyOpenDialog: ({ context, event }) =>
      event.type === 'DIALOG.CLOSE' && context.stack.length === 1 && context.stack[0]?.key === event.key,
    isOpenDialog: ({ context, event }) => event.type === 'DIALOG.CLOSE' && context.stack.some((d) => d.key === event.key),
    /** OK (not a dismissal) on a generic error alert while inside the messaging client. */
    isGenericAlertOkInClient: ({ context, event }) =>
      event.type === 'DIALOG.CLOSE' &&
      event.result === true &&
      context.inMessagingClient &&
      context.stack.some((d) => d.key === event.key && d.kind === 'alert' && d.options.closesWindowInClient === true),
  },
  actions: {
    pushDialog: assign({
      stack: ({ context, event }) => (event.type === 'DIALOG.OPEN' ? [...context.stack, event.dialog] : context.stack),
    }),
    removeDialog: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'DIALOG.CLOSE') return;
      enqueue.assign({ stack: context.stack.filter((d) => d.key !== event.key) });
      enqueue.emit({ type: 'DIALOG.HIDDEN', key: event.key, result: event.result ?? false, reason: 'closed' });
    }),
    /** liff.closeWindow(); provided by the app (src/app/dialogs/DialogHost.tsx), a no-op elsewhere. */
    closeMessagingWindow: () => {},
    closeAllDialogs: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ stack: [] });
      // Top first, as if the person had closed them one by one.
      for (const dialog of [...context.stack].reverse()) {
        enqueue.emit({ type: 'DIALOG.HIDDEN', key: dialog.key, result: false, reason: 'routeChanged' });
      }
    }),
  },
}).createMachine({
  id: 'dialogHost',
  context: ({ input }) => ({ stack: [], inMessagingClient: input?.inMessagingClient ?? false }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog is open; the page scrolls and has focus.',
      on: {
        'DIALOG.OPEN': { target: 'showing', actions: 'pushDialog' },
      },
    },
    showing: {
      description: 'At least one dialog is open; the top one has focus and the page does not scroll.',
      tags: ['open'],
      on: {
        'DIALOG.OPEN': { guard: 'isNewDialog', actions: 'pushDialog' },
        'DIALOG.CLOSE': [
          { guard: and(['isOnlyOpenDialog', 'isGenericAlertOkInClient']), target: 'idle', actions: ['removeDialog', 'closeMessagingWindow'] },
          { guard: 'isOnlyOpenDialog', target: 'idle', actions: 'removeDialog' },
          { guard: and(['isOpenDialog', 'isGenericAlertOkInClient']), actions: ['removeDialog', 'closeMessagingWindow'] },
          { guard: 'isOpenDialog', actions: 'removeDialog' },
        ],
        'ROUTE.CHANGED': { target: 'idle', actions: 'closeAllDialogs' },
      },
    },
  },
});

export type DialogHostMachine = typeof dialogHostMachine;
