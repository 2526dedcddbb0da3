/**
 * The OTP chart's generated paths driven through the real OTP dialog (src/ui/otp/OtpDialog.tsx through
 * src/routes/login/OtpDialogConnector.tsx): one executor per event, checked at compile time with
 * `satisfies`, and per state what the person sees. What a person does is done with the dialog's own
 * controls; the outcomes of the stubbed calls, the caller's OTP.CODE_SENT and the clock are fed to the chart.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, EventFromLogic } from 'xstate';
import { catalogue } from '@machines/catalogue';
import type { otpMachine } from '@machines/otp/otp.machine';
import { analyseFlow, type PlanStep } from '@/flows-tooling/graph';
import { performStep, startFlow, type FlowRun } from '@/flows-tooling/player';
import { messages } from '@/i18n/messages';
import { OtpDialogConnector } from '@/routes/login/OtpDialogConnector';

type OtpEventType =
  | EventFromLogic<typeof otpMachine>['type']
  | 'xstate.done.actor.requestOtp'
  | 'xstate.error.actor.requestOtp'
  | 'xstate.done.actor.verifyOtp'
  | 'xstate.error.actor.verifyOtp'
  | 'xstate.after';

type Executor = (step: PlanStep, run: FlowRun) => void;
const fed: Executor = (step, run) => performStep(run, step);

const codeInput = () => screen.getByLabelText('One-time code (6 digits)');

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
  'xstate.after': fed,
} satisfies Record<OtpEventType, Executor>;

function executorFor(event: string): Executor {
  const key = event.startsWith('xstate.after.') ? 'xstate.after' : event;
  const exec = (executors as Record<string, Executor>)[key];
  if (!exec) throw new Error(`No executor for ${event}`);
  return exec;
}

const dialog = () => screen.queryByRole('dialog');

/** What the person sees in each leaf state (parallel leaves are checked together). */
const expectations: Record<string, () => void> = {
  'requesting.waiting': () => expect(screen.getByText('Sending the code…')).toBeInTheDocument(),
  'requesting.slow': () => expect(screen.getByText('This is taking longer than usual…')).toBeInTheDocument(),
  'resending.waiting': () => expect(screen.getByText('Sending the code…')).toBeInTheDocument(),
  'resending.slow': () => expect(screen.getByText('This is taking longer than usual…')).toBeInTheDocument(),
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
  'active.entry.verifying.waiting': () => expect(screen.getByText('Checking the code…')).toBeInTheDocument(),
  'active.entry.verifying.slow': () => expect(screen.getByText('This is taking longer than usual…')).toBeInTheDocument(),
  'active.entry.timedOut': () =>
    expect(screen.getByRole('alert')).toHaveTextContent('The server is taking too long to answer. Please try again.'),
  'active.entry.rejected': () => expect(screen.getByRole('alert')).toBeInTheDocument(),
  verified: () => expect(dialog()).toBeNull(),
  cancelled: () => expect(dialog()).toBeNull(),
};

const flow = catalogue.find((f) => f.id === 'otp');

describe.runIf(flow)('OTP dialog driven by the generated paths', () => {
  const { plans, model } = analyseFlow(flow!);
  for (const plan of plans) {
    it(`${plan.id} ${plan.title}`, () => {
      const run = startFlow(flow!, { input: plan.input });
      render(
        <IntlProvider locale="en" messages={messages.en}>
          <OtpDialogConnector actorRef={run.actor as unknown as ActorRefFrom<typeof otpMachine>} />
        </IntlProvider>,
      );
      const check = (leaves: string[]) => leaves.forEach((leaf) => expectations[leaf]?.());
      check(plan.start);
      for (const step of plan.steps) {
        act(() => executorFor(step.event)(step, run));
        expect(run.actor.getSnapshot().value, `step ${step.n}: ${step.action}`).toEqual(step.expectedValue);
        check(step.expected);
      }
      run.actor.stop();
    });
  }

  it('has an expectation for every state a person can reach', () => {
    const declared = Object.keys(flow!.unreachable ?? {});
    const leaves = model.states.filter((s) => s.kind === 'atomic' || s.kind === 'final').map((s) => s.path);
    expect(leaves.filter((l) => !(l in expectations) && !declared.includes(l))).toEqual([]);
  });
});
