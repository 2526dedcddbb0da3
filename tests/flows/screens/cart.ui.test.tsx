/**
 * The cart chart's generated paths driven through the real cart page (CartScreen of
 * src/flows/cart/CartRoute.tsx): what a member does is done with the page's own controls (remove,
 * clear, check out, the confirmation and failure dialogs, dismiss); the outcomes of the stubbed calls and
 * the clock are fed to the chart. Each state is checked against what the member sees, in English, and the
 * checkout notice shows exactly while the chart holds an outcome.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { cartFlow } from '@machines/cart/cart.flow';
import type { cartMachine } from '@machines/cart/cart.machine';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { messages } from '@/i18n/messages';
import { CartScreen } from '@/flows/cart/CartRoute';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const dialog = () => screen.queryByRole('alertdialog');
const click = (button: HTMLElement) => {
  expect(button).toBeEnabled();
  fireEvent.click(button);
};
/** The summary's buttons (the dialogs repeat some of their names). */
const summary = () => within(screen.getByRole('region', { name: 'Summary' }));
/** The line names of the descriptor's cart (machines/cart/cart.flow.ts). */
const lineNames: Record<string, string> = { 'cart-1': 'Tumbler', 'cart-2': 'Mug' };

const executors = {
  'CART.DELETE': (step) => click(screen.getByRole('button', { name: `Remove ${lineNames[String(step.payload.key)] ?? ''}` })),
  'CART.CLEAR': () => click(summary().getByRole('button', { name: 'Clear cart' })),
  'CART.CHECKOUT': () => click(summary().getByRole('button', { name: 'Check out' })),
  'CART.CONFIRM': (_, run) => {
    const ok = run.actor.getSnapshot().matches({ loaded: 'confirmingClear' }) ? 'Clear cart' : 'Remove';
    click(within(dialog()!).getByRole('button', { name: ok }));
  },
  'CART.CANCEL': (_, run) => {
    const confirming = ['confirmingDelete', 'confirmingClear'].some((s) => run.actor.getSnapshot().matches({ loaded: s }));
    // The footer's button (the dialog's corner × is also named Close).
    click(within(dialog()!).getAllByRole('button', { name: confirming ? 'Cancel' : 'Close' }).at(-1)!);
  },
  'CART.RETRY': () => click((dialog() ? within(dialog()!) : screen).getByRole('button', { name: 'Try again' })),
  'CART.DISMISS': (step, run) => {
    // The chart takes it anywhere; the page offers it on the checkout notice. Without a notice there is
    // nothing to dismiss and nothing changes.
    const dismiss = screen.queryByRole('button', { name: 'Dismiss' });
    if (dismiss) fireEvent.click(dismiss);
    else fed(step, run);
  },
  'xstate.done.actor.loadCart': fed,
  'xstate.error.actor.loadCart': fed,
  'xstate.done.actor.deleteCartItem': fed,
  'xstate.error.actor.deleteCartItem': fed,
  'xstate.done.actor.clearCart': fed,
  'xstate.error.actor.clearCart': fed,
  'xstate.done.actor.storeHandoff': fed,
  'xstate.error.actor.storeHandoff': fed,
  'xstate.done.actor.readCheckoutReturn': fed,
  'xstate.error.actor.readCheckoutReturn': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof cartMachine>, ScreenExecutor>;


type Check = (run: FlowRun) => void;
const hasCart = (run: FlowRun) => (run.actor.getSnapshot().context as { cart?: unknown }).cart !== undefined;
const slowShown = () => expect(screen.getByText(/longer than usual/i)).toBeInTheDocument();
/** First load (or back from checkout): the loading state; a reload after a change keeps the lines. */
const loading: Check = (run) => {
  if (hasCart(run)) expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  else expect(screen.getByText('Loading your cart')).toBeInTheDocument();
  expect(dialog()).toBeNull();
};
const linesShown: Check = () => {
  expect(screen.getByRole('heading', { name: 'Delivered to your door' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Tumbler' })).toBeInTheDocument();
};
const idle: Check = (run) => {
  linesShown(run);
  expect(dialog()).toBeNull();
  expect(summary().getByRole('button', { name: 'Check out' })).toBeEnabled();
  expect(summary().getByRole('button', { name: 'Clear cart' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Remove Tumbler' })).toBeEnabled();
};
/** A call is running: nothing else can be started. */
const busy: Check = (run) => {
  linesShown(run);
  expect(summary().getByRole('button', { name: 'Check out' })).toBeDisabled();
  expect(summary().getByRole('button', { name: 'Clear cart' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove Tumbler' })).toBeDisabled();
};
const failedDialog = (title: string): Check => () => {
  const d = dialog();
  expect(d).not.toBeNull();
  expect(within(d!).getByRole('heading', { name: title })).toBeInTheDocument();
  expect(d!).toHaveTextContent(/temporarily unavailable|try again/i);
  expect(within(d!).getByRole('button', { name: 'Try again' })).toBeEnabled();
};

const expectations: Record<string, Check> = {
  starting: loading,
  'readingReturn.waiting': loading,
  'readingReturn.slow': (run) => {
    loading(run);
    slowShown();
  },
  'loading.waiting': loading,
  'loading.slow': (run) => {
    loading(run);
    slowShown();
  },
  failed: () => {
    expect(screen.getByText('Your cart could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  empty: () => {
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse rewards' })).toHaveAttribute('href', '/');
  },
  'loaded.idle': idle,
  'loaded.confirmingDelete': () => {
    const d = dialog();
    expect(d).not.toBeNull();
    expect(within(d!).getByRole('heading', { name: 'Remove this item?' })).toBeInTheDocument();
    expect(d!).toHaveTextContent('Remove Tumbler from your cart?');
  },
  'loaded.deleting.waiting': busy,
  'loaded.deleting.slow': (run) => {
    busy(run);
    slowShown();
  },
  'loaded.deleteFailed': failedDialog('The item could not be removed'),
  'loaded.confirmingClear': () => {
    const d = dialog();
    expect(d).not.toBeNull();
    expect(within(d!).getByRole('heading', { name: 'Clear your cart?' })).toBeInTheDocument();
  },
  'loaded.clearing.waiting': busy,
  'loaded.clearing.slow': (run) => {
    busy(run);
    slowShown();
  },
  'loaded.clearFailed': failedDialog('Your cart could not be cleared'),
  'loaded.handingOff.waiting': busy,
  'loaded.handingOff.slow': (run) => {
    busy(run);
    slowShown();
  },
  'loaded.handoffFailed': failedDialog('The checkout could not be opened'),
  'loaded.leaving': () => {
    expect(summary().getByRole('button', { name: 'Opening the checkout…' })).toBeDisabled();
  },
};

/** The checkout notice shows exactly while the chart holds an outcome. */
function outcomeMatches(run: FlowRun): void {
  const outcome = (run.actor.getSnapshot().context as { outcome?: string }).outcome;
  const notice = screen.queryByTestId('checkout-outcome');
  if (!outcome) expect(notice).toBeNull();
  else expect(notice).toHaveTextContent(messages.en[`shop.cart.outcome.${outcome}`]!);
}

replayThroughScreen({
  flow: cartFlow,
  executors,
  render: (run) => (
    <MemoryRouter>
      <CartScreen actor={run.actor as unknown as ActorRefFrom<typeof cartMachine>} locale="en" />
    </MemoryRouter>
  ),
  expectations: Object.fromEntries(
    Object.entries(expectations).map(([state, check]) => [
      state,
      (run: FlowRun) => {
        check(run);
        outcomeMatches(run);
      },
    ]),
  ),
});
