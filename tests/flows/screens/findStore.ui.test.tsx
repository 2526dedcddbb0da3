/**
 * Find a store's generated paths driven through /findstore's body (FindStoreScreen of
 * src/flows/findStore/FindStoreRoute.tsx) in a router: the member searches by name, clears the search, picks a
 * province, presses Use my location and Try again; the device's position, the calls' outcomes and the clock are
 * fed. A blank search sends nothing (the chart refuses it too).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { findStoreFlow } from '@machines/findStore/findStore.flow';
import type { findStoreMachine } from '@machines/findStore/findStore.machine';
import type { FindStoreContext } from '@machines/findStore/findStore.types';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { FindStoreScreen } from '@/flows/findStore/FindStoreRoute';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';
const search = () => within(screen.getByRole('search'));
const context = (run: FlowRun) => run.actor.getSnapshot().context as FindStoreContext;
const NOTES = {
  denied: 'Location is turned off for this app',
  unavailable: 'Your location could not be found',
  timeout: 'Finding your location took too long',
  unsupported: 'This device cannot share its location',
} as const;

const executors = {
  'FIND.SEARCH': (step) => {
    fireEvent.change(search().getByLabelText('Search branches by name'), { target: { value: String(step.payload.query) } });
    const submit = search().getByRole('button', { name: 'Search' });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
  },
  // Clear search shows only while there is a search. After a failed load with nothing searched the chart also
  // takes FIND.SEARCH_CLEARED, which the screen does not offer: there the member's way is Try again, which the
  // chart takes to the same reload (a finding left to the chart's owner: guard it on a query).
  'FIND.SEARCH_CLEARED': (_step, run) => {
    const clear = search().queryByRole('button', { name: 'Clear search' });
    if (clear || context(run).query !== '') fireEvent.click(clear!);
    else fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  },
  'FIND.PROVINCE_CHOSEN': (step) => fireEvent.change(screen.getByLabelText('Province'), { target: { value: String(step.payload.province ?? '') } }),
  'FIND.LOCATE_AGAIN': () => fireEvent.click(screen.getByRole('button', { name: 'Use my location' })),
  'FIND.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'xstate.done.actor.locate': fed,
  'xstate.error.actor.locate': fed,
  'xstate.done.actor.loadNearby': fed,
  'xstate.error.actor.loadNearby': fed,
  'xstate.done.actor.loadBranches': fed,
  'xstate.error.actor.loadBranches': fed,
  'xstate.done.actor.searchBranches': fed,
  'xstate.error.actor.searchBranches': fed,
  'xstate.after.LOCATE_TIMEOUT': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof findStoreMachine>, ScreenExecutor>;

function loading(slow: boolean) {
  expect(screen.getByText('Loading branches')).toBeInTheDocument();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

const branchNames = () => screen.getAllByTestId('branch').map((b) => within(b).getByRole('heading').textContent);

replayThroughScreen({
  flow: findStoreFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof findStoreMachine>;
    const router = createMemoryRouter([{ path: '/findstore', element: <FindStoreScreen actor={actor} locale="en" /> }], { initialEntries: ['/findstore'] });
    return <RouterProvider router={router} />;
  },
  expectations: {
    locating: () => expect(screen.getByText('Finding your location…')).toBeInTheDocument(),
    'loadingNearby.waiting': () => loading(false),
    'loadingNearby.slow': () => loading(true),
    'loadingAll.waiting': () => loading(false),
    'loadingAll.slow': () => loading(true),
    'searching.waiting': () => loading(false),
    'searching.slow': () => loading(true),
    nearby: (run) => {
      expect(screen.getByRole('heading', { name: 'Branches near you' })).toBeInTheDocument();
      expect(branchNames()).toEqual(context(run).branches.map((b) => b.name));
      expect(screen.getAllByTestId('branch-distance')[0]).toHaveTextContent('0.1 km away');
    },
    byProvince: (run) => {
      const c = context(run);
      expect(screen.getByRole('note')).toHaveTextContent(NOTES[c.reason ?? 'unavailable']);
      expect(screen.getByLabelText('Province')).toHaveValue(c.province ?? '');
      expect(screen.getByRole('heading', { name: /^Bangkok/ })).toBeInTheDocument();
      if (c.geolocationSupported) expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    },
    searchResults: (run) => {
      expect(screen.getByRole('heading', { name: `Results for “${context(run).query}”` })).toBeInTheDocument();
      expect(branchNames()).toEqual(context(run).results.map((b) => b.name));
      expect(search().getByRole('button', { name: 'Clear search' })).toBeEnabled();
    },
    failed: () => {
      expect(screen.getByText('Branches could not be loaded')).toBeInTheDocument();
      expect(screen.queryByText('Service unavailable')).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
});
