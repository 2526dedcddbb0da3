/**
 * The get-point dialog's generated paths driven through the button and dialog of /collectpoint
 * (src/flows/getPoint/GetPointButton.tsx) in a router: the member opens it, closes it or follows Point
 * history, which opens the point history page. The member QR code shows only with a uuid.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { getPointFlow } from '@machines/getPoint/getPoint.flow';
import type { getPointMachine } from '@machines/getPoint/getPoint.machine';
import { GetPointScreen } from '@/flows/getPoint/GetPointButton';
import { replayThroughScreen, type ScreenExecutor } from './replay';

// jsdom has no canvas: drawing succeeds without painting (e2e decodes the real QR code with jsQR).
vi.mock('@/flows/serial/encoders/loaders', () => ({ drawQr: async () => undefined, drawBarcode: async () => undefined }));

let router: ReturnType<typeof createMemoryRouter> | undefined;
const dialog = () => screen.queryByRole('dialog', { name: 'Collect points at the counter' });

const executors = {
  'GETPOINT.OPEN': () => fireEvent.click(screen.getByRole('button', { name: 'Show my member QR code' })),
  'GETPOINT.HISTORY': () => fireEvent.click(within(dialog()!).getByRole('button', { name: 'Point history' })),
  // The footer's Close (the × in the header does the same).
  'GETPOINT.CLOSE': () => fireEvent.click(within(dialog()!).getAllByRole('button', { name: 'Close' }).at(-1)!),
} satisfies Record<FlowEventType<typeof getPointMachine>, ScreenExecutor>;

replayThroughScreen({
  flow: getPointFlow,
  executors,
  actions: { openPointHistory: () => void router?.navigate('/profile/history/point') },
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof getPointMachine>;
    router = createMemoryRouter(
      [
        { path: '/collectpoint', element: <GetPointScreen actor={actor} /> },
        { path: '/profile/history/point', element: <p>Point history page</p> },
      ],
      { initialEntries: ['/collectpoint'] },
    );
    return <RouterProvider router={router} />;
  },
  expectations: {
    closed: () => {
      expect(dialog()).toBeNull();
      if (router?.state.location.pathname === '/profile/history/point') expect(screen.getByText('Point history page')).toBeInTheDocument();
      else expect(screen.getByRole('button', { name: 'Show my member QR code' })).toBeEnabled();
    },
    open: (run) => {
      const d = within(dialog()!);
      expect(d.getByText('Show this QR code to the staff when you pay, and the points go to your account.')).toBeInTheDocument();
      if ((run.actor.getSnapshot().context as { uuid: string | null }).uuid) {
        expect(d.getByRole('img', { name: 'Your member QR code' })).toBeInTheDocument();
      } else {
        expect(d.queryByRole('img', { name: 'Your member QR code' })).toBeNull();
        expect(d.getByText('Your member code appears here once you are signed in as a member.')).toBeInTheDocument();
      }
    },
  },
});
