/**
 * The serial display's generated paths driven through its dialogs (src/flows/serial/SerialDialogs.tsx): tabs,
 * Copy code, Mark as used, Use / Cancel and the alerts' OK are pressed, the dialog is closed with Close; the
 * calls' outcomes, a drawing that fails and the clock (countdown, Copied, the mark-as-used limit) are fed. Drawing
 * is stubbed (jsdom has no canvas), so only planned render failures happen.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { serialFlow } from '@machines/serial/serial.flow';
import type { serialMachine } from '@machines/serial/serial.machine';
import { selectSerialStep, selectSerialView } from '@machines/serial/serial.selectors';
import type { FlowRun } from '@/flowTooling/player';
import { SerialDialogs } from '@/flows/serial/SerialDialogs';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

vi.mock('@/flows/serial/encoders/loaders', () => ({ drawQr: async () => undefined, drawBarcode: async () => undefined }));

const TAB_NAMES = { qr: 'QR code', barcode: 'Barcode', text: 'Code' } as const;
const serialDialog = () => screen.getByRole('dialog', { name: 'Your code' });
const inSerial = () => within(serialDialog());

const executors = {
  'SERIAL.TAB_SELECTED': (step) => {
    const tab = inSerial().getByRole('tab', { name: TAB_NAMES[step.payload.tab as keyof typeof TAB_NAMES] });
    expect(tab).toBeEnabled();
    fireEvent.click(tab);
  },
  'SERIAL.COPY': () => {
    const copy = inSerial().getByRole('button', { name: 'Copy code' });
    expect(copy).toBeEnabled();
    fireEvent.click(copy);
  },
  'SERIAL.MARK_USED': () => fireEvent.click(inSerial().getByRole('button', { name: 'Mark as used' })),
  'SERIAL.CONFIRM_USE': () => fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Use' })),
  'SERIAL.CANCEL_USE': () => fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Cancel' })),
  'SERIAL.ALERT_CLOSED': () => fireEvent.click(within(screen.getByTestId('alert-dialog')).getByRole('button', { name: 'OK' })),
  'SERIAL.CLOSE': () => fireEvent.click(inSerial().getAllByRole('button', { name: 'Close' }).at(-1)!),
  // The drawing library refused the code (the view reports it; here fed, as drawing is stubbed).
  'SERIAL.RENDER_FAILED': fed,
  'xstate.done.actor.markUsed': fed,
  'xstate.error.actor.markUsed': fed,
  'xstate.done.actor.copyText': fed,
  'xstate.error.actor.copyText': fed,
  'xstate.after.TICK': fed,
  'xstate.after.COPIED_CONFIRMATION': fed,
  'xstate.after.MARK_USED_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof serialMachine>, ScreenExecutor>;

const snap = (run: FlowRun) => run.actor.getSnapshot() as AnyMachineSnapshot;
const view = (run: FlowRun) => selectSerialView(snap(run) as never);
const shown = (run: FlowRun) => selectSerialStep(snap(run) as never) === 'serial';

/** Checks `check` when the serial dialog is on screen; otherwise that it is not (another dialog covers the step). */
function whenShown(check: (run: FlowRun) => void) {
  return (run: FlowRun) => {
    if (shown(run)) check(run);
    else expect(screen.queryByRole('dialog', { name: 'Your code' })).toBeNull();
  };
}

/** As {@link whenShown}, and only for a code that is still active (used and expired codes hide copy and mark as used). */
function whenActive(check: (run: FlowRun) => void) {
  return whenShown((run) => {
    if (view(run).status === 'active') check(run);
    else expect(inSerial().queryByRole('button', { name: /^(Copy code|Copied)$/ })).toBeNull();
  });
}

const codeText = () => inSerial().getByTestId('serial-code');
const canvasKind = () => serialDialog().querySelector('canvas')?.getAttribute('data-code-kind') ?? null;

function tabShown(tab: keyof typeof TAB_NAMES) {
  return whenShown((run) => {
    const v = view(run);
    if (!v.tabsHidden) expect(inSerial().getByRole('tab', { name: TAB_NAMES[tab] })).toHaveAttribute('aria-selected', 'true');
    expect(canvasKind()).toBe(tab === 'text' || v.status !== 'active' ? null : tab);
    expect(codeText()).toHaveTextContent(v.code);
  });
}

replayThroughScreen({
  flow: serialFlow,
  executors,
  render: (run) => <SerialDialogs serial={run.actor as unknown as ActorRefFrom<typeof serialMachine>} locale="en" />,
  expectations: {
    'open.code.active.showing': whenShown((run) => {
      expect(codeText()).toHaveTextContent(view(run).serial.serial);
      if (view(run).canMarkUsed) expect(inSerial().getByRole('button', { name: 'Mark as used' })).toBeInTheDocument();
      else expect(inSerial().queryByRole('button', { name: 'Mark as used' })).toBeNull();
    }),
    'open.code.active.confirmingUse': () => expect(screen.getByTestId('confirm-dialog')).toHaveTextContent('Use this coupon now?'),
    'open.code.active.marking': () => expect(screen.getByTestId('loading-dialog')).toBeInTheDocument(),
    'open.code.active.failed': () => {
      expect(screen.getByTestId('alert-dialog')).toHaveTextContent('Coupon not used');
      expect(screen.getByTestId('alert-dialog')).toHaveTextContent('The coupon could not be used. Please try again.');
    },
    'open.code.expired': whenShown(() => {
      expect(codeText()).toHaveTextContent('XXXXXXXX');
      expect(inSerial().getByText('Expired')).toBeInTheDocument();
      expect(inSerial().queryByRole('button', { name: 'Copy code' })).toBeNull();
    }),
    'open.code.used.succeeded': () => expect(screen.getByTestId('alert-dialog')).toHaveTextContent('Coupon used successfully.'),
    'open.code.used.shown': whenShown(() => {
      expect(codeText()).toHaveTextContent('XXXXXXXX');
      expect(inSerial().getByText('Used')).toBeInTheDocument();
      expect(inSerial().queryByRole('button', { name: 'Mark as used' })).toBeNull();
    }),
    'open.timer.running': whenShown((run) => {
      const left = view(run).secondsLeft ?? 0;
      expect(inSerial().getByRole('timer')).toHaveTextContent(left > 0 ? /Code expires in/ : 'This code has expired.');
    }),
    'open.timer.off': whenShown((run) => expect(serialDialog()).not.toHaveTextContent(view(run).status === 'active' ? 'Code expires in' : 'never shown')),
    'open.tab.qr': tabShown('qr'),
    'open.tab.barcode': tabShown('barcode'),
    'open.tab.text': tabShown('text'),
    'open.copy.ready': whenShown((run) => {
      if (view(run).status === 'active') expect(inSerial().getByRole('button', { name: 'Copy code' })).toBeEnabled();
    }),
    // A used or expired code has no copy button; the copy region's state then shows nothing.
    'open.copy.copying': whenActive(() => expect(inSerial().getByRole('button', { name: 'Copy code' })).toBeDisabled()),
    'open.copy.copied': whenActive(() => expect(inSerial().getByRole('button', { name: 'Copied' })).toBeInTheDocument()),
    'open.copy.copyFailed': whenShown(() => expect(serialDialog()).toHaveTextContent('The code could not be copied. Select it and copy it by hand.')),
    closed: () => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  },
});
