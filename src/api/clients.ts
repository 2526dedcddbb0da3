/**
 * One openapi-fetch client per backend service, typed from the generated schema (src/api/schema) and
 * fitted with the middleware of src/api/middleware.ts. Created once at the app edge (src/app) and in
 * tests; machines reach the clients only through actors.
 *
 * Base URLs are the service roots WITHOUT a trailing slash; operation paths start with '/', for example
 * `${baseUrls.modules}/auth/otp`. Sandbox: `/sandbox/modules`, `/sandbox/cart`, `/sandbox/webapi`,
 * `/sandbox/blob`, `/sandbox/misc`, `/sandbox/line-api`, `/sandbox/line-access` (absolute
 * `http://localhost/sandbox/...` in Node tests).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import {
  createErrorMiddleware,
  createFormMiddleware,
  createHeaderMiddleware,
  serializeBody,
  type ErrorDialect,
} from './middleware';
import type { WarmCache } from './warmCache';
import { shareInFlightReads } from './sharedReads';
import type { paths as BlobPaths } from './schema/blob';
import type { paths as CartPaths } from './schema/cart';
import type { paths as LinePaths } from './schema/line';
import type { paths as MiscPaths } from './schema/misc';
import type { paths as ModulesPaths } from './schema/modules';
import type { paths as WebApiPaths } from './schema/webapi';

/** Root address of each backend service (no trailing slash). */
export interface ApiBaseUrls {
  /** Modules API (auth, profile, addresses, consent, OTP, campaigns, redeem). */
  modules: string;
  /** Shopping cart API. */
  cart: string;
  /** The product's own web API (settings, setting store, server session). */
  webApi: string;
  /** Blob storage (consent versions, policy texts, cookie content, map texts). */
  blob: string;
  /** Miscellaneous content (dashboards, menus, content lists). */
  misc: string;
  /** LINE API, https://api.line.me in production. */
  lineApi: string;
  /** LINE Login screens, https://access.line.me in production (browser redirects only). */
  lineAccess: string;
}

/** What {@link createApiClients} needs. */
export interface ApiClientOptions {
  baseUrls: ApiBaseUrls;
  /** Sent as `App-Id` to the product backends. */
  appId: string;
  /** Sent as `Ocp-Apim-Subscription-Key` to the product backends. */
  subscriptionKey: string;
  /** The member's token, read on every call; sent as `Authorization: Bearer` when non-empty. */
  getToken(): string | undefined;
  /** The fetch to use, read on every call. @default globalThis.fetch (read at call time, so msw sees it) */
  fetch?: typeof fetch;
  /** The start-up warm-up (src/api/warmCache.ts): its middleware answers a warmed GET once. @default none */
  warmCache?: WarmCache;
}

/** One typed client per service. */
export interface ApiClients {
  modules: Client<ModulesPaths>;
  cart: Client<CartPaths>;
  webApi: Client<WebApiPaths>;
  blob: Client<BlobPaths>;
  misc: Client<MiscPaths>;
  /** LINE API (token, certs, verify, profile, friendship): no product headers. */
  line: Client<LinePaths>;
  /** LINE Login screens; only the authorize redirect lives here (build its URL, don't fetch it). */
  lineAccess?: Client<LinePaths>;
}

/**
 * Creates the clients; every call goes through `options.fetch ?? globalThis.fetch` at call time, and identical
 * GETs on their way at once share one request (src/api/sharedReads.ts).
 */
export function createApiClients(options: ApiClientOptions): ApiClients {
  // One set of reads on their way for all the clients: the same read through two flows is one request.
  const fetchNow = shareInFlightReads((request: Request) => (options.fetch ?? globalThis.fetch)(request));
  const headers = createHeaderMiddleware(options);
  const form = createFormMiddleware();

  function make<Paths extends object>(baseUrl: string, dialect: ErrorDialect, productHeaders: boolean) {
    const client = createClient<Paths>({ baseUrl, fetch: fetchNow, bodySerializer: serializeBody });
    const middleware: Middleware[] = productHeaders ? [headers, form] : [form];
    // Registered last so its onRequest sees the final request and its onResponse runs first.
    middleware.push(createErrorMiddleware(dialect));
    // After it: the warm-up sees the final request (Authorization included) and a warm answer before it is judged.
    if (options.warmCache) middleware.push(options.warmCache.middleware);
    client.use(...middleware);
    return client;
  }

  const { baseUrls } = options;
  return {
    modules: make<ModulesPaths>(baseUrls.modules, 'backend', true),
    cart: make<CartPaths>(baseUrls.cart, 'backend', true),
    webApi: make<WebApiPaths>(baseUrls.webApi, 'backend', true),
    // Public static files: no product headers (see openapi/blob.yaml).
    blob: make<BlobPaths>(baseUrls.blob, 'backend', false),
    misc: make<MiscPaths>(baseUrls.misc, 'backend', true),
    line: make<LinePaths>(baseUrls.lineApi, 'line', false),
    lineAccess: make<LinePaths>(baseUrls.lineAccess, 'line', false),
  };
}
