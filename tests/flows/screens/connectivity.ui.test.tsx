/**
 * The connectivity chart's generated paths driven through the page frame's notice strip
 * (src/flows/connectivity/ConnectivityRoot.tsx, ConnectivityScreen). The network and a waiting build are outside
 * facts, so those events are fed; Reload is tapped on the strip. After every step the strip shows the notice the
 * state means: offline as an alert, back online as a status, and the update notice with Reload.
 */
import { screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';
import { connectivityFlow } from '@machines/connectivity/connectivity.flow';
import type { ConnectivityMachine } from '@machines/connectivity/connectivity.machine';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { ConnectivityScreen, type ConnectivityActor } from '@/flows/connectivity/ConnectivityRoot';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const executors = {
  'NETWORK.WENT_OFFLINE': fed,
  'NETWORK.CAME_BACK': fed,
  'APP.UPDATE_FOUND': fed,
  'APP.UPDATE_ACCEPTED': () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })),
  'xstate.done.actor.applyUpdate': fed,
  'xstate.error.actor.applyUpdate': fed,
  'xstate.after.BACK_ONLINE_NOTICE': fed,
  'APP.FIRST_SCREEN_SHOWN': fed,
  'xstate.after.PRECACHE_DELAY': fed,
  'xstate.done.actor.runServiceWorker': fed,
  'xstate.error.actor.runServiceWorker': fed,
} satisfies Record<FlowEventType<ConnectivityMachine>, ScreenExecutor>;

const OFFLINE = 'You are offline. Showing what is saved on this device.';
const BACK = 'Back online. Updating what you see.';

function network(run: FlowRun): 'online' | 'offline' | 'backOnline' {
  const snapshot = run.actor.getSnapshot();
  return snapshot.hasTag('offline') ? 'offline' : snapshot.hasTag('backOnline') ? 'backOnline' : 'online';
}

function update(run: FlowRun): 'current' | 'available' | 'applying' {
  const snapshot = run.actor.getSnapshot();
  return snapshot.hasTag('busy') ? 'applying' : snapshot.hasTag('updateAvailable') ? 'available' : 'current';
}

/** The whole strip: both regions are on screen at once, so every leaf checks both. */
function stripMatches(run: FlowRun) {
  const now = network(run);
  if (now === 'offline') expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
  else expect(screen.queryByTestId('offline-notice')).toBeNull();
  if (now === 'backOnline') expect(screen.getByTestId('back-online-notice')).toHaveTextContent(BACK);
  else expect(screen.queryByTestId('back-online-notice')).toBeNull();
  const build = update(run);
  if (build === 'current') {
    expect(screen.queryByTestId('update-notice')).toBeNull();
  } else {
    expect(screen.getByTestId('update-notice')).toHaveTextContent('A new version of the app is available.');
    const reload = screen.getByRole('button', { name: 'Reload' });
    if (build === 'applying') expect(reload).toBeDisabled();
    else expect(reload).toBeEnabled();
  }
}

replayThroughScreen({
  flow: connectivityFlow,
  executors,
  render: (run) => <ConnectivityScreen actor={run.actor as unknown as ConnectivityActor} />,
  expectations: {
    'network.online': stripMatches,
    'network.offline': stripMatches,
    'network.backOnline': stripMatches,
    'update.current': stripMatches,
    'update.available': stripMatches,
    'update.applying': stripMatches,
    // The service worker's region shows nothing of its own: the strip is the same in each of its states.
    'worker.waiting': stripMatches,
    'worker.settling': stripMatches,
    'worker.running': stripMatches,
  },
});
