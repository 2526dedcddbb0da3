/**
 * Runs the connectivity chart (machines/connectivity) for the whole app, below the session: the browser's
 * online and offline events become the chart's events, the build's service worker is registered once (not
 * inside LINE; src/platform/serviceWorker.ts, itself loaded on demand) and its waiting update becomes
 * APP.UPDATE_FOUND. Part of the entry, so an app opened offline says so with its first frame. Pages read
 * whether they are offline through {@link useConnectivity}.
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect, CONNECTIVITY_MESSAGES, type ConnectivityView } from '@machines/connectivity/connectivity.connect';
import type { ConnectivityMachine } from '@machines/connectivity/connectivity.machine';
import { useFlow } from '@/flows/shared/useFlow';
import type { AppServiceWorker } from '@/platform/serviceWorker';
import { createConnectivityLogic } from './connectivity.live';
import { ConnectivityNotice } from './ConnectivityNotice';

export type ConnectivityActor = ActorRefFrom<ConnectivityMachine>;

const ConnectivityContext = createContext<ConnectivityActor | null>(null);

export interface ConnectivityRootProps {
  /** Inside LINE: no service worker is registered. */
  inMessagingClient: boolean;
  children?: ReactNode;
}

export function ConnectivityRoot({ inMessagingClient, children }: ConnectivityRootProps) {
  const [worker] = useState(() => {
    let settle: (worker: AppServiceWorker | null) => void = () => undefined;
    const promise = new Promise<AppServiceWorker | null>((resolve) => (settle = resolve));
    return { promise, settle };
  });
  const actor = useFlow((services) => createConnectivityLogic(services, { serviceWorker: () => worker.promise }), {
    online: globalThis.navigator?.onLine ?? true,
  });
  useEffect(() => {
    const wentOffline = () => actor.send({ type: 'NETWORK.WENT_OFFLINE' });
    const cameBack = () => actor.send({ type: 'NETWORK.CAME_BACK' });
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameBack);
    return () => {
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameBack);
    };
  }, [actor]);
  useEffect(() => {
    if (!import.meta.env.PROD || inMessagingClient) {
      worker.settle(null);
      return;
    }
    const env = { production: true, inMessagingClient };
    const register = () =>
      void import('@/platform/serviceWorker')
        .then(({ registerAppServiceWorker }) => registerAppServiceWorker(env, { onUpdateWaiting: () => actor.send({ type: 'APP.UPDATE_FOUND' }) }))
        .catch(() => null)
        .then(worker.settle);
    // After the page's load: the worker's precache downloads every chunk, which must not compete with the first screen.
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [actor, inMessagingClient, worker]);
  return (
    <ConnectivityContext.Provider value={actor}>
      {children}
      <ConnectivityScreen actor={actor} />
    </ConnectivityContext.Provider>
  );
}

/** The notice strip of a running connectivity chart (the screen replay renders it too). */
export function ConnectivityScreen({ actor }: { actor: ConnectivityActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return <ConnectivityNotice networkNotice={view.networkNotice} update={view.update} />;
}

/**
 * What pages read: offline or not, the reason a server action is disabled (null online), and how many times
 * the network came back (a page of server data keys its flow on it, so it reads again; forms do not, so
 * nothing typed is lost).
 */
export function useConnectivity(): Pick<ConnectivityView, 'offline' | 'disabledReason' | 'comebacks'> {
  const actor = useContext(ConnectivityContext);
  const offline = useSelector(actor ?? undefined, (s) => s?.hasTag('offline') ?? false);
  const comebacks = useSelector(actor ?? undefined, (s) => s?.context.comebacks ?? 0);
  return useMemo(() => ({ offline, comebacks, disabledReason: offline ? CONNECTIVITY_MESSAGES.needsNetwork : null }), [offline, comebacks]);
}
