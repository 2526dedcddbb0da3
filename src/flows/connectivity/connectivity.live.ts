/**
 * Real implementations of the connectivity chart (machines/connectivity): the service worker registered when the
 * chart says (src/platform/serviceWorker.ts, loaded on demand; not inside LINE nor in development), Reload handing
 * over to the waiting worker, and coming back online asking the session to read the member's profile and points
 * again.
 */
import { fromCallback, fromPromise } from 'xstate';
import { createConnectivityMachine } from '@machines/connectivity/connectivity.machine';
import type { ConnectivityEvent } from '@machines/connectivity/connectivity.types';
import type { AppServiceWorker } from '@/platform/serviceWorker';
import type { SessionActorRef } from '@/flows/shared/services';

export interface ConnectivityServices {
  session: Pick<SessionActorRef, 'send'>;
}

export interface ConnectivityWiring {
  /** A production build outside LINE: the app registers its service worker. */
  offersServiceWorker: boolean;
}

export function createConnectivityLogic(services: ConnectivityServices, wiring: ConnectivityWiring) {
  let settle: (worker: AppServiceWorker | null) => void = () => undefined;
  // The registered worker, once registration has settled (null where none runs).
  const registered = new Promise<AppServiceWorker | null>((resolve) => (settle = resolve));
  return createConnectivityMachine({
    actors: {
      runServiceWorker: fromCallback<ConnectivityEvent>(({ sendBack }) => {
        if (!wiring.offersServiceWorker) {
          settle(null);
          return;
        }
        const env = { production: true, inMessagingClient: false };
        void import('@/platform/serviceWorker')
          .then(({ registerAppServiceWorker }) => registerAppServiceWorker(env, { onUpdateWaiting: () => sendBack({ type: 'APP.UPDATE_FOUND' }) }))
          .catch(() => null)
          .then(settle);
      }),
      applyUpdate: fromPromise(async () => {
        const worker = await registered;
        if (!worker) throw new Error('No service worker is registered');
        await worker.applyUpdate();
      }),
    },
    actions: {
      refreshAfterOffline: () => services.session.send({ type: 'SESSION.PROFILE_REFRESH' }),
    },
  });
}
