/**
 * The OTP chart's generated paths driven through the real OTP dialog (src/flows/otp/OtpDialog.tsx through
 * src/flows/otp/OtpDialogConnector.tsx). What a person does is done with the dialog's own controls; the
 * outcomes of the stubbed calls, the caller's OTP.CODE_SENT and the clock are fed to the chart.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { otpFlow } from '@machines/otp/otp.flow';
import type { otpMachine } from '@machines/otp/otp.machine';
import { OtpDialogConnector } from '@/flows/otp/OtpDialogConnector';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const codeInput = () => screen.getByLabelText('One-time code (6 digits)');
const dialog = () => screen.queryByRole('dialog');

/** One executor per event the chart handles; a missing or unknown key fails to compile. */
const executors = {
  'OTP.CODE_CHANGED': (step) => fireEvent.change(codeInput(), { target: { value: String(step.payload.value) } }),
  'OTP.CONFIRM': () => {
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm, 'Confirm must be enabled when the chart accepts OTP.CONFIRM').toBeEnabled();
    fireEvent.click(confirm);
  },
  'OTP.RESEND': () => {
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend, 'Resend must be enabled when the chart accepts OTP.RESEND').toBeEnabled();
    fireEvent.click(resend);
  },
  'OTP.CANCEL': () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
  'OTP.CODE_SENT': fed,
  'xstate.done.actor.requestOtp': fed,
  'xstate.error.actor.requestOtp': fed,
  'xstate.done.actor.verifyOtp': fed,
  'xstate.error.actor.verifyOtp': fed,
  'xstate.after.tick': fed,
  'xstate.after.resendCooldown': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof otpMachine>, ScreenExecutor>;

const SLOW = 'This is taking longer than usual…';
function busy(what: string, slow: boolean) {
  const status = document.querySelector('.otp__status');
  expect(status).toHaveTextContent(what);
  if (slow) expect(status).toHaveTextContent(SLOW);
  else expect(screen.queryByText(SLOW)).toBeNull();
}

replayThroughScreen({
  flow: otpFlow,
  executors,
  render: (run) => <OtpDialogConnector actorRef={run.actor as unknown as ActorRefFrom<typeof otpMachine>} />,
  /** What the person sees in each leaf state (parallel leaves are checked together). */
  expectations: {
    'requesting.waiting': () => busy('Sending the code…', false),
    'requesting.slow': () => busy('Sending the code…', true),
    'resending.waiting': () => busy('Sending the code…', false),
    'resending.slow': () => busy('Sending the code…', true),
    // A failed request ends the chart with its error as output: the dialog closes and the caller explains.
    requestFailed: () => expect(dialog()).toBeNull(),
    'active.timer.counting': () => expect(screen.getByText(/Resend in/)).toBeInTheDocument(),
    'active.timer.expired': () => expect(screen.getByText('The code has expired. Request a new one.')).toBeInTheDocument(),
    // The caller owns requests and was asked for a new code: still expired, and no resend link to press twice.
    'active.timer.awaitingCode': () => {
      expect(screen.getByText('The code has expired. Request a new one.')).toBeInTheDocument();
      expect(screen.getByText('A new code is on its way…')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
    },
    'active.timer.coolingDown.ticking': () => expect(screen.getByText(/Resend in/)).toBeInTheDocument(),
    'active.entry.editing': () => expect(codeInput()).not.toHaveAttribute('readonly'),
    'active.entry.verifying.waiting': () => busy('Checking the code…', false),
    'active.entry.verifying.slow': () => busy('Checking the code…', true),
    // No answer in time: said so, and the code stays to try again.
    'active.entry.timedOut': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('The server is taking too long to answer. Please try again.');
      expect(screen.queryByText('Checking the code…')).toBeNull();
    },
    'active.entry.rejected': () => expect(screen.getByRole('alert')).toBeInTheDocument(),
    verified: () => expect(dialog()).toBeNull(),
    cancelled: () => expect(dialog()).toBeNull(),
  },
});
