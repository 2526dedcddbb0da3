/**
 * The Content-Security-Policy of the app, computed from the same settings the build runs with, so the
 * allowed hosts are exactly the configured ones. The build writes it into index.html as a `<meta>`
 * (scripts/vite/contentSecurityPolicy.ts); README ("Content-Security-Policy") gives the header for
 * deployment, which can add what a `<meta>` cannot carry (frame-ancestors: LIFF opens the app as a page of LINE's browser, never in a frame; reporting).
 *
 * - script-src: the app's own origin plus the hosts of the start-up scripts of spec section 3 (bot-check,
 *   custom script, analytics); the bot-check loader also pulls its code from www.gstatic.com and shows its
 *   challenge in a frame. No 'unsafe-inline', no 'unsafe-eval' (the bundle carries no eval: `npm run check:bundle`).
 * - style-src 'self' plus the hash of each `<style>` the build itself wrote into index.html (the entry
 *   stylesheet, inlined so the static shell paints without waiting for a stylesheet request);
 *   no other inline `<style>` and no `style=""`; backend HTML has no styles anyway.
 * - img-src: 'self', data: and the blob (media) host.
 * - connect-src: 'self' and the configured API hosts (modules, cart, web API, blob, misc, LINE API, analytics).
 * - form-action 'self', object-src 'none', base-uri 'none'.
 *
 * Sandbox builds (`sandbox-server`, e2e) reach everything on their own origin, so their policy is 'self'
 * only. The dev server (`npm start`) gets a relaxed policy: Vite injects its React-refresh preamble as an
 * inline script and CSS as `<style>` elements, HMR talks over a WebSocket, and msw runs a service worker.
 */
import { resolveInitialSettings, type AppEnvironment, type BackendMode } from './settings.ts';

/** Which policy: `strict` for every build (production, staging, e2e), `dev` for the Vite dev server only. */
export type CspMode = 'strict' | 'dev';

export interface CspOptions {
  appEnv: AppEnvironment;
  backend: BackendMode;
  mode: CspMode;
  /** Base64 SHA-256 of each `<style>` element the build wrote into index.html. @default none */
  styleHashes?: readonly string[];
}

/** A marker origin for "the app's own origin", turned into 'self'. */
const SELF_ORIGIN = 'https://app-origin.csp.invalid';

/** Where the bot-check loader (www.google.com/recaptcha/api.js) loads its code and frames from. */
const BOT_CHECK_COMPANIONS: Record<string, { script: string[]; frame: string[] }> = {
  'https://www.google.com': {
    script: ['https://www.gstatic.com'],
    frame: ['https://www.google.com', 'https://recaptcha.google.com'],
  },
};

function sourceOf(url: string): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url, SELF_ORIGIN).origin;
    return origin === SELF_ORIGIN ? "'self'" : origin;
  } catch {
    return undefined;
  }
}

function unique(values: Array<string | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/** The policy's directives, in order, for the given build. */
export function cspDirectives(options: CspOptions): Array<[string, string[]]> {
  const settings = resolveInitialSettings({ appEnv: options.appEnv, backend: options.backend, origin: SELF_ORIGIN });
  const bootScripts = [settings.recaptchaScriptUrl, settings.customScriptUrl, settings.analyticsUrl];
  const botCheck = BOT_CHECK_COMPANIONS[sourceOf(settings.recaptchaScriptUrl) ?? ''];
  const api = settings.baseUrls;
  const dev = options.mode === 'dev';
  return [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...bootScripts.map(sourceOf), ...(botCheck?.script ?? []), ...(dev ? ["'unsafe-inline'"] : [])])],
    ['style-src', dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...(options.styleHashes ?? []).map((hash) => `'sha256-${hash}'`)]],
    ['img-src', unique(["'self'", 'data:', sourceOf(api.blob), ...(dev ? ['blob:'] : [])])],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique([
        "'self'",
        sourceOf(api.modules),
        sourceOf(api.cart),
        sourceOf(api.webApi),
        sourceOf(api.blob),
        sourceOf(api.misc),
        sourceOf(api.lineApi),
        sourceOf(settings.analyticsUrl),
        ...(dev ? ['ws:', 'wss:'] : []),
      ]),
    ],
    ['frame-src', unique(["'self'", ...(botCheck?.frame ?? [])])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
  ];
}

/** The policy as one header/meta value. */
export function contentSecurityPolicy(options: CspOptions): string {
  return cspDirectives(options)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Directives only a response header can carry (a `<meta>` policy ignores them): add them when deploying. */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";
