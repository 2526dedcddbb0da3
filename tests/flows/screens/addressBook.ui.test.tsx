/**
 * The delivery and tax address books' generated paths driven through their dialogs
 * (src/flows/addressBook/AddressBookConnector.tsx): Add new address, Edit / Delete / Use this address on a row,
 * the form's fields, default checkbox, Save and Cancel, the delete confirmation, the alerts' OK and the list's
 * Close and Try again are used; the address block runs as the form's real child (stubbed lookups) and the
 * location it reports, the calls' outcomes and the clock are fed.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { addressBookFlow } from '@machines/addressBook/addressBook.flow';
import type { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import type { AddressBookContext } from '@machines/addressBook/addressBook.types';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { AddressBookConnector } from '@/flows/addressBook/AddressBookConnector';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  addressName: 'Address name',
  contactNumber: 'Contact number',
  address: 'Address',
};

/** errors.slow in English: the calls' slow notice (machines/shared/request.ts). */
const SLOW = 'This is taking longer than usual…';

const context = (run: FlowRun) => run.actor.getSnapshot().context as AddressBookContext;
const list = (run: FlowRun) => within(screen.getByTestId(`${context(run).kind}-address-list`));
const form = (run: FlowRun) => within(screen.getByTestId(`${context(run).kind}-address-form`));
const confirm = () => within(screen.getByTestId('confirm-dialog'));
const alert = () => within(screen.getByTestId('alert-dialog'));
const nameOf = (run: FlowRun, key: unknown) => context(run).entries.find((e) => e.key === key)?.addressName ?? '';

const executors = {
  'BOOK.ADD': (_step, run) => fireEvent.click(list(run).getByRole('button', { name: 'Add new address' })),
  'BOOK.EDIT': (step, run) => fireEvent.click(list(run).getByRole('button', { name: `Edit ${nameOf(run, step.payload.key)}` })),
  'BOOK.DELETE': (step, run) => fireEvent.click(list(run).getByRole('button', { name: `Delete ${nameOf(run, step.payload.key)}` })),
  'BOOK.PICK': (step, run) => fireEvent.click(list(run).getByRole('button', { name: `Use the address ${nameOf(run, step.payload.key)}` })),
  'BOOK.CLOSE': (_step, run) => fireEvent.click(list(run).getAllByRole('button', { name: 'Close' }).at(-1)!),
  'BOOK.RETRY': (_step, run) => fireEvent.click(list(run).getByRole('button', { name: 'Try again' })),
  'FORM.FIELD_CHANGED': (step, run) =>
    fireEvent.change(form(run).getByLabelText(LABELS[String(step.payload.field)]!, { selector: 'input' }), { target: { value: String(step.payload.value) } }),
  'FORM.DEFAULT_TOGGLED': (step, run) => {
    const box = form(run).getByRole('checkbox');
    if ((box as HTMLInputElement).checked !== step.payload.value) fireEvent.click(box);
  },
  'FORM.SAVE': (_step, run) => fireEvent.click(form(run).getByRole('button', { name: 'Save' })),
  'FORM.CANCEL': (_step, run) => fireEvent.click(form(run).getByRole('button', { name: 'Cancel' })),
  'DELETE.CONFIRM': () => fireEvent.click(confirm().getByRole('button', { name: 'Delete' })),
  'DELETE.CANCEL': () => fireEvent.click(confirm().getByRole('button', { name: 'Cancel' })),
  'ALERT.OK': () => fireEvent.click(alert().getByRole('button', { name: 'OK' })),
  // The address block inside the form reports the location chosen in it.
  'ADDRESS.CHANGED': fed,
  'xstate.done.actor.loadAddresses': fed,
  'xstate.error.actor.loadAddresses': fed,
  'xstate.done.actor.saveAddress': fed,
  'xstate.error.actor.saveAddress': fed,
  'xstate.done.actor.deleteAddress': fed,
  'xstate.error.actor.deleteAddress': fed,
  'xstate.done.actor.addressBlock': fed,
  'xstate.error.actor.addressBlock': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof addressBookMachine>, ScreenExecutor>;

/** Rendered while the chart runs, as a caller renders it for its running child. */
function Book({ run }: { run: FlowRun }) {
  const running = useSelector(run.actor, (s) => s.status === 'active');
  return running ? <AddressBookConnector actorRef={run.actor as unknown as ActorRefFrom<typeof addressBookMachine>} /> : null;
}

function formShowsContext(run: FlowRun) {
  const c = context(run);
  if (c.kind === 'delivery') {
    expect(form(run).getByLabelText('First name', { selector: 'input' })).toHaveValue(c.form.firstName);
    expect(form(run).getByLabelText('Address name', { selector: 'input' })).toHaveValue(c.form.addressName);
  }
  expect(form(run).getByRole('checkbox')).toHaveProperty('checked', c.form.isDefault);
}

const nothingOpen = () => {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
};

replayThroughScreen({
  flow: addressBookFlow,
  executors,
  children: { addressBlock: addressBlockMachine },
  render: (run) => <Book run={run} />,
  expectations: {
    'loading.waiting': (run) => {
      expect(list(run).getByRole('status')).toHaveTextContent('Loading');
      expect(list(run).getByRole('status')).not.toHaveTextContent(SLOW);
    },
    'loading.slow': (run) => expect(list(run).getByRole('status')).toHaveTextContent(SLOW),
    loadFailed: (run) => expect(list(run).getByRole('button', { name: 'Try again' })).toBeEnabled(),
    list: (run) => {
      const c = context(run);
      if (c.entries.length === 0) expect(list(run).getByText('No Address')).toBeInTheDocument();
      else for (const entry of c.entries) expect(list(run).getByRole('button', { name: `Edit ${entry.addressName}` })).toBeInTheDocument();
    },
    'form.editing': (run) => {
      formShowsContext(run);
      expect(form(run).getByLabelText('Zipcode')).toBeInTheDocument();
    },
    'form.saving.waiting': () => expect(screen.getByTestId('loading-dialog')).not.toHaveTextContent(SLOW),
    'form.saving.slow': () => expect(screen.getByTestId('loading-dialog')).toHaveTextContent(SLOW),
    'form.saveFailed': () => expect(screen.getByTestId('alert-dialog')).toHaveTextContent("Couldn't save the address"),
    confirmingDelete: (run) => expect(screen.getByTestId('confirm-dialog')).toHaveTextContent(`Delete the address "${context(run).pendingDelete?.addressName ?? ''}"?`),
    'deleting.waiting': () => expect(screen.getByTestId('loading-dialog')).not.toHaveTextContent(SLOW),
    'deleting.slow': () => expect(screen.getByTestId('loading-dialog')).toHaveTextContent(SLOW),
    deleteFailed: () => expect(screen.getByTestId('alert-dialog')).toBeInTheDocument(),
    picked: nothingOpen,
    saved: nothingOpen,
    closed: nothingOpen,
  },
});
