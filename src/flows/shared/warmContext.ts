/**
 * What a route's start-up warm-up gets: the clients of the loaded settings, the settings, the
 * member's language and sign-in as start-up restores them (read-only, the same way), and `warm`, which
 * fires one call as a warm request (src/api/warmCache.ts). Each route declares its warm-up beside its
 * wiring (`warm…` in src/flows/<flow>/<flow>.calls.ts) and the route table names it (src/app/router.tsx).
 */
import type { ApiClients } from '@/api/clients';
import type { CallInit, WarmCache } from '@/api/warmCache';
import type { FirstRouteStart } from '@/flows/session/session.live';
import type { LocaleCode } from '@/i18n/locale';
import type { RuntimeSettings } from '@machines/session/settings.types';

export interface WarmContext {
  clients: ApiClients;
  settings: RuntimeSettings;
  /** The language start-up will restore. */
  locale: LocaleCode;
  /** Start-up will find a saved member (the warm calls carry their Authorization). */
  signedIn: boolean;
  /** The clock at start-up (epoch ms). */
  now: number;
  /** Fires one call as a warm request; `fire` passes its init to the call builder; its answer serves `uses` calls (one by default). */
  warm(fire: (init: CallInit) => Promise<unknown>, uses?: number): void;
}

/** A route's warm-up: the route's URL params and the context. */
export type RouteWarm = (params: Readonly<Record<string, string | undefined>>, ctx: WarmContext) => void;

/** How the router fires the warm-up of the routes a path renders (src/app/router.tsx `warmRoute`). */
export type WarmRoutes = (pathname: string, ctx: WarmContext) => void;

/**
 * The session wiring's `warmFirstRoute`: the router's warm-up of the first path, each call fired through
 * `cache` with the restored member's Authorization. A failure to start one is ignored (the route calls
 * as usual).
 */
export function firstRouteWarmUp(cache: WarmCache, warmRoutes: WarmRoutes, now: () => number = Date.now): (start: FirstRouteStart) => void {
  return ({ pathname, clients, settings, locale, bearer }) => {
    try {
      warmRoutes(pathname, { clients, settings, locale, signedIn: Boolean(bearer), now: now(), warm: (fire, uses) => cache.warm(fire, bearer, uses) });
    } catch {
      // A route's warm-up that throws warms nothing; its own calls are unaffected.
    }
  };
}
