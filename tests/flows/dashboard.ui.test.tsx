/**
 * The dashboard chart's generated paths driven through the real home content section (DashboardScreen
 * of src/routes/dashboard/DashboardSection.tsx): Try again is pressed on the page; the outcomes of the
 * stubbed read and the clock are fed to the chart. Each state is checked against what the member sees
 * (in English): placeholders, the slow notice, banners / categories / lists with their links, nothing
 * when nothing is configured, the failure with Try again.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, EventFromLogic } from 'xstate';
import { catalogue } from '@machines/catalogue';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { analyseFlow, type PlanStep } from '@/flows-tooling/graph';
import { performStep, startFlow, type FlowRun } from '@/flows-tooling/player';
import { messages } from '@/i18n/messages';
import { DashboardScreen } from '@/routes/dashboard/DashboardSection';

type EventType = EventFromLogic<typeof dashboardMachine>['type'] | 'xstate.done.actor.loadDashboard' | 'xstate.error.actor.loadDashboard' | 'xstate.after';

type Executor = (step: PlanStep, run: FlowRun) => void;
const fed: Executor = (step, run) => performStep(run, step);

const executors = {
  'DASHBOARD.RETRY': () => {
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeEnabled();
    fireEvent.click(retry);
  },
  'xstate.done.actor.loadDashboard': fed,
  'xstate.error.actor.loadDashboard': fed,
  'xstate.after': fed,
} satisfies Record<EventType, Executor>;

function executorFor(event: string): Executor {
  const key = event.startsWith('xstate.after.') ? 'xstate.after' : event;
  const exec = (executors as Record<string, Executor>)[key];
  if (!exec) throw new Error(`No executor for ${event}`);
  return exec;
}

const placeholders = () => expect(screen.getByRole('status', { name: 'Loading highlights' })).toBeInTheDocument();
const expectations: Record<string, () => void> = {
  'loading.waiting': () => {
    placeholders();
    expect(screen.queryByText(/longer than usual/i)).toBeNull();
  },
  'loading.slow': () => {
    placeholders();
    expect(screen.getByText(/longer than usual/i)).toBeInTheDocument();
  },
  shown: () => {
    const section = screen.getByTestId('dashboard');
    expect(within(section).getByRole('link', { name: /Hand-woven cotton tee/ })).toHaveAttribute('href', '/campaign/1040');
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Drinks' })).toHaveAttribute('href', '/reward/101');
    const list = screen.getByRole('region', { name: 'Popular this week' });
    expect(within(list).getByRole('link', { name: /Iced Thai tea/ })).toHaveAttribute('href', '/campaign/1001');
    expect(within(list).getByText('Free')).toBeInTheDocument();
  },
  empty: () => {
    expect(screen.queryByTestId('dashboard')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: () => {
    expect(screen.getByRole('alert')).toHaveTextContent('Highlights could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

const flow = catalogue.find((f) => f.id === 'dashboard');

describe.runIf(flow)('home content section driven by the generated paths', () => {
  const { plans, model } = analyseFlow(flow!);
  for (const plan of plans) {
    it(`${plan.id} ${plan.title}`, () => {
      const run = startFlow(flow!, { input: plan.input });
      render(
        <IntlProvider locale="en" messages={messages.en}>
          <MemoryRouter>
            <DashboardScreen actor={run.actor as unknown as ActorRefFrom<typeof dashboardMachine>} locale="en" />
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

  it('has an expectation for every state a member can reach', () => {
    const leaves = model.states.filter((s) => s.kind === 'atomic' || s.kind === 'final').map((s) => s.path);
    expect(leaves.filter((l) => !(l in expectations))).toEqual([]);
  });
});
