/**
 * The marketing-consent chart's generated paths driven through the real page body and dialog
 * (MarketingConsentPanel of src/routes/profile/legal/MarketingRoute.tsx): what a person does is done with
 * the page's own controls; the outcomes of the stubbed calls (and of the reading child) and the clock are
 * fed to the chart. Each state is checked against what the person sees.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, EventFromLogic } from 'xstate';
import { catalogue } from '@machines/catalogue';
import type { marketingConsentMachine } from '@machines/marketingConsent/marketingConsent.machine';
import { analyseFlow, type PlanStep } from '@/flows-tooling/graph';
import { performStep, startFlow, type FlowRun } from '@/flows-tooling/player';
import { messages } from '@/i18n/messages';
import { MarketingConsentPanel } from '@/routes/profile/legal/MarketingRoute';

type EventType =
  | EventFromLogic<typeof marketingConsentMachine>['type']
  | 'xstate.done.actor.loadMarketingState'
  | 'xstate.error.actor.loadMarketingState'
  | 'xstate.done.actor.readMarketingText'
  | 'xstate.done.actor.saveMarketing'
  | 'xstate.error.actor.saveMarketing'
  | 'xstate.after';

type Executor = (step: PlanStep, run: FlowRun) => void;
const fed: Executor = (step, run) => performStep(run, step);
const dialog = () => screen.queryByRole('dialog', { name: 'Marketing consent' });
const box = (name: string) => within(dialog()!).getByRole('checkbox', { name, exact: true } as never);

const executors = {
  'MARKETING.TOGGLE_ALL': () => fireEvent.click(box('All')),
  'MARKETING.TOGGLE_CHANNEL': (step) => fireEvent.click(box({ sms: 'SMS', line: 'LINE', email: 'E-mail' }[String(step.payload.channel)] ?? 'SMS')),
  'MARKETING.OPEN': () => {
    const open = screen.getByRole('button', { name: 'Change marketing consent' });
    expect(open).toBeEnabled();
    fireEvent.click(open);
  },
  'MARKETING.CONFIRM': () => {
    const confirm = within(dialog()!).getByRole('button', { name: 'Confirm' });
    expect(confirm, 'Confirm must be enabled when the chart accepts MARKETING.CONFIRM').toBeEnabled();
    fireEvent.click(confirm);
  },
  'MARKETING.CLOSE': () => fireEvent.click(within(dialog()!).getByRole('button', { name: 'Close' })),
  'MARKETING.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'xstate.done.actor.loadMarketingState': fed,
  'xstate.error.actor.loadMarketingState': fed,
  'xstate.done.actor.readMarketingText': fed,
  'xstate.done.actor.saveMarketing': fed,
  'xstate.error.actor.saveMarketing': fed,
  'xstate.after': fed,
} satisfies Record<EventType, Executor>;

function executorFor(event: string): Executor {
  const key = event.startsWith('xstate.after.') ? 'xstate.after' : event;
  const exec = (executors as Record<string, Executor>)[key];
  if (!exec) throw new Error(`No executor for ${event}`);
  return exec;
}

const loadingText = () => expect(screen.getByText('Reading your marketing choices…')).toBeInTheDocument();
const summaryShown = () => {
  expect(dialog()).toBeNull();
  expect(screen.getByTestId('marketing-summary')).toBeInTheDocument();
};

const expectations: Record<string, () => void> = {
  'loading.waiting': loadingText,
  'loading.slow': () => {
    loadingText();
    expect(screen.getByText(/longer than usual/i)).toBeInTheDocument();
  },
  loadFailed: () => expect(screen.getByRole('alert')).toHaveTextContent('Your marketing choices could not be read'),
  open: () => {
    expect(dialog()).not.toBeNull();
    expect(box('All')).toBeEnabled();
  },
  'saving.waiting': () => expect(within(dialog()!).getByRole('button', { name: 'Saving…' })).toBeDisabled(),
  'saving.slow': () => expect(within(dialog()!).getByRole('button', { name: 'Saving…' })).toBeDisabled(),
  saveFailed: () => {
    expect(within(dialog()!).getByRole('alert')).toHaveTextContent('Your choices were not saved');
    expect(within(dialog()!).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
  saved: () => {
    summaryShown();
    expect(screen.getByRole('status')).toHaveTextContent('Your marketing choices were saved.');
  },
  hidden: summaryShown,
};

const flow = catalogue.find((f) => f.id === 'marketingConsent');

describe.runIf(flow)('marketing consent page driven by the generated paths', () => {
  const { plans, model } = analyseFlow(flow!);
  for (const plan of plans) {
    it(`${plan.id} ${plan.title}`, () => {
      const run = startFlow(flow!, { input: plan.input });
      render(
        <IntlProvider locale="en" messages={messages.en}>
          <MemoryRouter>
            <MarketingConsentPanel actor={run.actor as unknown as ActorRefFrom<typeof marketingConsentMachine>} />
          </MemoryRouter>
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
    const leaves = model.states.filter((s) => s.kind === 'atomic' || s.kind === 'final').map((s) => s.path);
    expect(leaves.filter((l) => !(l in expectations))).toEqual([]);
  });
});
