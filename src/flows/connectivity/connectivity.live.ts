/**
 * Real implementations of the connectivity chart (machines/connectivity): Reload hands over to the waiting
 * service worker (src/platform/serviceWorker.ts), and coming back online asks the session to read the member's
 * profile and points again.
 */
import { fromPromise } from 'xstate';
import { createConnectivityMachine } from '@machines/connectivity/connectivity.machine';
import type { AppServiceWorker } from '@/platform/serviceWorker';
import type { SessionActorRef } from '@/flows/shared/services';

export interface ConnectivityServices {
  session: Pick<SessionActorRef, 'send'>;
}

export interface ConnectivityWiring {
  /** The registered worker, once registration has settled (null where none runs). */
  serviceWorker: () => Promise<AppServiceWorker | null>;
}

export function createConnectivityLogic(services: ConnectivityServices, wiring: ConnectivityWiring) {
  return createConnectivityMachine({
    actors: {
      applyUpdate: fromPromise(async () => {
        const worker = await wiring.serviceWorker();
        if (!worker) throw new Error('No service worker is registered');
        await worker.applyUpdate();
      }),
    },
    actions: {
      refreshAfterOffline: () => services.session.send({ type: 'SESSION.PROFILE_REFRESH' }),
    },
  });
}
