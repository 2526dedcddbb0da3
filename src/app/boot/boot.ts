/**
 * The boot script (loaded from index.html by scripts/vite/bootScript.ts, before the entry): the first
 * screen's reads start while the entry's scripts still download. It reads the runtime settings and, for a
 * guest on /, /reward/{catId} or /campaign/{id}, that route's lists through the app's own clients and call
 * builders (the very requests the route makes), preloads the above-the-fold images their answers name, and
 * hands the warm cache holding them to the session (handOver.ts), whose start-up then reads them from it.
 *
 * A saved member's reads carry an Authorization only the session can decrypt: for them only the settings
 * are read here. A sandbox in the browser (msw) is not running yet, so that build reads nothing here.
 */
import { createApiClients, type ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { callOptions, createWarmCache, type CallInit, type WarmCache } from '@/api/warmCache';
import { overlaySettings } from '@/platform/config/overlay';
import { settingsForThisBuild, type RuntimeSettings } from '@/platform/config/settings';
import { CACHE_KEYS } from '@/platform/storage/cacheKeys';
import { browserStores } from '@/platform/storage/textStores';
import type { RouteWarm, WarmContext } from '@/flows/shared/warmContext';
import { warmCampaignRoute } from '@/flows/campaignDetail/campaignDetail.calls';
import { warmRewardRoute } from '@/flows/rewardCatalog/rewardCatalog.calls';
import type { LocaleCode } from '@/i18n/locale';
import type { firstScreenImages as FirstScreenImages } from './firstScreenImages';
import { offerBootWarmCache } from './handOver';

/** The first routes the boot script reads for, and their URL params. */
function bootRoute(pathname: string): { warm: RouteWarm; params: Record<string, string | undefined> } | undefined {
  if (pathname === '/' || pathname === '/reward' || pathname === '/reward/') return { warm: warmRewardRoute, params: {} };
  const reward = /^\/reward\/([^/]+)\/?$/.exec(pathname);
  if (reward) return { warm: warmRewardRoute, params: { catId: decodeURIComponent(reward[1] ?? '') } };
  const campaign = /^\/campaign\/([^/]+)\/?$/.exec(pathname);
  if (campaign) return { warm: warmCampaignRoute, params: { campaignId: decodeURIComponent(campaign[1] ?? '') } };
  return undefined;
}

/** What the boot script reads from the page (tests pass their own). */
export interface BootEnvironment {
  pathname: string;
  settings: RuntimeSettings;
  /** The member's language as the session will restore it (the `locale` key). */
  locale: LocaleCode;
  /** A saved account is in one of the stores. */
  savedMember: boolean;
  /** Asks the browser for an image early. */
  preloadImage(src: string): void;
  now(): number;
  fetch?: typeof fetch;
}

function clientsFor(settings: RuntimeSettings, cache: WarmCache, fetchImpl: typeof fetch | undefined): ApiClients {
  return createApiClients({
    baseUrls: settings.baseUrls,
    appId: settings.appId,
    subscriptionKey: settings.subscriptionKey,
    getToken: () => undefined,
    warmCache: cache,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/**
 * Fires the settings read and, once it answers, the first route's reads, all into a new warm cache offered
 * to the session. Returns the cache, or undefined when the session had already started (nothing is sent).
 */
export function startBootReads(env: BootEnvironment): WarmCache | undefined {
  const cache = createWarmCache();
  if (!offerBootWarmCache(cache)) return undefined;
  const build = clientsFor(env.settings, cache, env.fetch);
  const route = env.savedMember ? undefined : bootRoute(env.pathname);
  // Loaded alongside the settings read, not with the boot script: only a first route with lists needs it.
  const images = route ? import('./firstScreenImages').then((m) => m.firstScreenImages) : undefined;
  cache.warm((init) =>
    build.webApi.GET('/api/setting', callOptions({}, init)).then((result) => {
      if (route && images) warmRoute(route, overlaySettings(env.settings, unwrap(result).data ?? {}), cache, { ...env, images });
      return result;
    }),
  );
  return cache;
}

type ImagesOf = typeof FirstScreenImages;

function warmRoute(
  route: NonNullable<ReturnType<typeof bootRoute>>,
  settings: RuntimeSettings,
  cache: WarmCache,
  env: BootEnvironment & { images: Promise<ImagesOf> },
): void {
  const clients = clientsFor(settings, cache, env.fetch);
  const ctx: WarmContext = {
    clients,
    settings,
    locale: env.locale,
    signedIn: false,
    now: env.now(),
    warm: (fire) =>
      cache.warm((init: CallInit) =>
        fire(init).then((result) => {
          const { response, data } = result as { response: Response; data?: unknown };
          if (response.ok) {
            void env.images.then((imagesOf) => imagesOf(env.pathname, response.url, data, env.now()).forEach(env.preloadImage)).catch(() => undefined);
          }
          return result;
        }),
      ),
  };
  route.warm(route.params, ctx);
}

/** `<link rel="preload" as="image">`: the route's `<img>` of the same address reuses the download. */
function preloadImage(src: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

function savedMember(): boolean {
  try {
    return Object.values(browserStores()).some((store) => store.get(CACHE_KEYS.account) !== null);
  } catch {
    // Storage blocked: the session will find no account either.
    return false;
  }
}

function storedLocale(): LocaleCode {
  try {
    return browserStores().local.get(CACHE_KEYS.locale) === '1033' ? 1033 : 1054;
  } catch {
    return 1054;
  }
}

if (typeof document !== 'undefined' && import.meta.env.VITE_BACKEND !== 'sandbox-browser' && import.meta.env.MODE !== 'test') {
  startBootReads({
    pathname: window.location.pathname,
    settings: settingsForThisBuild(),
    locale: storedLocale(),
    savedMember: savedMember(),
    preloadImage,
    now: Date.now,
  });
}
