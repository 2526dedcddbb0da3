/**
 * Runs the connectivity chart (machines/connectivity) for the whole app, below the session: the browser's
 * online and offline events and the first screen's showing become the chart's events; the chart registers the
 * build's service worker a few seconds after the first screen (not inside LINE; connectivity.live.ts) and its
 * waiting update becomes APP.UPDATE_FOUND. Part of the entry, so an app opened offline says so with its first frame. Pages read
 * whether they are offline through {@link useConnectivity}.
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect, CONNECTIVITY_MESSAGES, type ConnectivityView } from '@machines/connectivity/connectivity.connect';
import type { ConnectivityMachine } from '@machines/connectivity/connectivity.machine';
import { useFlow } from '@/flows/shared/useFlow';
import { createConnectivityLogic } from './connectivity.live';
import { ConnectivityNotice } from './ConnectivityNotice';

export type ConnectivityActor = ActorRefFrom<ConnectivityMachine>;

const ConnectivityContext = createContext<ConnectivityActor | null>(null);

export interface ConnectivityRootProps {
  /** Inside LINE: no service worker is registered. */
  inMessagingClient: boolean;
  /**
   * Calls `shown` once the first screen has shown its content (the composition root's first-screen queue): the
   * chart then starts the service worker after its PRECACHE_DELAY. @default after the page's load event
   */
  whenFirstScreenShown?: (shown: () => void) => void;
  children?: ReactNode;
}

export function ConnectivityRoot({ inMessagingClient, whenFirstScreenShown = afterLoad, children }: ConnectivityRootProps) {
  const actor = useFlow((services) => createConnectivityLogic(services, { offersServiceWorker: import.meta.env.PROD && !inMessagingClient }), {
    online: globalThis.navigator?.onLine ?? true,
  });
  useEffect(() => {
    // The browser's facts, reported through the connect; the handlers do not depend on the snapshot.
    const { onWentOffline, onCameBack, onFirstScreenShown } = connect(actor.getSnapshot(), (event) => actor.send(event));
    let mounted = true;
    whenFirstScreenShown(() => {
      if (mounted) onFirstScreenShown();
    });
    window.addEventListener('offline', onWentOffline);
    window.addEventListener('online', onCameBack);
    return () => {
      mounted = false;
      window.removeEventListener('offline', onWentOffline);
      window.removeEventListener('online', onCameBack);
    };
  }, [actor, whenFirstScreenShown]);
  return (
    <ConnectivityContext.Provider value={actor}>
      {children}
      <ConnectivityScreen actor={actor} />
    </ConnectivityContext.Provider>
  );
}

/** Runs `task` once the page has loaded (at once when it has). */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', () => task(), { once: true });
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
