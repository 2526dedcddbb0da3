/**
 * The dialog host's generated paths driven through the standard dialogs it renders (src/app/dialogs/DialogHost.tsx)
 * inside a router: OK and Cancel are pressed on the dialog they belong to, a route change is a navigation; the
 * app opening a dialog and hiding the loading dialog are fed (no person does those).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { DialogHostFor } from '@/app/dialogs/DialogHost';
import { dialogHostFlow } from '@machines/dialogHost/dialogHost.flow';
import type { dialogHostMachine } from '@machines/dialogHost/dialogHost.machine';
import type { DialogEntry } from '@machines/dialogHost/dialogHost.types';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

let router: ReturnType<typeof createMemoryRouter> | undefined;

const TEST_IDS: Record<DialogEntry['kind'], string> = { alert: 'alert-dialog', confirm: 'confirm-dialog', loading: 'loading-dialog', success: 'success-dialog' };
const kindOf = (key: string) => (key === 'loading' ? 'loading' : key.split('-')[0]) as DialogEntry['kind'];

const executors = {
  // The app opens a dialog (an error, a question, a wait, a result).
  'DIALOG.OPEN': fed,
  'DIALOG.CLOSE': (step, run) => {
    const key = String(step.payload.key);
    const kind = kindOf(key);
    // The loading dialog has no button: the app hides it when its work ends.
    if (kind === 'loading') return fed(step, run);
    const dialog = within(screen.getByTestId(TEST_IDS[kind]));
    fireEvent.click(dialog.getByRole('button', { name: step.payload.result === false ? 'Cancel' : 'OK' }));
  },
  'ROUTE.CHANGED': (step) => act(() => void router?.navigate(String(step.payload.pathname))),
} satisfies Record<FlowEventType<typeof dialogHostMachine>, ScreenExecutor>;

const stack = (run: FlowRun) => (run.actor.getSnapshot().context as { stack: DialogEntry[] }).stack;

/** Exactly the dialogs of the stack are on screen. */
function showsStack(run: FlowRun) {
  const open = new Set(stack(run).map((d) => d.kind));
  for (const [kind, testId] of Object.entries(TEST_IDS)) {
    if (open.has(kind as DialogEntry['kind'])) expect(screen.getByTestId(testId)).toBeInTheDocument();
    else expect(screen.queryByTestId(testId)).toBeNull();
  }
}

replayThroughScreen({
  flow: dialogHostFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof dialogHostMachine>;
    router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <DialogHostFor actor={actor}>
              <Outlet />
            </DialogHostFor>
          ),
          children: [
            { index: true, element: <p>Home</p> },
            { path: 'profile', element: <p>Profile</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    return <RouterProvider router={router} />;
  },
  expectations: {
    idle: (run) => {
      showsStack(run);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    showing: (run) => {
      expect(stack(run).length).toBeGreaterThan(0);
      showsStack(run);
      if (stack(run).some((d) => d.kind === 'alert')) {
        expect(screen.getByTestId('alert-dialog')).toHaveTextContent('Please check your connection and try again.');
        expect(screen.getByTestId('alert-dialog')).toHaveTextContent('Error code: 2091');
      }
    },
  },
});
