import { fromCallback } from 'xstate';
import { notProvided } from '../shared/provided';
import type { ConnectivityEvent } from './connectivity.types';

/**
 * Lets the waiting service worker take over and reloads the page. Real implementation:
 * src/flows/connectivity/connectivity.live.ts (workbox-window).
 */
export const applyUpdate = notProvided<void, void>('connectivity.applyUpdate');

/**
 * Registers the build's service worker (it precaches the app for offline use) and reports a waiting new build
 * as APP.UPDATE_FOUND while it runs. Where none runs (tests, development, inside LINE) it does nothing. Real
 * implementation: src/flows/connectivity/connectivity.live.ts (workbox-window, loaded on demand).
 */
export const runServiceWorker = fromCallback<ConnectivityEvent>(() => undefined);
