/**
 * Buy options' generated paths driven through the options panel of a Buy campaign (BuyOptionsScreen of
 * src/flows/buyOptions/BuyOptionsConnector.tsx) in a router: the member picks a colour and a size, changes the
 * quantity with One less / One more, presses Add to cart, Try again and Close; the add's outcome and the clock are
 * fed. A sold-out option cannot be picked (the chart refuses it too). Picking the option that is already picked
 * cannot be done with a radio button: that step is sent to the chart as the group's change.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { buyOptionsFlow } from '@machines/buyOptions/buyOptions.flow';
import type { buyOptionsMachine } from '@machines/buyOptions/buyOptions.machine';
import type { BuyOptionsContext } from '@machines/buyOptions/buyOptions.types';
import type { FlowEventType } from '@machines/flow';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import type { ProductOptions } from '@/domain/cart/productOptions';
import { performStep, type FlowRun } from '@/flowTooling/player';
import type { PlanStep } from '@/flowTooling/graph';
import { BuyOptionsScreen } from '@/flows/buyOptions/BuyOptionsConnector';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';
const campaign = { id: '1004', kind: 2, name: 'Glass tumbler', pointPerUnit: 900, price: 390, soldOut: false, delivered: true, available: true, conditionValid: true } as CampaignDetail;
const group = (legend: 'Colour' | 'Size') => within(screen.getByRole('group', { name: legend }));
const context = (run: FlowRun) => run.actor.getSnapshot().context as BuyOptionsContext;
const add = () => screen.getByRole('button', { name: /^(Add to cart|Adding to your cart…)$/ });

function choose(legend: 'Colour' | 'Size', key: 'color' | 'size') {
  return (step: PlanStep, run: FlowRun) => {
    const options = (context(run).options as ProductOptions)[key === 'color' ? 'colors' : 'sizes'];
    const option = options.find((o) => o.code === step.payload.code)!;
    const radio = group(legend).getByRole('radio', { name: option.inStock ? option.name : `${option.name} (sold out)` });
    if (!option.inStock) expect(radio).toBeDisabled();
    else if ((radio as HTMLInputElement).checked) act(() => performStep(run, step));
    else fireEvent.click(radio);
  };
}

const executors = {
  'OPTIONS.COLOR_CHOSEN': choose('Colour', 'color'),
  'OPTIONS.SIZE_CHOSEN': choose('Size', 'size'),
  // One more / One less until the count is the one asked for (the same count: one less, then one more).
  'OPTIONS.QUANTITY_CHANGED': (step, run) => {
    const target = Number(step.payload.quantity);
    if (context(run).quantity === target) fireEvent.click(screen.getByRole('button', { name: target > 1 ? 'One less' : 'One more' }));
    while (context(run).quantity !== target) fireEvent.click(screen.getByRole('button', { name: context(run).quantity < target ? 'One more' : 'One less' }));
  },
  'OPTIONS.ADD': () => {
    expect(add()).toBeEnabled();
    fireEvent.click(add());
  },
  'OPTIONS.RETRY': () => fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })),
  'OPTIONS.DISMISS': () => fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' })),
  'xstate.done.actor.addToCart': fed,
  'xstate.error.actor.addToCart': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof buyOptionsMachine>, ScreenExecutor>;

/** The choices and the quantity the chart holds. */
function choicesShown(run: FlowRun) {
  const c = context(run);
  expect(screen.getByTestId('buy-quantity')).toHaveTextContent(String(c.quantity));
  expect(group('Colour').getByRole('radio', { name: 'Moon white' })).toHaveProperty('checked', c.color === 'moon-white');
  expect(group('Size').getByRole('radio', { name: '500 ml' })).toHaveProperty('checked', c.size === '500');
}

function choosing(run: FlowRun) {
  choicesShown(run);
  expect(add()).toHaveTextContent('Add to cart');
  expect(screen.queryByText(SLOW)).toBeNull();
}

function adding(run: FlowRun, slow: boolean) {
  choicesShown(run);
  expect(add()).toBeDisabled();
  expect(add()).toHaveTextContent('Adding to your cart…');
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

replayThroughScreen({
  flow: buyOptionsFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof buyOptionsMachine>;
    const options = context(run).options as ProductOptions;
    const router = createMemoryRouter(
      [{ path: '/campaign/:id', element: <BuyOptionsScreen actor={actor} options={options} price={campaign.price} points={campaign.pointPerUnit} locale="en" signedIn signInHref="/login?next=/campaign/1004" /> }],
      { initialEntries: ['/campaign/1004'] },
    );
    return <RouterProvider router={router} />;
  },
  expectations: {
    'choosing.ready': (run) => {
      choosing(run);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    'choosing.incomplete': (run) => {
      choosing(run);
      const c = context(run);
      if (!c.color) expect(screen.getByText('Please choose a colour')).toBeInTheDocument();
      if (!c.size) expect(screen.getByText('Please choose a size')).toBeInTheDocument();
    },
    'choosing.added': (run) => {
      choosing(run);
      expect(screen.getByText(/Added to your cart\. You now have 4 items in your cart\./)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    },
    'adding.waiting': (run) => adding(run, false),
    'adding.slow': (run) => adding(run, true),
    failed: (run) => {
      choicesShown(run);
      expect(screen.getByRole('alert')).toHaveTextContent('Could not add to your cart');
      expect(screen.getByRole('alert')).not.toHaveTextContent('Service unavailable');
    },
  },
});
