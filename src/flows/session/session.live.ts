/**
 * The session chart wired to real actors: settings from the web API (overlaid on the build's
 * settings, cached by cache type), start-up scripts by <script> injection, the account cache, the
 * profile, logout and the locale change through the API clients.
 */
import { fromPromise } from 'xstate';
import { createScriptLoaderMachine } from '@machines/scriptLoader/scriptLoader.machine';
import { createSessionMachine } from '@machines/session/session.machine';
import type { Account, LocaleCode, Profile, WebSessionPayload } from '@machines/session/session.types';
import type { RuntimeSettings } from '@machines/session/settings.types';
import type { ApiClients } from '@/api/clients';
import { pointsFromWire } from '@/api/adapters/updatedPoints';
import { unwrap } from '@/api/unwrap';
import { overlaySettings } from '@/platform/config/overlay';
import { injectScript, installAnalyticsStub, preloadScript } from '@/platform/scripts';
import type { AccountCache } from '@/platform/storage/accountCache';
import { storedDeviceUuid } from '@/platform/storage/deviceKeys';
import { clearLineState } from '@/platform/storage/lineStateKeys';

/** The LINE engineer's hooks for logout in the messaging client. */
export interface MessagingHooks {
  /** Ends the messaging-app session (LIFF logout and token clean-up). Failure is ignored by the chart. */
  endMessagingSession?: () => Promise<void>;
  /** Reloads the page after a messaging-client logout. @default location.reload() */
  reloadPage?: () => void;
}

export interface SessionWiring {
  /** The clients of the moment (they follow the loaded settings). */
  getClients(): ApiClients;
  cache: AccountCache;
  messaging?: MessagingHooks;
  /** @default the page's document */
  injectScript?: (src: string, signal: AbortSignal) => Promise<void>;
  /** Starts a later start-up script's download. @default a preload link in the page's document */
  preloadScript?: (src: string) => void;
  /** @default installs window.bzbsAnalytics as a disabled stub */
  installAnalyticsStub?: () => void;
  /** Told when an account write fails (diagnostics). @default ignored */
  onCacheError?: (error: unknown) => void;
  /**
   * Fires the first route's warm requests (the app passes the router's `warmRoute` bound to its
   * warm cache). @default nothing is warmed
   */
  warmFirstRoute?: (start: FirstRouteStart) => void;
}

/** What start-up knows when it warms the first route: settings, and the language and member it will restore. */
export interface FirstRouteStart {
  pathname: string;
  clients: ApiClients;
  settings: RuntimeSettings;
  locale: LocaleCode;
  /** The restored member's JWT (else token), as the clients will send it; undefined for a guest. */
  bearer: string | undefined;
}

export function createSessionLogic(wiring: SessionWiring) {
  const { cache, getClients } = wiring;
  const inject = wiring.injectScript ?? ((src: string, signal: AbortSignal) => injectScript(src, signal));
  const scriptActor = fromPromise<void, { src: string }>(({ input, signal }) => inject(input.src, signal));

  const scripts = createScriptLoaderMachine({
    actors: {
      loadBotCheckScript: scriptActor,
      loadCustomScript: scriptActor,
      loadAnalyticsScript: scriptActor,
      installAnalyticsStub: fromPromise(async () => (wiring.installAnalyticsStub ?? installAnalyticsStub)()),
    },
    actions: {
      preloadScripts: (_, { srcs }) => {
        try {
          srcs.forEach(wiring.preloadScript ?? ((src) => preloadScript(src)));
        } catch {
          // A refused preload only loses the head start: each script still loads in its turn.
        }
      },
    },
  });

  const endMessagingSession = wiring.messaging?.endMessagingSession;

  // Account writes are encrypted asynchronously; one queue for writes and the logout clear keeps the
  // cache on the latest account and never lets a late write bring an account back after logout.
  let writes: Promise<void> = Promise.resolve();
  const queued = (work: () => Promise<void>): Promise<void> => {
    const run = writes.then(work);
    writes = run.catch((error: unknown) => {
      // A refused write (quota, storage blocked) keeps the account in memory; the next change writes again.
      wiring.onCacheError?.(error);
    });
    return run;
  };
  const saveQueued = (account: Account) => void queued(() => cache.saveAccount(account)).catch(() => undefined);
  // The settings answer this page runs with: logout clears the cache with it, then writes it back, so the
  // next start with no network still opens the frame (it is the app's configuration, not the member's).
  let runningSettings: unknown = null;

  return createSessionMachine({
    actors: {
      loadSettings: fromPromise(async ({ input, signal }) => {
        try {
          const body = unwrap(await getClients().webApi.GET('/api/setting', { signal }));
          const remote: unknown = body.data ?? {};
          cache.saveSettings(remote);
          runningSettings = remote;
          return overlaySettings(input.defaults, remote);
        } catch (error) {
          // Offline or the settings service down: the last settings this browser received still work.
          const cached = signal.aborted ? null : cache.loadSettings();
          runningSettings = cached;
          if (cached !== null) return overlaySettings(input.defaults, cached);
          throw error;
        }
      }),
      loadScripts: scripts,
      initTracking: fromPromise(async ({ input }) => {
        const analytics = globalThis.window?.bzbsAnalytics;
        analytics?.init?.({ siteId: input.settings.analyticsSiteId, dimensionKey: input.settings.analyticsDimensionKey, debug: input.settings.debug });
      }),
      restoreLocale: fromPromise(async () => cache.getLocale()),
      warmFirstRoute: fromPromise(async ({ input }) => {
        const warm = wiring.warmFirstRoute;
        if (!warm) return;
        // Read-only, the way restoreLocale and restoreAccount read them; an unreadable one counts as none.
        let locale = input.locale;
        let account: Account | null = null;
        try {
          locale = cache.getLocale() ?? input.locale;
          account = await cache.loadAccount();
        } catch {
          // Storage blocked or the account unreadable: warm as a guest (the route's own calls decide).
        }
        warm({ pathname: input.pathname, clients: getClients(), settings: input.settings, locale, bearer: account?.jwt || account?.token || undefined });
      }),
      restoreAccount: fromPromise(async () => cache.loadAccount()),
      loadProfile: fromPromise(async ({ signal }) => {
        const clients = getClients();
        const body = unwrap(await clients.modules.GET('/profile/me', { signal }));
        const profile = (body.data ?? {}) as Profile;
        let points: number | null = typeof profile.updated_points === 'number' ? profile.updated_points : null;
        try {
          points = pointsFromWire(unwrap(await clients.modules.GET('/profile/me/updated_points', { signal }))) ?? points;
        } catch {
          // The profile's own updated_points stand in when the points call fails.
        }
        return { profile, points };
      }),
      clearCache: fromPromise(() =>
        queued(async () => {
          clearLineState(); // spec section 4, Messaging login: logout clears all stored LINE tokens.
          await cache.clear();
          if (runningSettings !== null) cache.saveSettings(runningSettings);
        }),
      ),
      logout: fromPromise(async ({ input, signal }) => {
        // The App-Id header already names the app; the body carries the JWT being ended.
        // The platform ends the device's session by its uuid (platform-api.md, Auth); the spec's JWT goes too.
        const uuid = storedDeviceUuid();
        unwrap(await getClients().modules.POST('/auth/logout', { body: { jwt: input.jwt, ...(uuid ? { uuid } : {}) }, signal }));
      }),
      changeLocale: fromPromise(async ({ input, signal }) => {
        // POST /profile/me/locale {locale} (spec section 7); the JWT goes in the Authorization header.
        const body = unwrap(await getClients().modules.POST('/profile/me/locale', { body: { locale: input.locale }, signal }));
        const jwt = body.data?.Jwt;
        if (!jwt) throw new Error('The locale change answered no Jwt');
        return { jwt };
      }),
      storeWebSession: fromPromise<void, WebSessionPayload>(async ({ input, signal }) => {
        const { user, profile, point } = input;
        unwrap(await getClients().webApi.POST('/session', { body: { user: { ...user }, profile: { ...profile }, point }, signal }));
      }),
      readWebSession: fromPromise<WebSessionPayload | null, Record<string, never>>(async ({ signal }) => {
        // The web API knows this browser by its own cookie: nothing of the (missing) account is sent.
        const result = await getClients().webApi.GET('/session', { signal });
        if (result.response.status === 404) return null;
        const payload = unwrap(result).data;
        if (!payload || typeof payload.user !== 'object' || !payload.user) return null;
        return { user: payload.user as unknown as Account, profile: (payload.profile ?? {}) as Profile, point: typeof payload.point === 'number' ? payload.point : 0 };
      }),
      deleteWebSession: fromPromise<void, { jwt: string }>(async ({ input, signal }) => {
        // The account is already cleared in memory: the JWT captured at logout names the member.
        const headers = input.jwt ? { Authorization: `Bearer ${input.jwt}` } : undefined;
        unwrap(await getClients().webApi.DELETE('/session', { ...(headers ? { headers } : {}), signal }));
      }),
      ...(endMessagingSession ? { endMessagingSession: fromPromise(() => endMessagingSession()) } : {}),
    },
    actions: {
      persistAccount: ({ context }) => {
        if (context.account) saveQueued({ ...context.account, locale: context.locale });
      },
      persistLocale: ({ context }) => cache.setLocale(context.locale),
      reloadPage: wiring.messaging?.reloadPage ?? (() => globalThis.location?.reload()),
    },
  });
}

export type SessionLogic = ReturnType<typeof createSessionLogic>;

/** POST /setting {data} → data.key, and GET /setting/{key}: the key-value setting store, as actors. */
export function createSettingStoreActors(getClients: () => ApiClients) {
  return {
    storeSetting: fromPromise<string, { data: unknown }>(async ({ input, signal }) => {
      const body = unwrap(await getClients().webApi.POST('/setting', { body: { data: input.data }, signal }));
      const key = body.data?.key;
      if (!key) throw new Error('The setting store answered no key');
      return key;
    }),
    readStoredSetting: fromPromise<unknown, { key: string }>(async ({ input, signal }) => {
      const body = unwrap(await getClients().webApi.GET('/setting/{key}', { params: { path: { key: input.key } }, signal }));
      return body.data;
    }),
  };
}
