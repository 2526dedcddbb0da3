/**
 * The home dashboard's generated paths driven through its section (DashboardScreen of
 * src/flows/dashboard/DashboardSection.tsx) in a router: the member presses Try again; the content's outcome and
 * the clock are fed. Before these replays the slow notice never showed (the chart's loading.slow had no view).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { dashboardFlow } from '@machines/dashboard/dashboard.flow';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { FlowEventType } from '@machines/flow';
import { DashboardScreen } from '@/flows/dashboard/DashboardSection';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';
const loading = () => screen.queryByRole('status', { name: 'Loading highlights' });

const executors = {
  'DASHBOARD.RETRY': () => fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })),
  'xstate.done.actor.loadDashboard': fed,
  'xstate.error.actor.loadDashboard': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof dashboardMachine>, ScreenExecutor>;

replayThroughScreen({
  flow: dashboardFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof dashboardMachine>;
    const router = createMemoryRouter([{ path: '/landing', element: <DashboardScreen actor={actor} locale="en" /> }], { initialEntries: ['/landing'] });
    return <RouterProvider router={router} />;
  },
  expectations: {
    'loading.waiting': () => {
      expect(loading()).not.toBeNull();
      expect(screen.queryByText(SLOW)).toBeNull();
    },
    'loading.slow': () => expect(loading()).toHaveTextContent(SLOW),
    shown: () => {
      expect(within(screen.getByRole('region', { name: 'Featured' })).getByRole('link', { name: /Hand-woven cotton tee/ })).toHaveAttribute('href', '/campaign/1040');
      expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: /Drinks/ })).toHaveAttribute('href', '/reward/101');
      expect(screen.getByRole('heading', { name: 'Popular this week' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Iced Thai tea/ })).toHaveAttribute('href', '/campaign/1001');
    },
    // No content is configured: the section is not there at all.
    empty: () => {
      expect(screen.queryByTestId('dashboard')).toBeNull();
      expect(loading()).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Highlights could not be loaded.');
      expect(screen.getByRole('alert')).not.toHaveTextContent('Service unavailable');
    },
  },
});
