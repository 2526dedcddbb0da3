/**
 * The receipt history's generated paths driven through /profile/receipthistory's body (ReceiptHistoryScreen of
 * src/flows/receiptHistory/ReceiptHistoryPanel.tsx) in a router: the member picks a status filter (the URL follows),
 * presses Show more and Try again; the outcomes of the stubbed calls and the clock are fed.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { receiptHistoryFlow } from '@machines/receiptHistory/receiptHistory.flow';
import type { ReceiptHistoryMachine } from '@machines/receiptHistory/receiptHistory.machine';
import type { ReceiptFilter } from '@machines/receiptHistory/receiptHistory.types';
import type { FlowRun } from '@/flowTooling/player';
import { ReceiptHistoryScreen } from '@/flows/receiptHistory/ReceiptHistoryPanel';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';
const FILTER_NAMES: Record<ReceiptFilter, string> = { all: 'All', waiting: 'Waiting for confirmation', approved: 'Approved', reject: 'Rejected' };
let router: ReturnType<typeof createMemoryRouter> | undefined;

const filters = () => within(screen.getByRole('group', { name: 'Show receipts' }));
const moreBox = () => document.querySelector<HTMLElement>('.load-more');

const executors = {
  'RECEIPTS.FILTER_SELECTED': (step) => fireEvent.click(filters().getByRole('button', { name: FILTER_NAMES[step.payload.filter as ReceiptFilter] })),
  'RECEIPTS.LOAD_MORE': () => {
    const button = within(moreBox()!).getByRole('button');
    expect(button).toBeEnabled();
    fireEvent.click(button);
  },
  // Try again on the failed list; after a failed next page, the list's own Try again (it asks for that page again).
  'RECEIPTS.RETRY': (_step, run) => {
    const box = run.actor.getSnapshot().matches({ loaded: 'moreFailed' }) ? within(moreBox()!) : screen;
    fireEvent.click(box.getByRole('button', { name: 'Try again' }));
  },
  'xstate.done.actor.loadReceipts': fed,
  'xstate.error.actor.loadReceipts': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<ReceiptHistoryMachine>, ScreenExecutor>;

interface Ctx {
  filter: ReceiptFilter;
  receipts: Array<{ id: string }>;
  hasMore: boolean;
}
const context = (run: FlowRun) => run.actor.getSnapshot().context as Ctx;

/** The chosen filter is pressed, and the URL carries it. */
function filterShown(run: FlowRun) {
  const { filter } = context(run);
  expect(filters().getByRole('button', { name: FILTER_NAMES[filter] })).toHaveAttribute('aria-pressed', 'true');
  const status = router?.state.location.search ?? '';
  if (filter === 'all') expect(status).toBe('');
  else expect(status).toBe(`?status=${filter}`);
}

function listShown(run: FlowRun) {
  filterShown(run);
  expect(screen.getAllByTestId('receipt-item').map((el) => el.dataset.receiptId)).toEqual(context(run).receipts.map((r) => r.id));
}

function loading(run: FlowRun, slow: boolean) {
  filterShown(run);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

replayThroughScreen({
  flow: receiptHistoryFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<ReceiptHistoryMachine>;
    router = createMemoryRouter([{ path: '/profile/receipthistory', element: <ReceiptHistoryScreen actor={actor} locale="en" /> }], {
      initialEntries: ['/profile/receipthistory'],
    });
    return <RouterProvider router={router} />;
  },
  expectations: {
    'loading.waiting': (run) => loading(run, false),
    'loading.slow': (run) => loading(run, true),
    'loaded.idle': (run) => {
      listShown(run);
      if (context(run).hasMore) expect(within(moreBox()!).getByRole('button', { name: 'Show more' })).toBeEnabled();
      else expect(moreBox()).toBeNull();
    },
    'loaded.loadingMore': (run) => {
      listShown(run);
      expect(within(moreBox()!).getByRole('button', { name: 'Show more' })).toBeDisabled();
    },
    'loaded.moreFailed': (run) => {
      listShown(run);
      expect(within(moreBox()!).getByRole('alert')).not.toHaveTextContent('Service unavailable');
      expect(within(moreBox()!).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    empty: (run) => {
      filterShown(run);
      expect(screen.getByText(context(run).filter === 'all' ? "You haven't sent any receipts yet." : 'No receipts with this status.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Send receipt' })).toHaveAttribute('href', '/collectpoint');
    },
    failed: (run) => {
      filterShown(run);
      expect(screen.getByText("We couldn't load your receipts")).toBeInTheDocument();
      expect(screen.queryByText('Service unavailable')).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
});
