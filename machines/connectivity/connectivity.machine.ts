/**
 * Connectivity: what the page frame says about the network and the app's version, read by the session and
 * the pages. Two regions run side by side because both are outside facts the frame shows in one notice strip:
 *
 * - network: online → offline (the browser lost the network: pages disable what needs the server and show
 *   what is stored) → backOnline (the network came back: `refreshAfterOffline` asks the session to read the
 *   member again, and `comebacks` grows so the open page reads again; the "back online" notice shows for
 *   BACK_ONLINE_NOTICE) → online.
 * - update: current → available (a new build's service worker waits; the frame offers Reload) → applying
 *   (the waiting worker takes over and the page reloads). Where no service worker runs (inside LINE, dev
 *   builds) nothing ever sends APP.UPDATE_FOUND and the region stays current.
 * - worker: the service worker that keeps the app for offline use is registered only once the first screen has
 *   shown its content and PRECACHE_DELAY more has passed: its precache fetches every chunk of the build, and
 *   each fetch puts work on the page's main thread, which the first screen and the first taps need.
 */
import { assign, setup } from 'xstate';
import { builtOnce, type Provided } from '../shared/provided';
import { applyUpdate, runServiceWorker } from './connectivity.actors';
import type { ConnectivityContext, ConnectivityEvent, ConnectivityInput, ConnectivityTag } from './connectivity.types';

/** How long the "back online" notice stays before the strip goes away. */
export const BACK_ONLINE_NOTICE_MS = 3_000;

/** How long after the first screen the service worker (and its precache) starts. */
export const PRECACHE_DELAY_MS = 4_000;

const connectivityActors = { applyUpdate, runServiceWorker };

const connectivityActions = {
  /** The network came back: the session reads the member's points again and the open page retries. */
  refreshAfterOffline: (): void => undefined,
};

/** The chart with the app's implementations in place of the stubs (see machines/shared/provided.ts). */
export const createConnectivityMachine = (provided: Provided<typeof connectivityActors, typeof connectivityActions> = {}) =>
  setup({
    types: {
      context: {} as ConnectivityContext,
      events: {} as ConnectivityEvent,
      input: {} as ConnectivityInput,
      tags: {} as ConnectivityTag,
    },
    actors: { ...connectivityActors, ...provided.actors },
    actions: {
      countComeback: assign({ comebacks: ({ context }) => context.comebacks + 1 }),
      ...connectivityActions,
      ...provided.actions,
    },
    delays: { BACK_ONLINE_NOTICE: BACK_ONLINE_NOTICE_MS, PRECACHE_DELAY: PRECACHE_DELAY_MS },
    guards: {
      startsOnline: ({ context }) => context.startsOnline,
    },
  }).createMachine({
    id: 'connectivity',
    context: ({ input }) => ({ startsOnline: input.online, comebacks: 0 }),
    type: 'parallel',
    states: {
      network: {
        initial: 'checking',
        states: {
          checking: {
            always: [{ guard: 'startsOnline', target: 'online' }, { target: 'offline' }],
          },
          online: {
            description: 'The network is there: no notice; every action that needs the server is enabled.',
            on: { 'NETWORK.WENT_OFFLINE': 'offline' },
          },
          offline: {
            tags: ['offline'],
            description:
              'No network: the offline notice in the page language; stored codes, points and member card are shown as stored; redeem, mark as used and saves are disabled with a reason.',
            on: { 'NETWORK.CAME_BACK': 'backOnline' },
          },
          backOnline: {
            tags: ['backOnline'],
            description: 'The network came back: the session and the open page read again; a short "back online" notice.',
            entry: ['countComeback', 'refreshAfterOffline'],
            after: { BACK_ONLINE_NOTICE: 'online' },
            on: { 'NETWORK.WENT_OFFLINE': 'offline' },
          },
        },
      },
      update: {
        initial: 'current',
        states: {
          current: {
            description: 'The app runs the newest build it knows of.',
            on: { 'APP.UPDATE_FOUND': 'available' },
          },
          available: {
            tags: ['updateAvailable'],
            description: 'A new build is installed and waiting: the frame shows "A new version is available" with Reload.',
            on: { 'APP.UPDATE_ACCEPTED': 'applying' },
          },
          applying: {
            tags: ['busy'],
            description: 'The waiting build takes over and the page reloads; a refusal leaves the notice so Reload can be tapped again.',
            invoke: { id: 'applyUpdate', src: 'applyUpdate', onDone: 'current', onError: 'available' },
          },
        },
      },
      worker: {
        initial: 'waiting',
        states: {
          waiting: {
            description: 'The offline copy of the app is not set up yet: it waits for the first screen to show its content.',
            on: { 'APP.FIRST_SCREEN_SHOWN': 'settling' },
          },
          settling: {
            description: 'The first screen is up; the offline copy waits a few seconds more, so the first taps and the images below the fold keep the network and the main thread.',
            after: { PRECACHE_DELAY: 'running' },
          },
          running: {
            description: 'The service worker is registered (not inside LINE, nor in development) and keeps this build for offline use; a waiting new build is reported as APP.UPDATE_FOUND.',
            invoke: { id: 'runServiceWorker', src: 'runServiceWorker' },
          },
        },
      },
    },
  });

/** The chart as declared (stubs), for tests and the flow tooling. */
export const connectivityMachine = builtOnce(() => createConnectivityMachine());
export type ConnectivityMachine = ReturnType<typeof createConnectivityMachine>;
