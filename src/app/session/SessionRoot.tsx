/**
 * Starts the session actor once and gates the app on it: a splash (role=status, "Loading") until config
 * is ready, a translated retry screen when the settings load fails (instead of the spec's blank page),
 * then the children inside ServicesProvider. Creates the account cache and the API clients; the
 * clients follow the loaded settings and send the member's JWT (else token) as the Bearer.
 *
 * The app starts the session at boot ({@link startSession}, called by renderApp before React renders)
 * and hands it over as `started` (so the settings request goes out with the entry's own task
 * instead of after React's first commit); without `started`, SessionRoot creates and starts its own from
 * its props, as tests and other callers do.
 */
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import {
  selectBearer,
  selectIsConfigReady,
  selectSettingsError,
  selectSettingsFailed,
  selectShortLocale,
} from '@machines/session/session.selectors';
import type { LocaleCode } from '@machines/session/session.types';
import { createApiClients, type ApiClientOptions, type ApiClients } from '@/api/clients';
import { settingsForThisBuild, type RuntimeSettings } from '@/platform/config/settings';
import { getInspector } from '@/flows/shared/inspect';
import { createWarmCache, type WarmCache } from '@/api/warmCache';
import { bootFirstScreenImages, claimBootWarmCache } from '@/app/boot/handOver';
import { releaseEarlyCookieBanner } from '@/flows/cookieConsent/earlyBanner';
import { SHELL_CARDS, shellKindOf } from '@/app/boot/shellKind';
import { firstRouteWarmUp, type WarmRoutes } from '@/flows/shared/warmContext';
import { ServicesProvider, type AppServices, type SessionActorRef } from '@/flows/shared/services';
import { createTracker } from '@/platform/scripts';
import { createAccountCache, type AccountCache } from '@/platform/storage/accountCache';
import { sharedKeyStore } from '@/platform/storage/keyStore';
import { createSessionLogic, type MessagingHooks, type SessionLogic, type SessionWiring } from '@/flows/session/session.live';
import { loadMessages, messagesOrDefault } from '@/i18n/runtimeMessages';
import { Icon } from '@/ui/common/Icon';
import { createCookieConsentStore } from '@/flows/cookieConsent/cookieConsentStore';
import { allowsAnalytics } from '@/domain/consent/cookies';
import { sessionIntents } from '@machines/session/session.connect';

export interface SessionRootProps {
  children?: ReactNode;
  /** True inside the messaging app's mini-window (LIFF client). @default false */
  inMessagingClient?: boolean;
  /** Inside the messaging client, a start-up with no account on a member page signs in with LINE. @default inMessagingClient */
  lineSignInAtStart?: boolean;
  /** Logout hooks for the messaging client (LINE engineer). */
  messaging?: MessagingHooks;
  /** The path at start-up (public routes skip the profile). @default location.pathname */
  pathname?: string;
  /** Settings before the server overlay. @default settingsForThisBuild() */
  initialSettings?: RuntimeSettings;
  /** The account cache. @default the browser's, keyed by a non-extractable key in IndexedDB */
  storage?: AccountCache;
  /** The start-up reads' cache. @default the boot script's (src/app/boot/boot.ts) when it ran first, else a new one */
  warmCache?: WarmCache;
  /** @default createApiClients */
  createClients?: (options: ApiClientOptions) => ApiClients;
  /** The session logic for the wiring. @default createSessionLogic (tests pass fake actors here) */
  createLogic?: (wiring: SessionWiring) => SessionLogic;
  /**
   * The remembered cookie choice accepts analytics; without it start-up installs the disabled stub.
   * @default read from the consent cookie
   */
  analyticsConsent?: boolean;
  /**
   * Fires the warm-up of the routes a path renders (the app passes the router's `warmRoute`).
   * @default nothing is warmed
   */
  warmRoutes?: WarmRoutes;
  /**
   * A session already started by {@link startSession} (the app starts it at boot); the options it was
   * started with win over the props above.
   * @default SessionRoot starts its own from its props
   */
  started?: StartedSession;
}

/** What {@link startSession} needs: SessionRoot's props without the children. */
export type SessionOptions = Omit<SessionRootProps, 'children' | 'started'>;

/** A running session actor with the runtime (account cache, API clients) it was started with. */
export interface StartedSession {
  runtime: SessionRuntime;
  session: SessionActorRef;
  /** The path at start-up (the splash draws its first screen's placeholders). */
  pathname: string;
}

/** The account cache and API clients a session actor runs with. */
export interface SessionRuntime {
  logic: SessionLogic;
  storage: AccountCache;
  getClients(): ApiClients;
  setActor(actor: SessionActorRef): void;
  initialSettings: RuntimeSettings;
  initialLocale: LocaleCode;
  /** The first route's start-up reads (their `settled()` tells when its data is in). */
  warmCache: WarmCache;
}

function createRuntime(props: SessionOptions): SessionRuntime {
  const initialSettings = props.initialSettings ?? settingsForThisBuild();
  let actor: SessionActorRef | undefined;
  const storage =
    props.storage ??
    createAccountCache({
      keyStore: sharedKeyStore(),
      config: () => {
        const settings = actor?.getSnapshot().context.settings ?? initialSettings;
        return { cacheType: settings.cacheType, encryptAccount: settings.encryptAccount };
      },
    });
  const makeClients = props.createClients ?? createApiClients;
  // The boot script's cache when it ran before the entry (its settings and first-route reads are in it).
  const warmCache = props.warmCache ?? claimBootWarmCache() ?? createWarmCache();
  let clients: ApiClients | undefined;
  let clientsFor: RuntimeSettings | undefined;
  const getClients = (): ApiClients => {
    const settings = actor?.getSnapshot().context.settings ?? initialSettings;
    if (!clients || clientsFor !== settings) {
      clients = makeClients({
        baseUrls: settings.baseUrls,
        appId: settings.appId,
        subscriptionKey: settings.subscriptionKey,
        getToken: () => (actor ? selectBearer(actor.getSnapshot()) : undefined),
        warmCache,
      });
      clientsFor = settings;
    }
    return clients;
  };
  const logic = (props.createLogic ?? createSessionLogic)({
    getClients,
    cache: storage,
    messaging: props.messaging,
    ...(props.warmRoutes ? { warmFirstRoute: firstRouteWarmUp(warmCache, props.warmRoutes) } : {}),
  });
  let initialLocale: LocaleCode = 1054;
  try {
    initialLocale = storage.getLocale() ?? 1054;
  } catch {
    // Storage blocked (privacy mode): Thai, the default.
  }
  // A member who chose English: its catalogue downloads alongside start-up (the Thai core is bundled).
  if (initialLocale === 1033) void loadMessages('en').catch(() => undefined);
  return { logic, storage, getClients, setActor: (ref) => (actor = ref), initialSettings, initialLocale, warmCache };
}

function startPathname(props: SessionOptions): string {
  return props.pathname ?? globalThis.location?.pathname ?? '/';
}

function sessionInput(props: SessionOptions, runtime: SessionRuntime) {
  return {
    defaults: runtime.initialSettings,
    pathname: startPathname(props),
    inMessagingClient: props.inMessagingClient ?? false,
    lineSignInAtStart: props.lineSignInAtStart ?? props.inMessagingClient ?? false,
    locale: runtime.initialLocale,
    analyticsConsent: props.analyticsConsent ?? allowsAnalytics(createCookieConsentStore().read()?.choices),
  };
}

/**
 * Creates the session's runtime and its actor, not yet started (renderApp starts it in a task of its own,
 * so the entry's evaluation task does not grow by the chart's first step). Hand the result to SessionRoot
 * as `started`; SessionRoot renders from the actor's initial snapshot until it runs. The actor runs for the
 * page's life (the app's root never unmounts).
 */
export function createSession(options: SessionOptions = {}): StartedSession {
  return createSessionActor(createSessionRuntime(options), options);
}

/** The first half of {@link createSession}: the runtime and the chart (renderApp makes each in a task of its own). */
export function createSessionRuntime(options: SessionOptions = {}): SessionRuntime {
  return createRuntime(options);
}

/** The second half of {@link createSession}: the actor on `runtime`, made with the same options. */
export function createSessionActor(runtime: SessionRuntime, options: SessionOptions = {}): StartedSession {
  const session = createActor(runtime.logic, { input: sessionInput(options, runtime), inspect: getInspector() });
  runtime.setActor(session);
  return { runtime, session, pathname: startPathname(options) };
}

/** {@link createSession}, started now: the chart's first step (the settings request) goes out at once. */
export function startSession(options: SessionOptions = {}): StartedSession {
  const started = createSession(options);
  started.session.start();
  return started;
}

export function SessionRoot(props: SessionRootProps) {
  // Without `started`: its own session from its props, started after the first commit, stopped on unmount.
  const [{ runtime, session, pathname }] = useState(() => props.started ?? createSession(props));
  useEffect(() => {
    if (props.started) return;
    session.start();
    return () => session.stop();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // The app under the splash mounts in a background (sliced) render once config is ready.
  const ready = useDeferredValue(useSelector(session, selectIsConfigReady));
  const failed = useSelector(session, selectSettingsFailed);
  // Settings only once config is ready (the splash shows none): their arrival during React's first, sliced
  // render would otherwise re-render this synchronously and make React start that render over.
  const settings = useSelector(session, ({ context }) => (context.isConfigReady ? context.settings : runtime.initialSettings));
  const locale = useSelector(session, selectShortLocale);

  const services = useMemo<AppServices>(
    () => ({ clients: runtime.getClients(), settings, session, storage: runtime.storage, tracking: createTracker() }),
    // getClients() follows `settings`; a new settings object means new clients.
    [runtime, settings, session],
  );

  if (failed || !ready) {
    return (
      <IntlProvider locale={locale} messages={messagesOrDefault(locale)} defaultLocale="th">
        {failed ? <SettingsFailedScreen session={session} /> : <Splash pathname={pathname} />}
      </IntlProvider>
    );
  }
  return <ServicesProvider services={services}>{props.children}</ServicesProvider>;
}

/**
 * While settings load: the frame of index.html's static shell (which paints before any JavaScript), plus
 * the placeholders of what the page's first screen shows; the loading status is announced.
 */
export function Splash({ pathname }: { pathname: string }) {
  const kind = shellKindOf(pathname);
  // The images the boot script has already drawn in these boxes stay in them.
  const images = bootFirstScreenImages();
  return (
    <div className={kind === 'plain' ? 'app-frame startup-shell' : 'app-frame app-frame--with-nav startup-shell'} aria-busy="true">
      <header className="app-header">
        <div className="app-header__bar">
          <div className="app-header__start">
            <span className="brand-mark">
              <Icon name="star" size={20} />
            </span>
          </div>
          <p className="app-header__title">
            <FormattedMessage id="shell.appName" />
          </p>
          <div className="app-header__end" />
        </div>
        {kind === 'plain' ? null : <div className="member-status startup-shell__member" aria-hidden="true" />}
      </header>
      <main className="app-main">
        <div className="session-splash visually-hidden" role="status" aria-live="polite">
          <FormattedMessage id="session.loading" />
        </div>
        {kind === 'home' ? (
          <div className="startup-shell__home" aria-hidden="true">
            <span className="startup-shell__banner">{images[0] ? <ShellImage src={images[0]} /> : null}</span>
            <span className="startup-shell__menu" />
          </div>
        ) : null}
        {kind === 'campaign' ? (
          <span className="startup-shell__picture" aria-hidden="true">
            {images[0] ? <ShellImage src={images[0]} /> : null}
          </span>
        ) : null}
        {kind === 'rewards' ? (
          <ul className="startup-shell__grid" aria-hidden="true">
            {SHELL_CARDS.map((card) => (
              <li key={card} className="startup-shell__card">
                <span className="startup-shell__media">{images[card] ? <ShellImage src={images[card]} /> : null}</span>
                <span className="startup-shell__line" />
                <span className="startup-shell__line startup-shell__line--short" />
              </li>
            ))}
          </ul>
        ) : null}
      </main>
    </div>
  );
}

function ShellImage({ src }: { src: string }) {
  return <img className="startup-shell__image" src={src} alt="" decoding="async" />;
}

function SettingsFailedScreen({ session }: { session: SessionActorRef }) {
  const canRetry = useSelector(session, (snapshot) => snapshot.can({ type: 'SESSION.RETRY' }));
  const error = useSelector(session, selectSettingsError);
  const code = error?.code ?? error?.id ?? (error?.status ? error.status : undefined);
  // The app cannot start: the boot script's cookie banner, whose buttons only the app answers, goes.
  useEffect(() => void releaseEarlyCookieBanner(), []);
  return (
    <main className="session-failed">
      <h1>
        <FormattedMessage id="session.settingsFailed.title" />
      </h1>
      <p role="alert">
        <FormattedMessage id="session.settingsFailed.message" />
      </p>
      {code !== undefined ? (
        <p>
          <FormattedMessage id="session.settingsFailed.errorCode" values={{ code: String(code) }} />
        </p>
      ) : null}
      <button type="button" disabled={!canRetry} onClick={sessionIntents((event) => session.send(event)).onRetry}>
        <FormattedMessage id="session.retry" />
      </button>
    </main>
  );
}
