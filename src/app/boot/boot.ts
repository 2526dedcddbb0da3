/**
 * The boot script, the page's first script (scripts/vite/bootScript.ts). It shows the first screen before the
 * app's code has arrived, then starts the app:
 * - it reads the runtime settings and, for a guest on /, /reward/{catId} or /campaign/{id}, that route's lists
 *   through the app's own clients and call builders (the very requests the route makes), preloads the
 *   above-the-fold images their answers name, and hands the warm cache holding them to the session
 *   (handOver.ts), whose start-up then reads them from it;
 * - it draws the start-up shell's placeholders with those images in them, and the cookie banner of a first
 *   visit (firstPaint.ts);
 * - it loads the browser's locale data in a worker ({@link warmIntlOffMainThread});
 * - the settings read goes out in the boot's first task; the stores are read and the shell drawn in the next (a
 *   store's first read waits on the browser process, and Lighthouse's model starts a request only once the task
 *   that sent it has ended);
 * - once that first screen has painted (its pictures loaded), or after {@link ENTRY_WAIT_MS} at most, it starts
 *   the entry (entry.ts): the app's bytes do not share the network with the first screen's.
 *
 * A saved member's reads carry their Authorization: once the settings say where and how the account is kept, the
 * boot script reads it the way start-up will (src/platform/storage/accountCache.ts, with the page's one key) and
 * sends the route's reads with it, as the session's own warm-up would; an account it cannot read reads the settings
 * only. A sandbox in the browser (msw) is not running yet, so that build reads nothing here.
 */
import { createApiClients, type ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { callOptions, createWarmCache, type CallInit, type WarmCache } from '@/api/warmCache';
import { overlaySettings } from '@/platform/config/overlay';
import { settingsForThisBuild, type RuntimeSettings } from '@/platform/config/settings';
import { CACHE_KEYS } from '@/platform/storage/cacheKeys';
import { createAccountCache } from '@/platform/storage/accountCache';
import { sharedKeyStore } from '@/platform/storage/keyStore';
import { browserStores } from '@/platform/storage/textStores';
import type { RouteWarm, WarmContext } from '@/flows/shared/warmContext';
import { warmCampaignRoute } from '@/flows/campaignDetail/campaignDetail.calls';
import { warmRewardRoute } from '@/flows/rewardCatalog/rewardCatalog.calls';
import type { LocaleCode } from '@/i18n/locale';
import { firstScreenImages } from './firstScreenImages';
import { offerBootFirstScreenImages, offerBootWarmCache } from './handOver';
import { drawCookieBanner, drawShellPlaceholders, fillShellSlots, type ShellSlots } from './firstPaint';
import { afterNextPaint, startEntry } from './entry';
import { hasCookieChoice } from './cookieChoice';

/**
 * The longest the app's entry waits for the first screen's pictures: on a slow network the app's code must not
 * fall far behind them.
 */
export const ENTRY_WAIT_MS = 500;

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
  /** A saved account is in the store the settings name (the one start-up restores it from). */
  savedMember: boolean;
  /**
   * The saved member's bearer (JWT, else token) read with these settings as start-up will read it, or undefined
   * when it cannot be read. Without it a saved member's boot reads the settings only.
   */
  memberBearer?(settings: RuntimeSettings): Promise<string | undefined>;
  /** Asks the browser for an image early. */
  preloadImage(src: string): void;
  /** Shows the first screen's images (the boot script draws them in the start-up shell); resolves once they have loaded. */
  showImages?(srcs: string[]): Promise<void>;
  now(): number;
  fetch?: typeof fetch;
}

function clientsFor(settings: RuntimeSettings, cache: WarmCache, fetchImpl: typeof fetch | undefined, bearer?: string): ApiClients {
  return createApiClients({
    baseUrls: settings.baseUrls,
    appId: settings.appId,
    subscriptionKey: settings.subscriptionKey,
    getToken: () => bearer,
    warmCache: cache,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/**
 * Fires the settings read and, once it answers, the first route's reads, all into a new warm cache offered
 * to the session. Returns the cache, or undefined when the session had already started (nothing is sent).
 */
export function startBootReads(env: BootEnvironment): WarmCache | undefined {
  return startBoot(env)?.cache;
}

/** {@link startBootReads}, and a promise that resolves once the images its reads name are shown (or failed). */
export function startBoot(env: BootEnvironment): { cache: WarmCache; imagesShown: Promise<void> } | undefined {
  const cache = createWarmCache();
  if (!offerBootWarmCache(cache)) return undefined;
  const shown: Promise<unknown>[] = [];
  const build = clientsFor(env.settings, cache, env.fetch);
  cache.warm((init) =>
    build.webApi.GET('/api/setting', callOptions({}, init)).then(async (result) => {
      // Who the visitor is matters only now (the page reads the stores after sending this read).
      const route = env.savedMember && !env.memberBearer ? undefined : bootRoute(env.pathname);
      if (!route) return result;
      const settings = overlaySettings(env.settings, unwrap(result).data ?? {});
      if (!env.savedMember) {
        warmRoute(route, settings, cache, { ...env, shown });
        return result;
      }
      const bearer = await env.memberBearer?.(settings).catch(() => undefined);
      if (bearer) warmRoute(route, settings, cache, { ...env, shown }, bearer);
      return result;
    }),
  );
  // Every route read is fired before the settings read settles (a member's once the account is read), and each
  // pushes its images' promise as it answers.
  const imagesShown = cache.settled().then(() => Promise.all(shown)).then(() => undefined);
  return { cache, imagesShown };
}

function warmRoute(
  route: NonNullable<ReturnType<typeof bootRoute>>,
  settings: RuntimeSettings,
  cache: WarmCache,
  env: BootEnvironment & { shown: Promise<unknown>[] },
  bearer?: string,
): void {
  const clients = clientsFor(settings, cache, env.fetch, bearer);
  const ctx: WarmContext = {
    clients,
    settings,
    locale: env.locale,
    signedIn: Boolean(bearer),
    now: env.now(),
    warm: (fire) =>
      cache.warm((init: CallInit) =>
        fire(init).then((result) => {
          const { response, data } = result as { response: Response; data?: unknown };
          if (response.ok) {
            // The image picker is in the boot script's own chunks (2 kB), not fetched beside the settings read:
            // a chunk costs a request and a module task on the main thread, more than its bytes.
            const shown = Promise.resolve().then(() => {
              const srcs = firstScreenImages(env.pathname, response.url, data, env.now());
              srcs.forEach(env.preloadImage);
              return srcs.length && env.showImages ? env.showImages(srcs) : undefined;
            });
            env.shown.push(shown.catch(() => undefined));
          }
          return result;
        }),
        bearer,
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

/**
 * An account is in the store the settings name, the one start-up restores it from. Only that store is read: the
 * first read of each store waits on the browser process (opening this tab's session storage, on a phone, the
 * longest wait of the boot), and the others would not be restored from anyway.
 */
function savedMember(settings: () => RuntimeSettings): boolean {
  try {
    return browserStores()[settings().cacheType].get(CACHE_KEYS.account) !== null;
  } catch {
    // Storage blocked: the session will find no account either.
    return false;
  }
}

/** The saved member's bearer, read as start-up reads the account (an unreadable one counts as none there too). */
async function savedMemberBearer(settings: RuntimeSettings): Promise<string | undefined> {
  const account = await createAccountCache({
    keyStore: sharedKeyStore(),
    config: () => ({ cacheType: settings.cacheType, encryptAccount: settings.encryptAccount }),
  }).loadAccount();
  return account?.jwt || account?.token || undefined;
}

function storedLocale(): LocaleCode {
  try {
    return browserStores().local.get(CACHE_KEYS.locale) === '1033' ? 1033 : 1054;
  } catch {
    return 1054;
  }
}

/**
 * Loads the browser's locale data in a worker (intlWarmup.worker.ts) while the page waits for the network, so the
 * main thread's first formatter does not. Without workers the first formatter loads it, as before.
 */
export function warmIntlOffMainThread(): void {
  try {
    new Worker(new URL('./intlWarmup.worker.ts', import.meta.url));
  } catch {
    // No worker here (or refused): nothing is lost but the head start.
  }
}

/**
 * The page's boot: draws what it can of the first screen, starts its reads, and starts the app once that screen
 * has painted. Whatever fails here, the app still starts.
 */
export function bootPage(doc: Document): void {
  const pathname = window.location.pathname;
  let buildSettings: RuntimeSettings | undefined;
  const settings = () => (buildSettings ??= settingsForThisBuild());
  let shell: ShellSlots | undefined;
  let member: boolean | undefined;
  let locale: LocaleCode | undefined;
  // The stores are read once, when first asked: their first reads wait on the browser process.
  const env = {
    pathname,
    // The store this build's settings name: the settings read answers too late for the stores' early read.
    get savedMember() {
      return (member ??= savedMember(settings));
    },
    get locale() {
      return (locale ??= storedLocale());
    },
  };
  let started: ReturnType<typeof startBoot>;
  const reads = import.meta.env.VITE_BACKEND !== 'sandbox-browser';
  try {
    // The settings read goes out first, in a short task of its own: the rest of the first screen's work comes
    // in the next task, before any answer can arrive.
    started = reads
      ? startBoot(
          Object.assign(env, {
            settings: settings(),
            memberBearer: savedMemberBearer,
            preloadImage,
            now: Date.now,
            showImages: (srcs: string[]) => {
              if (!shell) return Promise.resolve();
              offerBootFirstScreenImages(srcs);
              return fillShellSlots(doc, shell, srcs);
            },
          }),
        )
      : undefined;
  } catch {
    // The first screen then comes with the app.
  }
  // Then one short task each: the placeholders (and the wait for the entry), the locale data's worker, the
  // stores' first reads (each waits on the browser process) and the cookie banner. As one task they were the
  // longest of the boot on a slow phone.
  setTimeout(() => {
    let imagesShown: Promise<void> = Promise.resolve();
    try {
      shell = reads ? drawShellPlaceholders(doc, pathname) : undefined;
      if (started && shell) imagesShown = started.imagesShown;
    } catch {
      // The first screen then comes with the app.
    }
    const waited = new Promise<void>((resolve) => setTimeout(resolve, ENTRY_WAIT_MS));
    void Promise.race([imagesShown, waited])
      .then(() => afterNextPaint())
      .then(() => startEntry(doc));
  }, 0);
  setTimeout(warmIntlOffMainThread, 0);
  let banner = false;
  setTimeout(() => {
    try {
      // A saved member may have chosen on another device (the app's chart reads that), so only a guest without a choice.
      banner = !env.savedMember && !hasCookieChoice(doc);
    } catch {
      // No banner before the app: its cookie chart shows one.
    }
  }, 0);
  setTimeout(() => {
    try {
      if (banner) drawCookieBanner(doc, env.locale);
    } catch {
      // The app's cookie chart shows it.
    }
  }, 0);
}

if (typeof document !== 'undefined' && import.meta.env.MODE !== 'test') bootPage(document);
