/**
 * The buy-options chart's generated paths driven through the real Buy options panel (BuyOptionsScreen
 * of src/routes/campaign/BuyOptionsConnector.tsx) for a signed-in member: colours and sizes are chosen
 * with the radios (a sold-out one cannot be), the quantity with One more / One less, Add to cart, Try
 * again and Close with their buttons; the outcomes of the stubbed add and the clock are fed to the
 * chart. Each state is checked against what the member sees, in English.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, EventFromLogic } from 'xstate';
import { catalogue } from '@machines/catalogue';
import type { buyOptionsMachine } from '@machines/buyOptions/buyOptions.machine';
import type { BuyOptionsContext } from '@machines/buyOptions/buyOptions.types';
import { analyseFlow, type PlanStep } from '@/flows-tooling/graph';
import { performStep, startFlow, type FlowRun } from '@/flows-tooling/player';
import { messages } from '@/i18n/messages';
import { BuyOptionsScreen } from '@/routes/campaign/BuyOptionsConnector';

type EventType = EventFromLogic<typeof buyOptionsMachine>['type'] | 'xstate.done.actor.addToCart' | 'xstate.error.actor.addToCart' | 'xstate.after';

type Executor = (step: PlanStep, run: FlowRun) => void;
const fed: Executor = (step, run) => performStep(run, step);
const context = (run: FlowRun) => run.actor.getSnapshot().context as BuyOptionsContext;
const click = (button: HTMLElement) => {
  expect(button).toBeEnabled();
  fireEvent.click(button);
};
const radio = (name: string) => screen.getByRole('radio', { name });
/** Option names of the descriptor (machines/buyOptions/buyOptions.flow.ts) as the panel labels them. */
const label = (run: FlowRun, group: 'colors' | 'sizes', code: string) => {
  const option = context(run).options[group].find((o) => o.code === code)!;
  return option.inStock ? option.name : `${option.name} (sold out)`;
};
/** Chooses with the radio. A sold-out radio is disabled, so nothing is sent (the chart refuses it too).
 * Choosing again what is already chosen is not something a radio can send; the event is fed then. */
const choose = (group: 'colors' | 'sizes'): Executor => (step, run) => {
  const input = radio(label(run, group, String(step.payload.code)));
  if ((input as HTMLInputElement).checked) performStep(run, step);
  else fireEvent.click(input);
};

const executors = {
  'OPTIONS.COLOR_CHOSEN': choose('colors'),
  'OPTIONS.SIZE_CHOSEN': choose('sizes'),
  'OPTIONS.QUANTITY_CHANGED': (step, run) => {
    const want = Number(step.payload.quantity);
    const more = screen.getByRole('button', { name: 'One more' });
    const less = screen.getByRole('button', { name: 'One less' });
    let now = context(run).quantity;
    if (now === want) {
      // The steppers always change the number: step away and back.
      const away = want < context(run).options.maxQuantity ? more : less;
      click(away);
      now = context(run).quantity;
    }
    while (now !== want) {
      click(now < want ? more : less);
      now = context(run).quantity;
    }
  },
  'OPTIONS.ADD': () => click(screen.getByRole('button', { name: 'Add to cart' })),
  'OPTIONS.RETRY': () => click(screen.getByRole('button', { name: 'Try again' })),
  'OPTIONS.DISMISS': () => click(screen.getByRole('button', { name: 'Close' })),
  'xstate.done.actor.addToCart': fed,
  'xstate.error.actor.addToCart': fed,
  'xstate.after': fed,
} satisfies Record<EventType, Executor>;

function executorFor(event: string): Executor {
  const key = event.startsWith('xstate.after.') ? 'xstate.after' : event;
  const exec = (executors as Record<string, Executor>)[key];
  if (!exec) throw new Error(`No executor for ${event}`);
  return exec;
}

type Check = (run: FlowRun) => void;
/** The radios and the quantity show what the chart holds. */
const choicesShown: Check = (run) => {
  const { color, size, quantity, options } = context(run);
  for (const o of options.colors) expect(radio(label(run, 'colors', o.code))).toHaveProperty('checked', o.code === color);
  for (const o of options.sizes) expect(radio(label(run, 'sizes', o.code))).toHaveProperty('checked', o.code === size);
  expect(screen.getByTestId('buy-quantity')).toHaveTextContent(String(quantity));
};
const noMessages = () => {
  expect(screen.queryByText('Please choose a colour')).toBeNull();
  expect(screen.queryByText('Please choose a size')).toBeNull();
  expect(screen.queryByText('Could not add to your cart')).toBeNull();
};
const adding: Check = (run) => {
  choicesShown(run);
  expect(screen.getByRole('button', { name: 'Adding to your cart…' })).toBeDisabled();
  expect(radio('Moon white')).toBeDisabled();
};

const expectations: Record<string, Check> = {
  'choosing.ready': (run) => {
    choicesShown(run);
    noMessages();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
  },
  'choosing.incomplete': (run) => {
    choicesShown(run);
    const { color, size } = context(run);
    expect(screen.queryByText('Please choose a colour') !== null).toBe(!color);
    expect(screen.queryByText('Please choose a size') !== null).toBe(!size);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
  'choosing.added': (run) => {
    choicesShown(run);
    expect(screen.getByText(`Added to your cart. You now have ${context(run).count} items in your cart.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  },
  'adding.waiting': (run) => {
    adding(run);
    expect(screen.queryByText(/longer than usual/i)).toBeNull();
  },
  'adding.slow': (run) => {
    adding(run);
    expect(screen.getByText(/longer than usual/i)).toBeInTheDocument();
  },
  failed: (run) => {
    choicesShown(run);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not add to your cart');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

const flow = catalogue.find((f) => f.id === 'buyOptions');

describe.runIf(flow)('buy options panel driven by the generated paths', () => {
  const { plans, model } = analyseFlow(flow!);
  for (const plan of plans) {
    it(`${plan.id} ${plan.title}`, () => {
      const run = startFlow(flow!, { input: plan.input });
      render(
        <IntlProvider locale="en" messages={messages.en}>
          <MemoryRouter>
            <BuyOptionsScreen
              actor={run.actor as unknown as ActorRefFrom<typeof buyOptionsMachine>}
              options={context(run).options}
              price={590}
              points={300}
              locale="en"
              signedIn
              signInHref="/login?next=/campaign/1004"
            />
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
