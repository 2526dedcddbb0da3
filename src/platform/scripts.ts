/**
 * Start-up scripts through <script> injection, and the disabled analytics stub. The session chart
 * decides the order and the time limit; these only load. A script already on the page (a re-init) is
 * not loaded twice.
 */

/** What the analytics script (or its sandbox stand-in) puts on `window`. */
export interface AnalyticsGlobal {
  init?(config: { siteId: string; dimensionKey: string; debug: boolean }): void;
  track?(name: string, data?: Record<string, unknown>): void;
  /** True for the stub installed when the analytics flag is off. */
  disabled?: boolean;
}

declare global {
  interface Window {
    bzbsAnalytics?: AnalyticsGlobal;
  }
}

/** Loads a script; resolves on load, rejects on error or when `signal` aborts (the chart gave up). */
export function injectScript(src: string, signal?: AbortSignal, doc: Document = document): Promise<void> {
  const existing = [...doc.querySelectorAll<HTMLScriptElement>('script[data-session-script]')].find((el) => el.src === new URL(src, doc.baseURI).href);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const script = existing ?? doc.createElement('script');
    const cleanup = () => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onLoad = () => {
      cleanup();
      script.dataset.loaded = 'true';
      resolve();
    };
    const onError = () => {
      cleanup();
      script.remove();
      reject(new Error(`Script failed to load: ${src}`));
    };
    const onAbort = () => {
      cleanup();
      reject(new DOMException('Script load abandoned', 'AbortError'));
    };
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort);
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.sessionScript = 'true';
      doc.head.appendChild(script);
    }
  });
}

/**
 * Asks for a script's bytes without running it (`<link rel="preload" as="script">`, at the low priority of an
 * async script): its `<script>`, added later by {@link injectScript}, runs from that download. Once per address.
 */
export function preloadScript(src: string, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const href = new URL(src, doc.baseURI).href;
  const known = [...doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="preload"][as="script"], script[src]')];
  if (known.some((el) => (el instanceof HTMLLinkElement ? el.href : el.src) === href)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  link.setAttribute('fetchpriority', 'low');
  doc.head.appendChild(link);
}

/** Analytics flag off: a global whose calls do nothing, so callers never check the flag. */
export function installAnalyticsStub(win: Window = window): void {
  if (win.bzbsAnalytics && !win.bzbsAnalytics.disabled) return;
  win.bzbsAnalytics = { disabled: true, init: () => undefined, track: () => undefined };
}

/** Records a tracking event through whichever analytics global is present. */
export interface Tracker {
  track(name: string, data?: Record<string, unknown>): void;
}

export function createTracker(win: () => Window | undefined = () => globalThis.window): Tracker {
  return {
    track(name, data) {
      try {
        win()?.bzbsAnalytics?.track?.(name, data);
      } catch {
        // Tracking never breaks a flow.
      }
    },
  };
}

/** The real analytics global while consent is withdrawn, so accepting again brings it back without a reload. */
const parkedAnalytics = new WeakMap<Window, AnalyticsGlobal>();

/**
 * Cookie consent withdrawn: the analytics global is parked and the disabled stub takes its place, so
 * tracking stops at once. The script element stays; nothing is sent while the stub answers.
 */
export function disableAnalytics(win: Window = window): void {
  const current = win.bzbsAnalytics;
  if (current && !current.disabled) parkedAnalytics.set(win, current);
  win.bzbsAnalytics = { disabled: true, init: () => undefined, track: () => undefined };
}

/**
 * Cookie consent given after start-up: brings back the parked analytics global, or loads the analytics
 * script for the first time, then initialises it.
 */
export async function enableAnalytics(
  options: { src: string; init: Parameters<NonNullable<AnalyticsGlobal['init']>>[0] },
  signal?: AbortSignal,
  win: Window = window,
): Promise<void> {
  const parked = parkedAnalytics.get(win);
  if (parked) {
    parkedAnalytics.delete(win);
    win.bzbsAnalytics = parked;
  } else if (!win.bzbsAnalytics || win.bzbsAnalytics.disabled) {
    if (!options.src) throw new Error('No analytics script address');
    // The stub answers until the script replaces it.
    await injectScript(options.src, signal, win.document);
  }
  win.bzbsAnalytics?.init?.(options.init);
}
