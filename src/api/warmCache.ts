/**
 * The start-up warm-up of the first route's reads, so its data arrives sooner. While the start-up scripts load, the session
 * fires the first route's GET requests through the app's own clients ({@link WarmCache.warm}); when the
 * route renders after config ready and makes the same call, the clients' {@link WarmCache.middleware}
 * answers it from the warm request instead of the network:
 *
 * - keyed by method, full URL and the Authorization header (another member, a sign-in or another language
 *   is another key);
 * - once: the entry is dropped when it is served (or after its `uses`: a public read several start-up flows make,
 *   such as the consent versions);
 * - only a successful answer (2xx, not `success: false`, as the clients' error middleware judges it); a failed,
 *   aborted or timed-out warm request is never served: the route's call then goes to the network, so every
 *   error state, timeout and retry of the route's chart works as without the warm-up;
 * - only while fresh: at most {@link WARM_MAX_AGE_MS} after the warm answer arrived, and never after a write
 *   (any other method) to the same address (path, whatever the query);
 * - a route call that finds its warm request still on its way waits for it (until the call's own signal
 *   aborts: the chart's time limit still applies) instead of sending a second one.
 *
 * Every warm request has its time limit ({@link WARM_TIMEOUT_MS}, an abort signal). Only GET is ever served.
 */
import type { Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '@/domain/requestLimits';

/** How long a warm answer may wait for the route's call before it counts as stale (not served). */
export const WARM_MAX_AGE_MS = 10_000;
/** A warm request gets no longer than a route's own call would. */
const WARM_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

/**
 * What a call builder passes to openapi-fetch besides its own params: the caller's signal, extra headers
 * (a warm request sends the restored member's Authorization), and `params`, which a warm request uses to
 * mark its params object so the middleware knows the call is a warm one.
 */
export interface CallInit {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  params?: <P extends object>(params: P) => P;
}

/** `{ params, signal, headers }` for openapi-fetch from a call's own params and its {@link CallInit}. */
export function callOptions<P extends object>(params: P, init: CallInit = {}): { params: P; signal?: AbortSignal; headers?: Record<string, string> } {
  return {
    params: init.params ? init.params(params) : params,
    ...(init.signal ? { signal: init.signal } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
  };
}

interface Entry {
  /** Resolves true when the warm call succeeded, false when it failed (never rejects). */
  settled: Promise<boolean>;
  ok: boolean | undefined;
  response: Response | undefined;
  /** When the successful answer arrived. */
  at: number;
  /** How many more calls it answers. */
  uses: number;
}

export interface WarmCache {
  /** Register last on every client: answers a GET from its warm entry (once, fresh, successful only). */
  readonly middleware: Middleware;
  /**
   * Fires one warm call: `fire` makes the call through a client with the given init (a signal that aborts
   * after {@link WARM_TIMEOUT_MS}, the Authorization for `bearer`, the marker for its params). Its answer serves
   * `uses` calls (default one). Never throws.
   */
  warm(fire: (init: CallInit) => Promise<unknown>, bearer?: string, uses?: number): void;
  /**
   * Resolves once every warm request fired so far has settled (answered, failed or timed out), at once when
   * none is on its way: the first screen's downloads wait for it (src/app/firstScreen.ts). Never rejects.
   */
  settled(): Promise<void>;
  /** Entries held now (tests, diagnostics). */
  readonly size: number;
}

export interface WarmCacheOptions {
  /** @default Date.now */
  now?: () => number;
  /** @default WARM_MAX_AGE_MS */
  maxAgeMs?: number;
  /** @default WARM_TIMEOUT_MS */
  timeoutMs?: number;
}

/** The cache key: method, full URL and the Authorization header. */
function warmKey(request: Request): string {
  return `${request.method} ${request.url} ${request.headers.get('Authorization') ?? ''}`;
}

/** Resolves when `signal` aborts (never, without one). */
function aborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!signal) return;
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

export function createWarmCache(options: WarmCacheOptions = {}): WarmCache {
  const now = options.now ?? Date.now;
  const maxAge = options.maxAgeMs ?? WARM_MAX_AGE_MS;
  const timeoutMs = options.timeoutMs ?? WARM_TIMEOUT_MS;
  const entries = new Map<string, Entry>();
  /** The params object of each warm call → its entry, and where to note the key once the request is built. */
  const warmParams = new WeakMap<object, { entry: Entry; attach(key: string): void }>();
  /** Every warm request fired, until it settles. */
  const inFlight = new Set<Promise<boolean>>();

  const isFresh = (entry: Entry) => entry.ok === true && now() - entry.at <= maxAge;
  const dropStale = () => {
    for (const [key, entry] of entries) if (entry.ok === true && !isFresh(entry)) entries.delete(key);
  };
  const addressOf = (url: string) => url.split(/[?#]/, 1)[0];
  const dropWrittenAddress = (url: string) => {
    const written = addressOf(url);
    for (const key of entries.keys()) if (addressOf(key.split(' ')[1] ?? '') === written) entries.delete(key);
  };

  const middleware: Middleware = {
    async onRequest({ request, params }) {
      const warm = warmParams.get(params);
      if (warm) {
        // A warm request: the entry waits for its answer. A key already warmed and not yet served (the boot
        // script's reads, src/app/boot/boot.ts) is not asked for twice: this warm call ends without a request.
        const key = warmKey(request);
        const held = entries.get(key);
        if (held && (held.ok === undefined || isFresh(held))) return new Response(null, { status: 204 });
        warm.attach(key);
        entries.set(key, warm.entry);
        return undefined;
      }
      if (request.method !== 'GET') {
        // A write makes the warm answers of its address stale (a consent saved, then read again): they go.
        dropWrittenAddress(request.url);
        return undefined;
      }
      dropStale();
      const key = warmKey(request);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.ok === undefined) await Promise.race([entry.settled, aborted(request.signal)]);
      // Served `uses` times (once unless said), and only a fresh successful answer of this very entry (not one that
      // replaced it). Each call but the last gets its own unread copy.
      if (request.signal?.aborted || entries.get(key) !== entry || !isFresh(entry) || !entry.response) return undefined;
      entry.uses -= 1;
      if (entry.uses > 0) return entry.response.clone();
      entries.delete(key);
      return entry.response;
    },
    onResponse({ response, params }) {
      const warm = warmParams.get(params);
      // Runs before the error middleware's check (registered after it): keep an unread copy of the body.
      if (warm && response.ok) warm.entry.response = response.clone();
      return undefined;
    },
  };

  return {
    middleware,
    get size() {
      return entries.size;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    warm(fire, bearer, uses = 1) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let settle: (ok: boolean) => void = () => undefined;
      const entry: Entry = { settled: new Promise<boolean>((resolve) => (settle = resolve)), ok: undefined, response: undefined, at: 0, uses: Math.max(1, uses) };
      inFlight.add(entry.settled);
      let key: string | undefined;
      const mark = <P extends object>(params: P): P => {
        warmParams.set(params, { attach: (k) => (key = k), entry });
        return params;
      };
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        entry.ok = ok && entry.response !== undefined;
        entry.at = now();
        if (!entry.ok) {
          entry.response = undefined;
          if (key !== undefined && entries.get(key) === entry) entries.delete(key);
        }
        inFlight.delete(entry.settled);
        settle(entry.ok);
      };
      let call: Promise<unknown>;
      try {
        call = fire({ signal: controller.signal, params: mark, ...(bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {}) });
      } catch {
        call = Promise.reject(new Error('warm call could not start'));
      }
      call.then(
        () => finish(true),
        () => finish(false),
      );
    },
  };
}
