import { defineFlow } from '@machines/flow';
import { dialogHostMachine } from '@machines/dialogHost/dialogHost.machine';
import { LOADING_DIALOG_KEY } from '@machines/dialogHost/dialogHost.types';

/** Catalogue entry of the dialog host (machines/catalogue.ts). */
export const dialogHostFlow = defineFlow({
  id: 'dialogHost',
  title: 'Dialogs (alert, confirm, loading, success)',
  purpose: 'Keeps the stack of open standard dialogs; closes them all when the route changes.',
  machine: dialogHostMachine,
  screen: true,
  input: { inMessagingClient: false },
  inputs: {
    // OK on the generic error alert closes the LINE window (spec section 8).
    insideLine: { inMessagingClient: true },
  },
  events: {
    'DIALOG.OPEN': [
      { dialog: { key: 'alert-1', kind: 'alert', options: { message: { id: 'errors.checkConnection' }, errorId: 2091, closesWindowInClient: true } } },
      { dialog: { key: 'confirm-1', kind: 'confirm', options: { title: { id: 'dialogs.generic.title' }, message: { text: 'Use this coupon now?' } } } },
      { dialog: { key: LOADING_DIALOG_KEY, kind: 'loading', options: {} } },
      { dialog: { key: 'success-1', kind: 'success', options: { title: { id: 'dialogs.generic.title' }, message: { text: 'Done' }, code: 'AB12CD' } } },
    ],
    'DIALOG.CLOSE': [{ key: 'alert-1', result: true }, { key: 'confirm-1', result: true }, { key: 'confirm-1', result: false }, { key: LOADING_DIALOG_KEY }, { key: 'success-1' }],
    'ROUTE.CHANGED': [{ pathname: '/profile' }],
  },
  // Which dialogs are open matters for coverage, not their order: 16 subsets of the four samples.
  serializeState: (snapshot) =>
    `${JSON.stringify(snapshot.value)}|${snapshot.context.inMessagingClient}|${snapshot.context.stack
      .map((d) => d.key)
      .sort()
      .join(',')}`,
  limit: 500,
});
