/**
 * Every route of spec section 2, each loaded on demand (one chunk per route module), under a root
 * layout that holds the dialog host. A path that matches nothing shows the not-found page.
 *
 * A failed chunk load (a deploy replaced the files, the connection dropped) fires the
 * `vite:preloadError` event — Vite fires it itself for its preloads in production; we fire it for any
 * failure it did not report — and rethrows, so the route's error element shows a translated page with
 * Reload (spec section 8: "fires a preload-error event and rethrows").
 */
import { useEffect, type ComponentType } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  Outlet,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { DialogHost } from '@/app/dialogs/DialogHost';
import { firstScreen } from '@/app/firstScreen';
import { CookieConsentRoot } from '@/app/consent/CookieConsentRoot';
import { ErrorPage } from '@/ui/layout/ErrorPage';
import { LoadingState } from '@/ui/common/States';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LegalDocument } from '@/routes/profile/LegalPolicyRoute';
import { WelcomePointHost } from '@/routes/register/WelcomePointHost';
import { LineSignInHandover } from '@/app/session/LineSignInHandover';
import { withMessages } from '@/i18n/runtimeMessages';
import type { RouteWarm, WarmContext } from '@/app/warm/warmContext';
import { warmCampaignRoute } from '@/app/wiring/campaignDetail.calls';
import { warmConsentVersions } from '@/app/wiring/consentApi';
import { warmPointHistoryRoute } from '@/app/wiring/pointHistory.calls';
import { warmRewardRoute } from '@/app/wiring/rewardCatalog.calls';

/** The event Vite dispatches on window when a dynamic import's preload fails. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** Errors already announced through {@link PRELOAD_ERROR_EVENT} (by Vite or by us). */
const announced = new WeakSet<object>();

/** Marks a route module that could not be downloaded; the error element offers Reload. */
export class ChunkLoadError extends Error {
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

/** A route's `lazy` with the bare module load attached, so start-up can fetch the first route early. */
type PreloadableLazy = NonNullable<RouteObject['lazy']> & { preload?: () => Promise<unknown> };

/**
 * Which messages a route shows: `core` routes (the reward page, not-found) show only the Thai core bundled
 * with the app shell; every other route also waits for the rest of the Thai catalogue, downloaded in
 * parallel with its module (src/i18n/runtimeMessages.ts), so it never renders a raw message id.
 */
export type RouteMessages = 'core' | 'all';

/** A route's `lazy`: loads the module (and the messages it shows), reports a failed load, and renders its default export. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props?: P,
  messages: RouteMessages = 'all',
): RouteObject['lazy'] {
  const fetch = messages === 'core' ? load : withMessages(load);
  const lazy: PreloadableLazy = async () => {
    let module: { default: ComponentType<P> };
    try {
      module = await fetch();
    } catch (error) {
      announcePreloadError(error);
      throw new ChunkLoadError(error);
    }
    const Page = module.default;
    return { Component: props ? () => <Page {...props} /> : (Page as ComponentType) };
  };
  lazy.preload = fetch;
  return lazy;
}

/**
 * Starts downloading the route modules that `pathname` will render, before the router asks for them
 * (issue 12: the first route's chunk loads alongside the app shell and settings, not after them). A
 * failure is left to the router's own load, which reports it and shows the reload page.
 */
export function preloadRoute(pathname: string, routes: RouteObject[] = appRoutes()): void {
  for (const match of matchesOf(routes, pathname)) {
    const lazy = match.route.lazy as PreloadableLazy | undefined;
    lazy?.preload?.().catch(() => undefined);
  }
}

/** What a route declares in its `handle`: the start-up warm-up of its reads (issue 12). */
export interface RouteHandle {
  warm?: RouteWarm;
}

/**
 * Fires the start-up warm-up of the routes `pathname` will render (the session's warm-up region calls
 * it once settings are in, alongside the start-up scripts; src/api/warmCache.ts serves the route's own
 * identical call from it). A route without a `handle.warm` warms nothing.
 */
export function warmRoute(pathname: string, ctx: WarmContext, routes: RouteObject[] = appRoutes()): void {
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

function RouteErrorElement() {
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError || (isRouteErrorResponse(error) ? false : looksLikeChunkError(error));
  return <ErrorPage kind={chunk ? 'chunk' : 'unexpected'} onReload={() => window.location.reload()} />;
}

function looksLikeChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

function NavigationProgress() {
  const navigation = useNavigation();
  const intl = useIntl();
  if (navigation.state === 'idle') return null;
  return (
    <div className="nav-progress" role="progressbar" aria-busy="true" aria-label={intl.formatMessage({ id: 'shell.navigating' })}>
      <span className="nav-progress__bar" />
    </div>
  );
}

function RootLayout() {
  // The first route's tree is in: once its data has settled and painted, the deferred downloads start (src/app/firstScreen.ts).
  useEffect(() => firstScreen.committed(), []);
  return (
    <DialogHost>
      <CookieConsentRoot>
        <NavigationProgress />
        <LineSignInHandover>
          <Outlet />
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

const policy = (kind: Exclude<LegalDocument, 'marketing' | 'cookies'>): RouteObject => ({
  path: `legalpolicy/${kind}`,
  lazy: lazyPage(() => import('@/routes/profile/legal/PolicyRoute'), { kind }),
});

/** The route table (exported for tests, which mount it in a memory router). */
export function createRoutes(options: { devRoutes?: boolean } = {}): RouteObject[] {
  const { devRoutes = devRoutesEnabled() } = options;
  const reward = lazyPage(() => import('@/routes/reward/RewardRoute'), undefined, 'core');
  const lineLogin = lazyPage(() => import('@/routes/linelogin/LineLoginRoute'));
  const children: RouteObject[] = [
    { index: true, lazy: reward, handle: { warm: warmRewardRoute } satisfies RouteHandle },
    { path: 'reward/:catId?', lazy: reward, handle: { warm: warmRewardRoute } satisfies RouteHandle },
    { path: 'campaign/:campaignId', lazy: lazyPage(() => import('@/routes/campaign/CampaignRoute')), handle: { warm: warmCampaignRoute } satisfies RouteHandle },
    { path: 'login', lazy: lazyPage(() => import('@/routes/login/LoginRoute')) },
    { path: 'linelogin', lazy: lineLogin },
    { path: 'bzbslinelogin', lazy: lineLogin },
    { path: 'register', lazy: lazyPage(() => import('@/routes/register/RegisterRoute')) },
    { path: 'register/phone', lazy: lazyPage(() => import('@/routes/register/RegisterPhoneRoute')) },
    { path: 'collectpoint', lazy: lazyPage(() => import('@/routes/collectpoint/CollectPointRoute')) },
    { path: 'landing', lazy: lazyPage(() => import('@/routes/landing/LandingRoute')) },
    { path: 'findstore', lazy: lazyPage(() => import('@/routes/findstore/FindStoreRoute')) },
    { path: 'cart', lazy: lazyPage(() => import('@/routes/cart/CartRoute')) },
    { path: 'privilege', lazy: lazyPage(() => import('@/routes/privilege/PrivilegeRoute')) },
    {
      path: 'profile',
      children: [
        { index: true, lazy: lazyPage(() => import('@/routes/profile/ProfileHomeRoute')) },
        { path: 'edit', lazy: lazyPage(() => import('@/routes/profile/ProfileEditRoute')) },
        { path: 'usernamewifi', lazy: lazyPage(() => import('@/routes/profile/UsernameWifiRoute')) },
        { path: 'favorite', lazy: lazyPage(() => import('@/routes/profile/FavoriteRoute')) },
        { path: 'history/:tab', lazy: lazyPage(() => import('@/routes/profile/HistoryRoute')), handle: { warm: warmPointHistoryRoute } satisfies RouteHandle },
        { path: 'receipthistory', lazy: lazyPage(() => import('@/routes/profile/ReceiptHistoryRoute')) },
        { path: 'receipthistoryedit', lazy: lazyPage(() => import('@/routes/profile/ReceiptHistoryEditRoute')) },
        { path: 'legalpolicy', lazy: lazyPage(() => import('@/routes/profile/LegalPolicyRoute')) },
        policy('terms'),
        policy('privacy'),
        policy('age'),
        { path: 'legalpolicy/marketing', lazy: lazyPage(() => import('@/routes/profile/legal/MarketingRoute')) },
        { path: 'legalpolicy/cookies', lazy: lazyPage(() => import('@/routes/profile/legal/CookiesRoute')) },
      ],
    },
  ];
  if (devRoutes && FLOW_PLAYER_IN_BUILD) {
    children.push({ path: 'dev/flows', lazy: lazyPage(() => import('@/routes/devFlows/FlowPlayerRoute')) });
  }
  children.push({ path: '*', lazy: lazyPage(() => import('@/routes/notFound/NotFoundRoute'), undefined, 'core') });
  return [
    {
      path: '/',
      element: <RootLayout />,
      handle: { warm: warmConsentVersions } satisfies RouteHandle,
      errorElement: <RouteErrorElement />,
      hydrateFallbackElement: <InitialLoading />,
      children: [{ errorElement: <RouteErrorElement />, children }],
    },
  ];
}

/**
 * The app's route table, built once: start-up's preload, the first route's warm-up and the browser router
 * share it (issue 12: building and matching it three times was 1/6 of the entry's evaluation at 4x CPU).
 */
let builtRoutes: RouteObject[] | undefined;
export function appRoutes(): RouteObject[] {
  builtRoutes ??= createRoutes();
  return builtRoutes;
}

/** The matches of `pathname`, remembered for the last table and path asked (start-up asks twice for the first path). */
let lastMatches: { routes: RouteObject[]; pathname: string; matches: ReturnType<typeof matchRoutes> } | undefined;
function matchesOf(routes: RouteObject[], pathname: string) {
  if (lastMatches?.routes !== routes || lastMatches.pathname !== pathname) lastMatches = { routes, pathname, matches: matchRoutes(routes, pathname) };
  return lastMatches.matches ?? [];
}

/** The app's browser router. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
