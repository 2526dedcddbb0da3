/**
 * The app's services, created once by SessionRoot (src/app/session/SessionRoot.tsx) and read anywhere
 * below it: the API clients (following the loaded settings, sending the member's JWT), the runtime
 * settings, the session actor, the account cache and the tracker.
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '@machines/session/session.machine';
import type { SessionSnapshot } from '@machines/session/session.selectors';
import type { ApiClients } from '@/api/clients';
import type { RuntimeSettings } from '@/platform/config/settings';
import type { Tracker } from '@/platform/scripts';
import type { AccountCache } from '@/platform/storage/accountCache';

/** The running session chart (machines/session). Send it SESSION.* events. */
export type SessionActorRef = ActorRefFrom<SessionMachine>;

export interface AppServices {
  /** One openapi-fetch client per service; call only from actors. */
  clients: ApiClients;
  /** Settings after the server overlay. */
  settings: RuntimeSettings;
  /** The session actor. */
  session: SessionActorRef;
  /** The account cache (account, settings, locale). */
  storage: AccountCache;
  /** Tracking events (analytics, or nothing when analytics is off). */
  tracking: Tracker;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children?: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services, or null where a test mounts the route shell alone. */
export function useOptionalServices(): AppServices | null {
  return useContext(ServicesContext);
}

/** The services; throws outside SessionRoot / ServicesProvider. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> (rendered by <SessionRoot>)');
  return services;
}

/** The session actor ref: `useSession().send({ type: 'SESSION.LOGOUT' })`. */
export function useSession(): SessionActorRef {
  return useServices().session;
}

/** Shorthand for `useSelector(useSession(), selector)`. */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSession(), selector);
}
