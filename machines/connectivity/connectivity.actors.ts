import { notProvided } from '../shared/provided';

/**
 * Lets the waiting service worker take over and reloads the page. Real implementation:
 * src/flows/connectivity/connectivity.live.ts (workbox-window).
 */
export const applyUpdate = notProvided<void, void>('connectivity.applyUpdate');
