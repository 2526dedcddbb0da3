/**
 * The membership and welcome-point charts' generated paths driven through their real screens
 * (MembershipFlowView of /privilege, WelcomePointView of the welcome-point dialog): what a person does is
 * done with the screen's own controls; the outcomes of the stubbed call and the clock are fed to the chart.
 * Each state is checked against what the person sees.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { catalogue } from '@machines/catalogue';
import type { MembershipMachine } from '@machines/membership/membership.machine';
import type { WelcomePointMachine } from '@machines/welcomePoint/welcomePoint.machine';
import { analyseFlow, type PlanStep } from '@/flows-tooling/graph';
import { performStep, startFlow, type FlowRun } from '@/flows-tooling/player';
import { messages } from '@/i18n/messages';
import { DEFAULT_SHELL_STATE, ShellStateProvider } from '@/ui/layout/shellState';
import { MembershipFlowView } from '@/routes/privilege/MembershipPanel';
import { WelcomePointView } from '@/routes/register/WelcomePointHost';

type Executor = (step: PlanStep, run: FlowRun) => void;
const fed: Executor = (step, run) => performStep(run, step);

interface Replay {
  id: string;
  render(run: FlowRun): ReactElement;
  executors: Record<string, Executor>;
  expectations: Record<string, () => void>;
}

const replays: Replay[] = [
  {
    id: 'membership',
    render: (run) => <MembershipFlowView actor={run.actor as unknown as ActorRefFrom<MembershipMachine>} />,
    executors: {
      'MEMBERSHIP.RETRY': () => {
        const retry = screen.getByRole('button', { name: 'Try again' });
        expect(retry).toBeEnabled();
        fireEvent.click(retry);
      },
      'xstate.done.actor.loadMembership': fed,
      'xstate.error.actor.loadMembership': fed,
      'xstate.after': fed,
    },
    expectations: {
      'loading.waiting': () => {
        expect(screen.getByRole('status')).toHaveTextContent('Loading your level and privileges');
        expect(screen.queryByText(/longer than usual/i)).toBeNull();
      },
      'loading.slow': () => expect(screen.getByText(/longer than usual/i)).toBeInTheDocument(),
      failed: () => {
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent("We couldn't load the levels and privileges");
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
      loaded: () => {
        const levels = screen.getByRole('list', { name: 'Levels and privileges' });
        expect(within(levels).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Member', 'Plus', 'Plus X']);
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      },
    },
  },
  {
    id: 'welcomePoint',
    render: (run) => <WelcomePointView actor={run.actor as unknown as ActorRefFrom<WelcomePointMachine>} />,
    executors: {
      'WELCOME.OK': () => fireEvent.click(within(screen.getByRole('dialog', { name: 'Welcome points for you' })).getByRole('button', { name: 'OK' })),
    },
    expectations: {
      checking: () => undefined,
      showing: () => expect(within(screen.getByRole('dialog', { name: 'Welcome points for you' })).getByTestId('welcome-point-amount')).toHaveTextContent(/^You received \d+ points?$/),
      dismissed: () => expect(screen.queryByRole('dialog')).toBeNull(),
    },
  },
];

for (const replay of replays) {
  const flow = catalogue.find((f) => f.id === replay.id);
  describe.runIf(flow)(`${replay.id} screen driven by the generated paths`, () => {
    const { plans, model } = analyseFlow(flow!);
    const executorFor = (event: string): Executor => {
      const exec = replay.executors[event.startsWith('xstate.after.') ? 'xstate.after' : event];
      if (!exec) throw new Error(`No executor for ${event}`);
      return exec;
    };
    for (const plan of plans) {
      it(`${plan.id} ${plan.title}`, () => {
        const run = startFlow(flow!, { input: plan.input });
        render(
          <IntlProvider locale="en" messages={messages.en}>
            <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, locale: 'en', member: { signedIn: true, name: 'Somchai' } }}>
              <MemoryRouter>{replay.render(run)}</MemoryRouter>
            </ShellStateProvider>
          </IntlProvider>,
        );
        const check = (leaves: string[]) => leaves.forEach((leaf) => replay.expectations[leaf]?.());
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
      expect(leaves.filter((l) => !(l in replay.expectations))).toEqual([]);
    });
  });
}
