/**
 * The cart-count chart's generated paths with the shell's cart link (src/ui/layout/CartLink.tsx) showing
 * what the chart selects (selectCartBadgeCount, as PageShell does). Nothing here is pressed by the
 * member: sign-in and sign-out come from the session, the reported counts from the cart flows, the read's
 * outcomes and the clock are fed. Each state is checked against the badge and the link's accessible name.
 */
import { useSelector } from '@xstate/react';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { catalogue } from '@machines/catalogue';
import type { cartCountMachine } from '@machines/cartCount/cartCount.machine';
import { selectCartBadgeCount } from '@machines/cartCount/cartCount.selectors';
import { analyseFlow } from '@/flows-tooling/graph';
import { performStep, startFlow, type FlowRun } from '@/flows-tooling/player';
import { messages } from '@/i18n/messages';
import { CartLink } from '@/ui/layout/CartLink';

type Actor = ActorRefFrom<typeof cartCountMachine>;

function Badge({ actor }: { actor: Actor }) {
  return <CartLink count={useSelector(actor, selectCartBadgeCount)} />;
}

const count = (run: FlowRun) => (run.actor.getSnapshot().context as { count?: number }).count;
/** Signed in: the link is there; the badge shows the count once one is known (kept while re-reading or after a failure). */
const badgeShowsCount = (run: FlowRun) => {
  const known = count(run);
  const link = screen.getByTestId('cart-link');
  expect(link).toHaveAttribute('href', '/cart');
  if (known === undefined) {
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(link).toHaveAccessibleName('Cart');
  } else if (known === 0) {
    // An empty cart: no badge, the name says it is empty.
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(link).toHaveAccessibleName('Cart, empty');
  } else {
    expect(screen.getByTestId('cart-count')).toHaveTextContent(String(known));
    expect(link).toHaveAccessibleName(`Cart, ${known} items`);
  }
};

const expectations: Record<string, (run: FlowRun) => void> = {
  starting: () => undefined,
  signedOut: () => expect(screen.queryByTestId('cart-count')).toBeNull(),
  'signedIn.loading.waiting': badgeShowsCount,
  'signedIn.loading.slow': badgeShowsCount,
  'signedIn.shown': (run) => {
    expect(count(run)).toBeDefined();
    badgeShowsCount(run);
  },
  'signedIn.failed': (run) => {
    badgeShowsCount(run);
    // A badge never shows an error.
    expect(screen.queryByRole('alert')).toBeNull();
  },
};

const flow = catalogue.find((f) => f.id === 'cartCount');

describe.runIf(flow)('cart badge driven by the generated paths', () => {
  const { plans, model } = analyseFlow(flow!);
  for (const plan of plans) {
    it(`${plan.id} ${plan.title}`, () => {
      const run = startFlow(flow!, { input: plan.input });
      render(
        <IntlProvider locale="en" messages={messages.en}>
          <MemoryRouter>
            <Badge actor={run.actor as unknown as Actor} />
          </MemoryRouter>
        </IntlProvider>,
      );
      const check = (leaves: string[]) => leaves.forEach((leaf) => expectations[leaf]?.(run));
      check(plan.start);
      for (const step of plan.steps) {
        act(() => performStep(run, step));
        expect(run.actor.getSnapshot().value, `step ${step.n}: ${step.action}`).toEqual(step.expectedValue);
        check(step.expected);
      }
      run.actor.stop();
    });
  }

  it('has an expectation for every state the badge can be in', () => {
    const leaves = model.states.filter((s) => s.kind === 'atomic' || s.kind === 'final').map((s) => s.path);
    expect(leaves.filter((l) => !(l in expectations))).toEqual([]);
  });
});
