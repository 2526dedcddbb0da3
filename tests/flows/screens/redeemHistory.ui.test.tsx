/**
 * The redeem history's generated paths driven through the redeem tab's body (RedeemHistoryScreen of
 * src/flows/redeemHistory/RedeemHistoryPanel.tsx) in a router: the member presses View code on a row, Show
 * more, Try again and Close; the opened code is the real serial chart (stubbed calls), closed with its own Close.
 * The outcomes of the stubbed calls and the clock are fed.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { redeemHistoryFlow } from '@machines/redeemHistory/redeemHistory.flow';
import type { redeemHistoryMachine } from '@machines/redeemHistory/redeemHistory.machine';
import { serialMachine } from '@machines/serial/serial.machine';
import type { FlowRun } from '@/flowTooling/player';
import { RedeemHistoryScreen } from '@/flows/redeemHistory/RedeemHistoryPanel';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

// jsdom has no canvas: drawing succeeds without painting (the serial chart's own replay feeds render failures).
vi.mock('@/flows/serial/encoders/loaders', () => ({ drawQr: async () => undefined, drawBarcode: async () => undefined }));

const SLOW = 'This is taking longer than usual…';
const list = () => screen.queryByRole('list', { name: 'Redeemed rewards' });
const rows = () => within(list()!).getAllByRole('listitem');
const more = () => within(document.querySelector<HTMLElement>('.list-more')!);
const itemFailed = () => screen.queryByRole('alertdialog', { name: 'The code could not be opened' });
const serialDialog = () => screen.queryByRole('dialog', { name: 'Your code' });

interface Ctx {
  items: Array<{ redeemKey: string; state: string; used: boolean }>;
  openKey?: string;
}
const context = (run: FlowRun) => run.actor.getSnapshot().context as Ctx;
const rowOf = (run: FlowRun, redeemKey: string) => within(rows()[context(run).items.findIndex((i) => i.redeemKey === redeemKey)]!);

const executors = {
  // View code on the item's row; an item without a code has no such button (the chart refuses it too).
  'HISTORY.OPEN': (step, run) => {
    const row = rowOf(run, String(step.payload.redeemKey));
    const button = row.queryByRole('button', { name: /^(View|Show) code$/ });
    if (run.actor.getSnapshot().can({ type: 'HISTORY.OPEN', redeemKey: String(step.payload.redeemKey) })) {
      expect(button).toBeEnabled();
      fireEvent.click(button!);
    } else expect(button === null || (button as HTMLButtonElement).disabled).toBe(true);
  },
  'HISTORY.LOAD_MORE': () => {
    const button = more().getByRole('button');
    expect(button).toBeEnabled();
    fireEvent.click(button);
  },
  // Try again on the failed list, or on the alert of an item that could not be read again.
  'HISTORY.RETRY': () => fireEvent.click(within(itemFailed() ?? document.body).getByRole('button', { name: 'Try again' })),
  'HISTORY.DISMISS': () => fireEvent.click(within(itemFailed()!).getAllByRole('button', { name: 'Close' }).at(-1)!),
  // The serial dialog's Close ends the serial chart.
  'xstate.done.actor.serial': () => fireEvent.click(within(serialDialog()!).getAllByRole('button', { name: 'Close' }).at(-1)!),
  'xstate.error.actor.serial': fed,
  'xstate.done.actor.loadPage': fed,
  'xstate.error.actor.loadPage': fed,
  'xstate.done.actor.loadItem': fed,
  'xstate.error.actor.loadItem': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof redeemHistoryMachine>, ScreenExecutor>;

/** Every item in order with its purchase state. */
function listShown(run: FlowRun) {
  expect(rows().map((r) => r.dataset.purchaseState)).toEqual(context(run).items.map((i) => (i.used ? 'used' : i.state)));
}

function loading(slow: boolean) {
  expect(screen.getByText('Loading your redeemed rewards')).toBeInTheDocument();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

function opening(run: FlowRun, slow: boolean) {
  listShown(run);
  expect(rowOf(run, context(run).openKey!).getByRole('button', { name: /^(View|Show) code$/ })).toBeDisabled();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

function nothingOpen() {
  expect(itemFailed()).toBeNull();
  expect(serialDialog()).toBeNull();
}

replayThroughScreen({
  flow: redeemHistoryFlow,
  executors,
  children: { serial: serialMachine },
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof redeemHistoryMachine>;
    const router = createMemoryRouter([{ path: '/profile/history/redeem', element: <RedeemHistoryScreen actor={actor} locale="en" /> }], {
      initialEntries: ['/profile/history/redeem'],
    });
    return <RouterProvider router={router} />;
  },
  expectations: {
    'loading.waiting': () => loading(false),
    'loading.slow': () => loading(true),
    empty: () => {
      expect(screen.getByText('Nothing redeemed yet')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/');
    },
    failed: () => {
      expect(screen.getByText('Your redeemed rewards could not be loaded')).toBeInTheDocument();
      expect(screen.queryByText('Sandbox fault')).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'list.idle': (run) => {
      listShown(run);
      nothingOpen();
      if (run.actor.getSnapshot().can({ type: 'HISTORY.LOAD_MORE' })) expect(more().getByRole('button', { name: 'Show more' })).toBeEnabled();
      else expect(more().getByText("That's everything you have redeemed.")).toBeInTheDocument();
    },
    'list.loadingMore.waiting': (run) => {
      listShown(run);
      expect(more().getByRole('button', { name: 'Show more' })).toBeDisabled();
      expect(screen.queryByText(SLOW)).toBeNull();
    },
    'list.loadingMore.slow': (run) => {
      listShown(run);
      expect(more().getByRole('button', { name: 'Show more' })).toBeDisabled();
      expect(screen.getByText(SLOW)).toBeInTheDocument();
    },
    'list.moreFailed': (run) => {
      listShown(run);
      expect(more().getByText(/More items could not be loaded\./)).toBeInTheDocument();
      expect(more().getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'list.reloading.waiting': (run) => opening(run, false),
    'list.reloading.slow': (run) => opening(run, true),
    'list.itemFailed': () => {
      expect(itemFailed()).not.toBeNull();
      expect(itemFailed()).not.toHaveTextContent('Sandbox fault');
      expect(within(itemFailed()!).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'list.serialShown': () => {
      expect(within(serialDialog()!).getByTestId('serial-code')).toHaveTextContent('SC100V7731429');
      expect(itemFailed()).toBeNull();
    },
  },
});
