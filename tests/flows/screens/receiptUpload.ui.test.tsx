/**
 * Receipt upload's generated paths driven through the receipt form (ReceiptUploadPanel of
 * src/flows/receiptUpload/ReceiptUploadScreen.tsx) in a router: the member picks the store, types the branch and
 * the amount, chooses a file (a real File of the plan's type and size), presses Send receipt / Send again, Try
 * again and Send another receipt; the form's load, the scaling, the upload's progress and outcome and the clock
 * are fed. Typing or picking what a field already holds is changing it and changing it back.
 */
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { receiptUploadFlow } from '@machines/receiptUpload/receiptUpload.flow';
import type { ReceiptUploadMachine } from '@machines/receiptUpload/receiptUpload.machine';
import type { ReceiptUploadContext } from '@machines/receiptUpload/receiptUpload.types';
import type { FlowRun } from '@/flowTooling/player';
import { ReceiptUploadPanel } from '@/flows/receiptUpload/ReceiptUploadScreen';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';
const LABELS = { store: 'Store', branch: 'Branch', spending: 'Amount spent (baht)' } as const;
const field = (name: keyof typeof LABELS) => screen.getByLabelText(LABELS[name], { selector: 'input, select' }) as HTMLInputElement;
const context = (run: FlowRun) => run.actor.getSnapshot().context as ReceiptUploadContext;
const sendButton = () => screen.getByRole('button', { name: /^(Send receipt|Send again)$/ });

const executors = {
  'RECEIPT.FIELD_CHANGED': (step) => {
    const input = field(step.payload.field as keyof typeof LABELS);
    const value = String(step.payload.value);
    if (input.value === value) fireEvent.change(input, { target: { value: input.tagName === 'SELECT' ? '' : `${value}x` } });
    fireEvent.change(input, { target: { value } });
  },
  'RECEIPT.PHOTO_CHOSEN': (step) => {
    const { name, type, size } = step.payload.file as { name: string; type: string; size: number };
    const file = new File([new Uint8Array(size)], name, { type });
    fireEvent.change(screen.getByLabelText('Receipt photo', { selector: 'input' }), { target: { files: [file] } });
  },
  'RECEIPT.SUBMIT': () => fireEvent.click(sendButton()),
  // Try again on the form that could not be opened, or under a failed upload (the same attempt again).
  'RECEIPT.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'RECEIPT.ANOTHER': () => fireEvent.click(screen.getByRole('button', { name: 'Send another receipt' })),
  // The upload reports its progress and its end.
  'RECEIPT.UPLOAD_PROGRESS': fed,
  'RECEIPT.UPLOADED': fed,
  'RECEIPT.UPLOAD_FAILED': fed,
  'xstate.done.actor.loadReceiptForm': fed,
  'xstate.error.actor.loadReceiptForm': fed,
  'xstate.done.actor.scalePhoto': fed,
  'xstate.error.actor.scalePhoto': fed,
  'xstate.done.actor.uploadReceipt': fed,
  'xstate.error.actor.uploadReceipt': fed,
  'xstate.after.UPLOAD_TIMEOUT': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<ReceiptUploadMachine>, ScreenExecutor>;

/** Everything typed is shown (and kept after a refused file or a failure). */
function formShowsContext(run: FlowRun) {
  const { values } = context(run);
  expect(field('store')).toHaveValue(values.store);
  expect(field('branch')).toHaveValue(values.branch);
  expect(field('spending')).toHaveValue(values.spending);
}

function loading(slow: boolean) {
  expect(screen.getByText('Loading')).toBeInTheDocument();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

replayThroughScreen({
  flow: receiptUploadFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<ReceiptUploadMachine>;
    const router = createMemoryRouter([{ path: '/collectpoint', element: <ReceiptUploadPanel actor={actor} locale="en" /> }], {
      initialEntries: ['/collectpoint'],
    });
    return <RouterProvider router={router} />;
  },
  expectations: {
    'loading.waiting': () => loading(false),
    'loading.slow': () => loading(true),
    loadFailed: () => {
      expect(screen.getByText("We couldn't open the receipt form")).toBeInTheDocument();
      expect(screen.queryByText('Network error')).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    notEditable: () => expect(screen.getByText('Only a rejected receipt can be corrected.')).toBeInTheDocument(),
    editing: (run) => {
      formShowsContext(run);
      expect(sendButton()).toBeEnabled();
      expect(screen.queryByText('Preparing your photo…')).toBeNull();
      const problem = context(run).photoProblem;
      if (problem === 'type') expect(screen.getByText(/This kind of file can't be sent\./)).toBeInTheDocument();
      if (problem === 'tooLarge') expect(screen.getByText(/This file is over 2 MB\./)).toBeInTheDocument();
      if (problem === 'unreadable') expect(screen.getByText(/We couldn't read this photo\./)).toBeInTheDocument();
    },
    scaling: (run) => {
      formShowsContext(run);
      expect(screen.getByText('Preparing your photo…')).toBeInTheDocument();
    },
    uploading: (run) => {
      expect(screen.getByText(`Sending your receipt… ${Math.round(context(run).progress * 100)}%`)).toBeInTheDocument();
      expect(sendButton()).toBeDisabled();
      expect(field('branch')).toBeDisabled();
    },
    failed: (run) => {
      formShowsContext(run);
      expect(screen.getByRole('alert')).toHaveTextContent("Your receipt wasn't sent");
      expect(screen.getByRole('alert')).not.toHaveTextContent('Service unavailable');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    done: (run) => {
      expect(screen.getByRole('status')).toHaveTextContent('We received your receipt from Siam Square for');
      if (context(run).mode === 'new') expect(screen.getByRole('button', { name: 'Send another receipt' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Send another receipt' })).toBeNull();
    },
  },
});
