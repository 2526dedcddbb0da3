/**
 * The point tabs' generated paths driven through /profile/history/{tab}'s body (PointHistoryScreen of
 * src/flows/pointHistory/PointHistoryPanel.tsx) in a router: a tab change is a change of URL (the panel
 * tells the chart), the month and year are chosen in their selects, Show more and Try again are pressed; the
 * outcomes of the stubbed calls and the clock are fed.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { pointHistoryFlow } from '@machines/pointHistory/pointHistory.flow';
import type { PointHistoryMachine } from '@machines/pointHistory/pointHistory.machine';
import type { PointHistoryContext } from '@machines/pointHistory/pointHistory.types';
import type { FlowRun } from '@/flowTooling/player';
import { PointHistoryScreen, useTabFromUrl } from '@/flows/pointHistory/PointHistoryPanel';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

type Actor = ActorRefFrom<PointHistoryMachine>;
const NOW = Date.UTC(2026, 10, 22);
const SLOW = 'This is taking longer than usual…';
let router: ReturnType<typeof createMemoryRouter> | undefined;

/** The panel as the history route mounts it: the URL's tab goes to the chart. */
function Page({ actor }: { actor: Actor }) {
  const { tab = 'earn' } = useParams();
  useTabFromUrl(actor, tab);
  return <PointHistoryScreen actor={actor} tab={tab} now={NOW} locale="en" />;
}

const select = (label: 'Month' | 'Year') => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const moreBox = () => document.querySelector<HTMLElement>('.load-more');

/** Chooses a value in a select; choosing the value it already shows is choosing another and coming back. */
function choose(label: 'Month' | 'Year', value: number | null) {
  const text = value === null ? '' : String(value);
  if (select(label).value === text) fireEvent.change(select(label), { target: { value: text === '' ? String(select(label).options[1]!.value) : '' } });
  fireEvent.change(select(label), { target: { value: text } });
}

const executors = {
  'HISTORY.TAB_SELECTED': (step) => act(() => void router?.navigate(`/profile/history/${String(step.payload.tab)}`)),
  'HISTORY.FILTER_CHANGED': (step, run) => {
    const next = step.payload.filter as { year: number | null; month: number | null };
    const { filter } = run.actor.getSnapshot().context as PointHistoryContext;
    if (next.year !== filter.year) choose('Year', next.year);
    if (next.month !== filter.month || next.year === filter.year) choose('Month', next.month);
  },
  'HISTORY.LOAD_MORE': () => {
    const button = within(moreBox()!).getByRole('button');
    expect(button).toBeEnabled();
    fireEvent.click(button);
  },
  // Try again on the failed month or expiring list; after a failed next page, the list's own Try again.
  'HISTORY.RETRY': (_step, run) => {
    const box = run.actor.getSnapshot().matches({ log: { loaded: 'moreFailed' } }) ? within(moreBox()!) : screen;
    fireEvent.click(box.getByRole('button', { name: 'Try again' }));
  },
  'xstate.done.actor.loadPointLog': fed,
  'xstate.error.actor.loadPointLog': fed,
  'xstate.done.actor.loadExpiring': fed,
  'xstate.error.actor.loadExpiring': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<PointHistoryMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as PointHistoryContext;

/** The month filter shows the chosen month and year (the expiring tab has none). */
function filterShown(run: FlowRun) {
  const { filter, tab } = context(run);
  if (tab === 'expiring') {
    expect(screen.queryByLabelText('Month', { selector: 'select' })).toBeNull();
    return;
  }
  expect(select('Month').value).toBe(filter.month === null ? '' : String(filter.month));
  expect(select('Year').value).toBe(filter.year === null ? '' : String(filter.year));
}

function loading(run: FlowRun, slow: boolean) {
  filterShown(run);
  expect(screen.getByText('Loading your points')).toBeInTheDocument();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

function logShown(run: FlowRun) {
  filterShown(run);
  expect(screen.getAllByTestId('point-log-item')).toHaveLength(context(run).entries.length);
}

function failed(run: FlowRun) {
  filterShown(run);
  expect(screen.getByText("We couldn't load your points")).toBeInTheDocument();
  expect(screen.queryByText(/Service unavailable|Network error/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
}

replayThroughScreen({
  flow: pointHistoryFlow,
  executors,
  render: (run, plan) => {
    const actor = run.actor as unknown as Actor;
    const tab = (plan.input as { tab: string }).tab;
    router = createMemoryRouter([{ path: '/profile/history/:tab', element: <Page actor={actor} /> }], { initialEntries: [`/profile/history/${tab}`] });
    return <RouterProvider router={router} />;
  },
  expectations: {
    'log.filterIncomplete': (run) => {
      filterShown(run);
      expect(screen.getByText('Choose both a month and a year to see your points.')).toBeInTheDocument();
      expect(screen.getByText(context(run).filter.month === null ? 'Please select a month' : 'Please select a year')).toBeInTheDocument();
    },
    'log.loading.waiting': (run) => loading(run, false),
    'log.loading.slow': (run) => loading(run, true),
    'log.loaded.idle': (run) => {
      logShown(run);
      if (context(run).hasMore) expect(within(moreBox()!).getByRole('button', { name: 'Show more' })).toBeEnabled();
      else expect(moreBox()).toBeNull();
    },
    'log.loaded.loadingMore': (run) => {
      logShown(run);
      expect(within(moreBox()!).getByRole('button', { name: 'Loading more' })).toBeDisabled();
    },
    'log.loaded.moreFailed': (run) => {
      logShown(run);
      expect(within(moreBox()!).getByRole('alert')).not.toHaveTextContent('Service unavailable');
      expect(within(moreBox()!).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'log.empty': (run) => {
      filterShown(run);
      const month = new Date(Date.UTC(2026, context(run).applied.month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
      expect(screen.getByText(new RegExp(`You (earned|used) no points in ${month}`))).toBeInTheDocument();
    },
    'log.failed': failed,
    'expiring.loading.waiting': (run) => loading(run, false),
    'expiring.loading.slow': (run) => loading(run, true),
    'expiring.loaded': (run) => {
      filterShown(run);
      expect(screen.getAllByTestId('expiring-group')).toHaveLength(context(run).expiring!.groups.length);
      expect(screen.getByTestId('expiring-total')).toHaveTextContent('400');
    },
    'expiring.empty': (run) => {
      filterShown(run);
      expect(screen.getByText('None of your points are about to expire.')).toBeInTheDocument();
    },
    'expiring.failed': failed,
  },
});
