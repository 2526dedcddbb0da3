/**
 * The membership page's generated paths driven through /privilege's body (MembershipFlowView of
 * src/flows/membership/MembershipPanel.tsx) in a router: the member presses Try again; the outcome of the call
 * and the clock are fed. A member sees their level and badges; a guest is asked to sign in; both see every
 * level's privileges.
 */
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { membershipFlow } from '@machines/membership/membership.flow';
import type { membershipMachine } from '@machines/membership/membership.machine';
import type { FlowRun } from '@/flowTooling/player';
import { MembershipFlowView } from '@/flows/membership/MembershipPanel';
import { DEFAULT_SHELL_STATE, ShellStateProvider } from '@/ui/layout/shellState';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';

const executors = {
  'MEMBERSHIP.RETRY': () => {
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeEnabled();
    fireEvent.click(retry);
  },
  'xstate.done.actor.loadMembership': fed,
  'xstate.error.actor.loadMembership': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof membershipMachine>, ScreenExecutor>;

const signedIn = (run: FlowRun) => (run.actor.getSnapshot().context as { signedIn: boolean }).signedIn;

function loading(slow: boolean) {
  expect(screen.getByText('Loading your level and privileges')).toBeInTheDocument();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

replayThroughScreen({
  flow: membershipFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof membershipMachine>;
    const router = createMemoryRouter([{ path: '/privilege', element: <MembershipFlowView actor={actor} /> }], { initialEntries: ['/privilege'] });
    return (
      <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, locale: 'en' }}>
        <RouterProvider router={router} />
      </ShellStateProvider>
    );
  },
  expectations: {
    'loading.waiting': () => loading(false),
    'loading.slow': () => loading(true),
    loaded: (run) => {
      expect(screen.getByRole('heading', { name: 'Levels and privileges' })).toBeInTheDocument();
      for (const name of ['Member', 'Plus', 'Plus X']) expect(screen.getAllByText(name).length).toBeGreaterThan(0);
      if (signedIn(run)) {
        expect(screen.getByRole('heading', { name: 'Your badges' })).toBeInTheDocument();
        expect(screen.queryByText(/Sign in to see your level and badges\./)).toBeNull();
      } else {
        expect(screen.getByText(/Sign in to see your level and badges\./)).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: 'Your badges' })).toBeNull();
      }
    },
    failed: () => {
      expect(screen.getByText("We couldn't load the levels and privileges")).toBeInTheDocument();
      expect(screen.queryByText('Service unavailable')).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
});
