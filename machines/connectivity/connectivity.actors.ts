import { fromPromise } from 'xstate';

/**
 * Lets the waiting service worker take over and reloads the page. Real implementation:
 * src/flows/connectivity/connectivity.live.ts (workbox-window).
 */
export const applyUpdate = fromPromise<void, void>(async () => {
  throw new Error('connectivity.applyUpdate is not provided');
});
