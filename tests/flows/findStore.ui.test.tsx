/**
 * The find-store chart's generated paths driven through the real /findstore body (FindStoreScreen of
 * src/routes/findstore/FindStoreRoute.tsx): what a member does is done with the page's own controls
 * (search form, Clear search, province filter, Use my location, Try again); the device's position, the
 * outcomes of the stubbed calls and the clock are fed to the chart. Each state is checked against what
 * the member sees, in English.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, EventFromLogic } from 'xstate';
import { catalogue } from '@machines/catalogue';
import type { findStoreMachine } from '@machines/findStore/findStore.machine';
import { analyseFlow, type PlanStep } from '@/flows-tooling/graph';
import { performStep, startFlow, type FlowRun } from '@/flows-tooling/player';
import { messages } from '@/i18n/messages';
import { FindStoreScreen } from '@/routes/findstore/FindStoreRoute';

type EventType =
  | EventFromLogic<typeof findStoreMachine>['type']
  | 'xstate.done.actor.locate'
  | 'xstate.error.actor.locate'
  | 'xstate.done.actor.loadNearby'
  | 'xstate.error.actor.loadNearby'
  | 'xstate.done.actor.loadBranches'
  | 'xstate.error.actor.loadBranches'
  | 'xstate.done.actor.searchBranches'
  | 'xstate.error.actor.searchBranches'
  | 'xstate.after';

type Executor = (step: PlanStep, run: FlowRun) => void;
const fed: Executor = (step, run) => performStep(run, step);
const click = (button: HTMLElement) => {
  expect(button).toBeEnabled();
  fireEvent.click(button);
};

const executors = {
  'FIND.SEARCH': (step) => {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search branches by name' }), { target: { value: String(step.payload.query) } });
    // A blank search is not sent (the form ignores it, as the chart does).
    fireEvent.submit(screen.getByRole('search'));
  },
  'FIND.SEARCH_CLEARED': () => click(screen.getByRole('button', { name: 'Clear search' })),
  'FIND.PROVINCE_CHOSEN': (step) => fireEvent.change(screen.getByRole('combobox', { name: 'Province' }), { target: { value: String(step.payload.province) } }),
  'FIND.LOCATE_AGAIN': () => click(screen.getByRole('button', { name: 'Use my location' })),
  'FIND.RETRY': () => click(screen.getByRole('button', { name: 'Try again' })),
  'xstate.done.actor.locate': fed,
  'xstate.error.actor.locate': fed,
  'xstate.done.actor.loadNearby': fed,
  'xstate.error.actor.loadNearby': fed,
  'xstate.done.actor.loadBranches': fed,
  'xstate.error.actor.loadBranches': fed,
  'xstate.done.actor.searchBranches': fed,
  'xstate.error.actor.searchBranches': fed,
  'xstate.after': fed,
} satisfies Record<EventType, Executor>;

function executorFor(event: string): Executor {
  const key = event.startsWith('xstate.after.') ? 'xstate.after' : event;
  const exec = (executors as Record<string, Executor>)[key];
  if (!exec) throw new Error(`No executor for ${event}`);
  return exec;
}

type Check = (run: FlowRun) => void;
const context = (run: FlowRun) => run.actor.getSnapshot().context as { reason?: string; province?: string; query: string };
const loading: Check = () => {
  expect(screen.getByText('Loading branches')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
};
const slow: Check = (run) => {
  loading(run);
  expect(screen.getByText(/longer than usual/i)).toBeInTheDocument();
};

const expectations: Record<string, Check> = {
  starting: () => expect(screen.getByRole('search')).toBeInTheDocument(),
  locating: () => expect(screen.getByText('Finding your location…')).toBeInTheDocument(),
  'loadingNearby.waiting': loading,
  'loadingNearby.slow': slow,
  'loadingAll.waiting': loading,
  'loadingAll.slow': slow,
  'searching.waiting': loading,
  'searching.slow': slow,
  nearby: () => {
    const list = screen.getByRole('list', { name: 'Branches near you' });
    expect(within(list).getByRole('heading', { name: 'Saengchan Café Siam Square' })).toBeInTheDocument();
    expect(within(list).getByTestId('branch-distance')).toHaveTextContent('0.1 km away');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  },
  byProvince: (run) => {
    const { reason, province } = context(run);
    expect(screen.getByRole('note')).toHaveTextContent(messages.en[`stores.note.${reason ?? 'unavailable'}`]!);
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue(province ?? '');
    expect(screen.getByRole('heading', { name: /^Bangkok/ })).toBeInTheDocument();
    const locateAgain = screen.queryByRole('button', { name: 'Use my location' });
    if (reason === 'unsupported') expect(locateAgain).toBeNull();
    else expect(locateAgain).toBeEnabled();
  },
  searchResults: () => {
    const list = screen.getByRole('list', { name: 'Results for “Nimman”' });
    expect(within(list).getByRole('heading', { name: 'Saengchan Café Nimman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeEnabled();
  },
  failed: (run) => {
    expect(screen.getByText('Branches could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // After a failed search the way back to the list is offered too.
    const clear = screen.queryByRole('button', { name: 'Clear search' });
    if (context(run).query) expect(clear).toBeEnabled();
    else expect(clear).toBeNull();
  },
};

const flow = catalogue.find((f) => f.id === 'findStore');

describe.runIf(flow)('find store page driven by the generated paths', () => {
  const { plans, model } = analyseFlow(flow!);
  for (const plan of plans) {
    it(`${plan.id} ${plan.title}`, () => {
      const run = startFlow(flow!, { input: plan.input });
      render(
        <IntlProvider locale="en" messages={messages.en}>
          <MemoryRouter>
            <FindStoreScreen actor={run.actor as unknown as ActorRefFrom<typeof findStoreMachine>} locale="en" />
          </MemoryRouter>
        </IntlProvider>,
      );
      const check = (leaves: string[]) => leaves.forEach((leaf) => expectations[leaf]?.(run));
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
