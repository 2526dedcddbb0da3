/**
 * Every route of spec section 2, each loaded on demand (one chunk per route module), under a root
 * layout that holds the dialog host. A path that matches nothing shows the not-found page.
 *
 * A failed chunk load (a deploy replaced the files, the connection dropped) fires the
 * `vite:preloadError` event — Vite fires it itself for its preloads in production; we fire it for any
 * failure it did not report — and rethrows, so the routes' error boundary shows a translated page with
 * Reload (spec section 8: "fires a preload-error event and rethrows").
 *
 * react-router's declarative router: the table is plain route objects rendered by `useRoutes`,
 * pages are `React.lazy` modules behind one Suspense in the root layout, navigations render in a
 * transition (the page before stays under the progress bar), and scroll restoration is ours (below).
 */
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
  type ComponentType,
  type JSX,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  Outlet,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { DialogHost, type MessagingClientEdge } from '@/app/dialogs/DialogHost';
import { isInMessagingClient } from '@/platform/line/liffMockSwitch';
import { useOptionalServices } from '@/flows/shared/services';
import { firstScreen } from '@/app/firstScreen';
import { CookieConsentRoot } from '@/flows/cookieConsent/CookieConsentRoot';
import { ErrorPage } from '@/ui/layout/ErrorPage';
import { LoadingState } from '@/ui/common/States';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LegalDocument } from '@/flows/legalPolicy/LegalPolicyRoute';
import { WelcomePointHost } from '@/flows/welcomePoint/WelcomePointHost';
import { LineSignInHandover } from '@/app/session/LineSignInHandover';
import { withMessages } from '@/i18n/runtimeMessages';
import type { RouteWarm, WarmContext } from '@/flows/shared/warmContext';
import { warmCampaignRoute } from '@/flows/campaignDetail/campaignDetail.calls';
import { warmConsentReads } from '@/flows/shared/consentApi';
import { warmPointHistoryRoute } from '@/flows/pointHistory/pointHistory.calls';
import { preloadHistoryPanel } from '@/flows/pointHistory/historyPanels';
import { warmRewardRoute } from '@/flows/rewardCatalog/rewardCatalog.calls';

/** The event Vite dispatches on window when a dynamic import's preload fails. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** Errors already announced through {@link PRELOAD_ERROR_EVENT} (by Vite or by us). */
const announced = new WeakSet<object>();

/** Marks a route module that could not be downloaded; the error element offers Reload. */
class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Listens for Vite's preload-error event so a failure it reported is not reported twice. Does not
 * call preventDefault: Vite then rethrows and the route's error element takes over. Returns the
 * removal function.
 */
export function installPreloadErrorListener(target: Window = window): () => void {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (typeof payload === 'object' && payload !== null) announced.add(payload);
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, listener);
  return () => target.removeEventListener(PRELOAD_ERROR_EVENT, listener);
}

function announcePreloadError(error: unknown): void {
  if (typeof error === 'object' && error !== null && announced.has(error)) return;
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  if (typeof error === 'object' && error !== null) announced.add(error);
  window.dispatchEvent(event);
}

/**
 * Which messages a route shows: `core` routes (the reward page, not-found) show only the Thai core bundled
 * with the app shell; every other route also waits for the rest of the Thai catalogue, downloaded in
 * parallel with its module (src/i18n/runtimeMessages.ts), so it never renders a raw message id.
 */
export type RouteMessages = 'core' | 'all';

/** A route's page, loaded on demand: the element to render, and the bare module load for start-up's early fetch. */
export interface LazyPage {
  /** Renders the page once its module (and the messages it shows) are in; suspends until then. */
  element: ReactElement;
  /** Downloads the module (and its messages) without rendering; a failure is left to the render's own load. */
  preload: () => Promise<unknown>;
  /** The render's load: reports a failed download (PRELOAD_ERROR_EVENT) and rejects with a ChunkLoadError. */
  load: () => Promise<{ default: ComponentType<object> }>;
}

/**
 * A route's page from its module (the default export), loaded on demand: one chunk per route module. Until
 * the module is in, the page suspends (the route outlet keeps the page before on screen during a navigation,
 * or shows the loading state on the first one); once it is in, the page renders at once, with no Suspense
 * round trip, so the first route preloaded at start-up renders in React's first pass.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props?: P,
  messages: RouteMessages = 'all',
): LazyPage {
  const fetch = messages === 'core' ? load : withMessages(load);
  let loaded: ComponentType<P> | undefined;
  const remember = (module: { default: ComponentType<P> }) => {
    loaded ??= module.default;
    return module;
  };
  const loadPage = async () => {
    try {
      return remember(await fetch());
    } catch (error) {
      announcePreloadError(error);
      throw new ChunkLoadError(error);
    }
  };
  const Suspending = lazy(loadPage);
  function Page() {
    const Loaded = loaded;
    const pageProps = (props ?? {}) as P & JSX.IntrinsicAttributes;
    return Loaded ? <Loaded {...pageProps} /> : <Suspending {...pageProps} />;
  }
  return {
    element: <Page />,
    preload: () => fetch().then(remember),
    load: loadPage as LazyPage['load'],
  };
}

/** What a page loads on demand inside itself for these URL params (a tab's panel), started with the page's own chunk. */
export type RoutePreload = (params: Readonly<Record<string, string | undefined>>) => Promise<unknown> | undefined;

/** A route object for `page`, with its start-up warm-up and preload (and what its page loads inside) in its handle. */
function pageRoute(route: Omit<AppRoute, 'element' | 'handle' | 'children'>, page: LazyPage, warm?: RouteWarm, inside?: RoutePreload): AppRoute {
  const preload = inside ? (params: Readonly<Record<string, string | undefined>>) => Promise.all([page.preload(), inside(params)]) : page.preload;
  return { ...route, element: page.element, handle: { preload, ...(warm ? { warm } : {}) } } as AppRoute;
}

/**
 * Starts downloading the route modules that `pathname` will render, before the router asks for them
 * (so the first route's chunk loads alongside the app shell and settings, not after them). A
 * failure is left to the router's own load, which reports it and shows the reload page.
 */
export function preloadRoute(pathname: string, routes: AppRoute[] = appRoutes(), apart: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  // Each page's preload in a task of its own, after the match's: inserting a chunk's preload links is
  // several milliseconds, and together with the match they made one long task on a slow phone.
  for (const match of matchesOf(routes, pathname)) {
    const preload = (match.route.handle as RouteHandle | undefined)?.preload;
    if (preload) apart(() => void preload(match.params).catch(() => undefined));
  }
}

/** What a route declares in its `handle`: the start-up warm-up of its reads and its page's preload. */
export interface RouteHandle {
  warm?: RouteWarm;
  preload?: (params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
}

/** A route of the app's table: react-router's declarative route object with the app's handle. */
export type AppRoute = RouteObject & { handle?: RouteHandle; children?: AppRoute[] };

/**
 * Fires the start-up warm-up of the routes `pathname` will render (the session's warm-up region calls
 * it once settings are in, alongside the start-up scripts; src/api/warmCache.ts serves the route's own
 * identical call from it). A route without a `handle.warm` warms nothing.
 */
export function warmRoute(pathname: string, ctx: WarmContext, routes: AppRoute[] = appRoutes()): void {
  for (const match of matchesOf(routes, pathname)) {
    (match.route.handle as RouteHandle | undefined)?.warm?.(match.params, ctx);
  }
}

/** True when the router may show /dev/flows: development and sandbox builds only. */
/** Build-time twin of {@link devRoutesEnabled}: constant-folded, so a real-backend build emits no flow-player chunk. */
const FLOW_PLAYER_IN_BUILD =
  import.meta.env.DEV || import.meta.env.VITE_BACKEND === 'sandbox-browser' || import.meta.env.VITE_BACKEND === 'sandbox-server';

export function devRoutesEnabled(env: { DEV?: boolean; VITE_BACKEND?: string } = import.meta.env): boolean {
  return Boolean(env.DEV || env.VITE_BACKEND?.startsWith('sandbox'));
}

function RouteErrorElement({ error }: { error: unknown }) {
  const chunk = error instanceof ChunkLoadError || looksLikeChunkError(error);
  return <ErrorPage kind={chunk ? 'chunk' : 'unexpected'} onReload={() => window.location.reload()} />;
}

function looksLikeChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The address shown: a navigation elsewhere clears a caught error, so the next page renders. */
  locationKey: string;
}
interface RouteErrorBoundaryState {
  failed: boolean;
  error: unknown;
  locationKey: string;
}

/**
 * The routes' error element: a page whose module failed to download, or that threw while rendering, shows
 * the translated error page with Reload in its place (spec section 8) instead of a blank screen.
 */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, error: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, error: undefined, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorElement error={this.state.error} /> : this.props.children;
  }
}

/**
 * Where routes render: the error page in their place if one fails (cleared when the address changes), and
 * the loading state while a first page's module downloads (a navigation keeps the page before instead).
 * Around the whole table and again inside the root layout, so a page's failure keeps the frame and dialogs.
 */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <RouteErrorBoundary locationKey={pathname + search}>
      <Suspense fallback={<InitialLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** True while a navigation waits for its page's module (the page before stays on screen meanwhile). */
const NavigationPendingContext = createContext(false);

function NavigationProgress() {
  const pending = useContext(NavigationPendingContext);
  const intl = useIntl();
  if (!pending) return null;
  return (
    <div className="nav-progress" role="progressbar" aria-busy="true" aria-label={intl.formatMessage({ id: 'shell.navigating' })}>
      <span className="nav-progress__bar" />
    </div>
  );
}

/**
 * Scroll positions by history entry (its key). Entries the app pushed have unique keys, kept in the
 * browser's history state, so their positions are kept across reloads of the tab too (as react-router's
 * ScrollRestoration did); `default` is the key of whatever entry a tab opened the app with, so it is
 * remembered only while this document lives (Back to it within the app), never across documents.
 */
const SCROLL_STORAGE_KEY = 'app.scrollPositions';
const INITIAL_ENTRY_KEY = 'default';
/** This document's positions; those of earlier documents are merged in when first needed. */
const scrollPositions: Record<string, number> = {};
let storedPositionsRead = false;

/**
 * The positions, with those earlier documents stored. Session storage is read only then (Back to an entry of
 * an earlier document, or leaving the page): opening it waits on the browser process, and a page's first
 * load, whose entry is `default` or new, has nothing stored to return to.
 */
function readScrollPositions(): Record<string, number> {
  if (!storedPositionsRead) {
    storedPositionsRead = true;
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
      if (typeof stored === 'object' && stored !== null) {
        for (const [key, top] of Object.entries(stored)) {
          if (key !== INITIAL_ENTRY_KEY && typeof top === 'number' && !(key in scrollPositions)) scrollPositions[key] = top;
        }
      }
    } catch {
      // Unreadable: no positions from earlier documents.
    }
  }
  return scrollPositions;
}

function saveScrollPositions(): void {
  const { [INITIAL_ENTRY_KEY]: _initial, ...kept } = readScrollPositions();
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or denied: positions are kept for this document only.
  }
}

/** What a member does to scroll or act on the page: a pending restoration gives way to it. */
const MEMBER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to `top`, or as far as the page goes now and then to `top` once the page has grown tall enough (a
 * page read again on Back shows its placeholders first and its content when its data arrives), unless the
 * member scrolls or acts first. Event-driven (the page's size), no timer. Returns the cancel.
 */
function restoreScroll(top: number): () => void {
  window.scrollTo(0, top);
  const reaches = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  if (reaches() || typeof ResizeObserver === 'undefined') return () => undefined;
  let stopped = false;
  const observer = new ResizeObserver(() => {
    // A size change already queued when the member took over is ignored too.
    if (stopped || !reaches()) return;
    stop();
    window.scrollTo(0, top);
  });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    for (const type of MEMBER_INPUT) window.removeEventListener(type, stop);
  };
  observer.observe(document.body);
  for (const type of MEMBER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Scroll restoration: a new page (link, navigate) opens at its top, or at the element its hash names; Back
 * and Forward return to where the member was on that entry (once the page is tall enough again), also after
 * a reload of the tab.
 */
function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', saveScrollPositions);
    return () => window.removeEventListener('pagehide', saveScrollPositions);
  }, []);
  useLayoutEffect(() => {
    const key = location.key;
    // Only Back or Forward to an entry this document has not recorded can need an earlier document's position.
    const positions = navigationType === 'POP' && key !== INITIAL_ENTRY_KEY && !(key in scrollPositions) ? readScrollPositions() : scrollPositions;
    const saved = positions[key];
    let cancelRestore: (() => void) | undefined;
    if (navigationType === 'POP' && typeof saved === 'number') cancelRestore = restoreScroll(saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    const record = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      cancelRestore?.();
    };
  }, [location.key, location.hash, navigationType]);
  return null;
}

/** Inside LINE the generic error alert's OK closes the window; the SDK is loaded only then. */
function useMessagingClientEdge(): MessagingClientEdge {
  const services = useOptionalServices();
  return useMemo(
    () => ({
      inClient: services !== null && isInMessagingClient(),
      close: () => {
        if (services) void import('@/flows/shared/closeLineWindow').then(({ closeLineWindow }) => closeLineWindow(services));
      },
    }),
    [services],
  );
}

function RootLayout() {
  // The first route's tree is in: once its data has settled and painted, the deferred downloads start (src/app/firstScreen.ts).
  useEffect(() => firstScreen.committed(), []);
  const messagingClient = useMessagingClientEdge();
  return (
    <DialogHost messagingClient={messagingClient}>
      <CookieConsentRoot>
        <NavigationProgress />
        <LineSignInHandover>
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        </LineSignInHandover>
        <WelcomePointHost />
        <ScrollRestoration />
      </CookieConsentRoot>
    </DialogHost>
  );
}

function InitialLoading() {
  return <LoadingState label={<FormattedMessage id="common.loading" />} />;
}

const policy = (kind: Exclude<LegalDocument, 'marketing' | 'cookies'>): AppRoute =>
  pageRoute({ path: `legalpolicy/${kind}` }, lazyPage(() => import('@/flows/legalPolicy/PolicyRoute'), { kind }));

/** The route table (exported for tests, which mount it in a memory history with {@link AppRouter}). */
export function createRoutes(options: { devRoutes?: boolean } = {}): AppRoute[] {
  const { devRoutes = devRoutesEnabled() } = options;
  const reward = lazyPage(() => import('@/flows/rewardCatalog/RewardRoute'), undefined, 'core');
  const lineLogin = lazyPage(() => import('@/flows/lineLogin/LineLoginRoute'));
  const children: AppRoute[] = [
    pageRoute({ index: true }, reward, warmRewardRoute),
    pageRoute({ path: 'reward/:catId?' }, reward, warmRewardRoute),
    pageRoute({ path: 'campaign/:campaignId' }, lazyPage(() => import('@/flows/campaignDetail/CampaignRoute')), warmCampaignRoute),
    pageRoute({ path: 'login' }, lazyPage(() => import('@/flows/login/LoginRoute'))),
    pageRoute({ path: 'linelogin' }, lineLogin),
    pageRoute({ path: 'bzbslinelogin' }, lineLogin),
    pageRoute({ path: 'register' }, lazyPage(() => import('@/flows/registration/RegisterRoute'))),
    pageRoute({ path: 'register/phone' }, lazyPage(() => import('@/flows/registration/RegisterPhoneRoute'))),
    pageRoute({ path: 'collectpoint' }, lazyPage(() => import('@/flows/receiptUpload/CollectPointRoute'))),
    pageRoute({ path: 'landing' }, lazyPage(() => import('@/flows/landing/LandingRoute'))),
    pageRoute({ path: 'findstore' }, lazyPage(() => import('@/flows/findStore/FindStoreRoute'))),
    pageRoute({ path: 'cart' }, lazyPage(() => import('@/flows/cart/CartRoute'))),
    pageRoute({ path: 'privilege' }, lazyPage(() => import('@/flows/membership/PrivilegeRoute'))),
    {
      path: 'profile',
      children: [
        pageRoute({ index: true }, lazyPage(() => import('@/flows/profileHome/ProfileHomeRoute'))),
        pageRoute({ path: 'edit' }, lazyPage(() => import('@/flows/profileEdit/ProfileEditRoute'))),
        pageRoute({ path: 'usernamewifi' }, lazyPage(() => import('@/flows/wifiCredentials/UsernameWifiRoute'))),
        pageRoute({ path: 'favorite' }, lazyPage(() => import('@/flows/favourites/FavoriteRoute'))),
        pageRoute({ path: 'history/:tab' }, lazyPage(() => import('@/flows/pointHistory/HistoryRoute')), warmPointHistoryRoute, preloadHistoryPanel),
        pageRoute({ path: 'receipthistory' }, lazyPage(() => import('@/flows/receiptHistory/ReceiptHistoryRoute'))),
        pageRoute({ path: 'receipthistoryedit' }, lazyPage(() => import('@/flows/receiptHistory/ReceiptHistoryEditRoute'))),
        pageRoute({ path: 'legalpolicy' }, lazyPage(() => import('@/flows/legalPolicy/LegalPolicyRoute'))),
        policy('terms'),
        policy('privacy'),
        policy('age'),
        pageRoute({ path: 'legalpolicy/marketing' }, lazyPage(() => import('@/flows/marketingConsent/MarketingRoute'))),
        pageRoute({ path: 'legalpolicy/cookies' }, lazyPage(() => import('@/flows/cookieConsent/CookiesRoute'))),
      ],
    },
  ];
  if (devRoutes && FLOW_PLAYER_IN_BUILD) {
    children.push(pageRoute({ path: 'dev/flows' }, lazyPage(() => import('@/flows/devFlows/FlowPlayerRoute'))));
  }
  children.push(pageRoute({ path: '*' }, lazyPage(() => import('@/flows/notFound/NotFoundRoute'), undefined, 'core')));
  return [{ path: '/', element: <RootLayout />, handle: { warm: warmConsentReads }, children }];
}

/**
 * The app's route table, built once: start-up's preload, the first route's warm-up and the router share it
 * (building and matching it three times was a large share of the entry's evaluation).
 */
let builtRoutes: AppRoute[] | undefined;
function appRoutes(): AppRoute[] {
  builtRoutes ??= createRoutes();
  return builtRoutes;
}

/** The matches of `pathname`, remembered for the last table and path asked (start-up asks twice for the first path). */
let lastMatches: { routes: AppRoute[]; pathname: string; matches: ReturnType<typeof matchRoutes> } | undefined;
function matchesOf(routes: AppRoute[], pathname: string) {
  if (lastMatches?.routes !== routes || lastMatches.pathname !== pathname) lastMatches = { routes, pathname, matches: matchRoutes(routes, pathname) };
  return lastMatches.matches ?? [];
}

/** The history the router follows: the browser's in the app, a memory history in tests. */
export type AppHistory = ReturnType<typeof createBrowserHistory> | ReturnType<typeof createMemoryHistory>;

/** The browser history of the app (v5Compat: it reports pushes and replaces as well as Back and Forward). */
export function createAppHistory(): AppHistory {
  return createBrowserHistory({ v5Compat: true });
}

/** Renders the route table at the address. */
function AppRoutes({ routes }: { routes: AppRoute[] }) {
  return (
    <RouteBoundary>{useRoutes(routes)}</RouteBoundary>
  );
}

/**
 * The app's router (react-router's declarative router, not its data router, which is 17 kB gzip
 * of the first route for loaders, actions and fetchers the app does not use; flows own their requests).
 * A navigation renders in a transition: while the next page's module downloads, the page before stays on
 * screen under the progress bar, as the data router's lazy routes did.
 */
export function AppRouter({ history, routes = appRoutes() }: { history: AppHistory; routes?: AppRoute[] }) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <AppRoutes routes={routes} />
      </Router>
    </NavigationPendingContext.Provider>
  );
}
