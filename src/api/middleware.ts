/**
 * openapi-fetch middleware doing what product-spec.md section 7 asks of every call:
 *
 * - headers (product backends only): `App-Id`, `Ocp-Apim-Subscription-Key`, `Api-Version: 1`, and
 *   `Authorization: Bearer <token>` while a token is held. "Api-Version 1 (null for locale-related
 *   paths)": the original client set the header to null there, which drops it, so on
 *   {@link LOCALE_PATHS} the header is not sent at all.
 * - bodies: JSON by default; the operations the contract declares as form-data or
 *   x-www-form-urlencoded ({@link FORM_OPERATIONS}) are re-encoded accordingly, so actors always pass
 *   a plain typed object (Blob/File values included).
 * - errors: a non-2xx answer, a JSON answer with `success: false` (even at HTTP 200), a network failure
 *   and an abort all reject the call with an {@link ApiCallError} normalised to the spec's error object,
 *   read in the spec's order. Failures therefore never come back as `{ error }`: `await client.GET(...)`
 *   throws, which is what a promise actor wants.
 */
import type { Middleware } from 'openapi-fetch';
import { ApiCallError, OFFLINE_CODE, type ApiError } from '@/domain/apiError';

/** Header carrying the API subscription key (Azure API Management's standard name). */
const SUBSCRIPTION_KEY_HEADER = 'Ocp-Apim-Subscription-Key';
/** Header carrying the app id. */
const APP_ID_HEADER = 'App-Id';
/** Header carrying the API version. */
const API_VERSION_HEADER = 'Api-Version';
/** The API version sent on every product call except {@link LOCALE_PATHS}. */
const API_VERSION = '1';

/** Locale-related paths (spec: "null for locale-related paths"): sent without `Api-Version`. */
export const LOCALE_PATHS: readonly string[] = ['/profile/me/locale'];

/** Operations whose request body the contract declares as a form, keyed `METHOD schemaPath`. */
export const FORM_OPERATIONS: Readonly<Record<string, 'multipart' | 'urlencoded'>> = {
  'POST /auth/register': 'multipart',
  'POST /line/register': 'multipart',
  'POST /profile/me': 'multipart',
  'POST /receipt/upload': 'multipart',
  'POST /receipt/{receiptId}': 'multipart',
  'POST /oauth2/v2.1/token': 'urlencoded',
  'POST /liff/v2/apps/{liffId}/shareTargetPicker/result': 'urlencoded',
};

/** What the header middleware needs. */
export interface HeaderOptions {
  appId: string;
  subscriptionKey: string;
  /** The member's token, read on every request; empty or undefined sends no Authorization. */
  getToken(): string | undefined;
}

/** Adds App-Id, the subscription key, Api-Version (except locale paths) and the Bearer token. */
export function createHeaderMiddleware(options: HeaderOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      request.headers.set(APP_ID_HEADER, options.appId);
      request.headers.set(SUBSCRIPTION_KEY_HEADER, options.subscriptionKey);
      if (LOCALE_PATHS.includes(schemaPath)) request.headers.delete(API_VERSION_HEADER);
      else request.headers.set(API_VERSION_HEADER, API_VERSION);
      const token = options.getToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasBlob(value: Record<string, unknown>): boolean {
  return Object.values(value).some(
    (v) => v instanceof Blob || (Array.isArray(v) && v.some((item) => item instanceof Blob)),
  );
}

function formValue(value: unknown): string | Blob {
  if (value instanceof Blob) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A plain object as multipart form data (undefined and null fields are left out). */
function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, formValue(item));
    else form.append(key, formValue(value));
  }
  return form;
}

/** A plain object as x-www-form-urlencoded parameters (undefined and null fields are left out). */
function toUrlEncoded(body: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

/**
 * The clients' body serializer: ready-made bodies pass through, an object holding a Blob/File becomes
 * FormData (JSON would lose the file), anything else is JSON. Form operations given a JSON body are
 * re-encoded by {@link createFormMiddleware}.
 */
export function serializeBody(body: unknown): BodyInit {
  if (
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    typeof body === 'string'
  ) {
    return body;
  }
  if (isRecord(body) && hasBlob(body)) return toFormData(body);
  return JSON.stringify(body);
}

/** Re-encodes the JSON body of a {@link FORM_OPERATIONS} operation as the contract's form type. */
export function createFormMiddleware(): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const kind = FORM_OPERATIONS[`${request.method} ${schemaPath}`];
      if (!kind || request.body === null) return undefined;
      const contentType = request.headers.get('Content-Type') ?? '';
      if (kind === 'multipart' && contentType.startsWith('multipart/form-data')) return undefined;
      if (kind === 'urlencoded' && contentType.startsWith('application/x-www-form-urlencoded')) return undefined;
      const text = await request.clone().text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = Object.fromEntries(new URLSearchParams(text));
      }
      if (!isRecord(parsed)) return undefined;
      const headers = new Headers(request.headers);
      headers.delete('Content-Type');
      if (kind === 'urlencoded') {
        headers.set('Content-Type', 'application/x-www-form-urlencoded');
        return new Request(request, { headers, body: toUrlEncoded(parsed).toString() });
      }
      return new Request(request, { headers, body: toFormData(parsed) });
    },
  };
}

/** How a service reports errors: the product backends' error object, or LINE's OAuth error body. */
export type ErrorDialect = 'backend' | 'line';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readRequestParams(
  request: Request | undefined,
  params: { query?: Record<string, unknown>; path?: Record<string, unknown> },
): Promise<unknown> {
  if (request) {
    try {
      const contentType = request.headers.get('Content-Type') ?? '';
      if (contentType.startsWith('multipart/form-data')) {
        return Object.fromEntries((await request.formData()).entries());
      }
      const text = await request.text();
      if (contentType.startsWith('application/x-www-form-urlencoded')) {
        return Object.fromEntries(new URLSearchParams(text));
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    } catch {
      return undefined;
    }
  }
  const merged = { ...params.path, ...params.query };
  return Object.keys(merged).length > 0 ? merged : undefined;
}

type ErrorFields = Pick<ApiError, 'id' | 'code' | 'type'> & { message?: string };

function pickFields(source: Record<string, unknown>): ErrorFields {
  const fields: ErrorFields = {};
  const { id, code, message, type } = source;
  if (typeof id === 'string' || typeof id === 'number') fields.id = id;
  if (typeof code === 'string' || typeof code === 'number') fields.code = code;
  if (typeof message === 'string' && message !== '') fields.message = message;
  if (typeof type === 'string') fields.type = type;
  return fields;
}

const hasErrorFields = (source: Record<string, unknown>) => 'code' in source || 'message' in source;

/**
 * The spec's reading order: the error object `error` {id, code, message, type}; else `code` and
 * `message` of the answer itself; else (a body without either) nothing, and the caller falls back to
 * the failed response's own status text. Also accepts the same shapes one level down in `data`.
 */
export function readBackendError(body: unknown): ErrorFields {
  if (!isRecord(body)) return {};
  if (isRecord(body.error)) return pickFields(body.error);
  const data = body.data;
  if (isRecord(data) && isRecord(data.error)) return pickFields(data.error);
  if (hasErrorFields(body)) return pickFields(body);
  if (isRecord(data) && hasErrorFields(data)) return pickFields(data);
  return {};
}

/** LINE's errors: `error` (code) and `error_description` (message), or `message` of the LINE APIs. */
function readLineError(body: unknown): ErrorFields {
  if (!isRecord(body)) return {};
  const fields: ErrorFields = {};
  if (typeof body.error === 'string') fields.code = body.error;
  if (typeof body.error_description === 'string' && body.error_description !== '') {
    fields.message = body.error_description;
  } else if (typeof body.message === 'string' && body.message !== '') {
    fields.message = body.message;
  }
  return fields;
}

function isJson(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return /^application\/([\w.+-]*\+)?json/i.test(type);
}

function isAbort(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Turns every failure into a rejected {@link ApiCallError}: HTTP errors, `success: false` at any status,
 * network failures (status 0, no code, so the generic handler shows "check your connection") and aborts
 * (status 0, code 'aborted').
 */
export function createErrorMiddleware(dialect: ErrorDialect): Middleware {
  const sentRequests = new Map<string, Request>();
  const takeRequest = (id: string) => {
    const request = sentRequests.get(id);
    sentRequests.delete(id);
    return request;
  };
  return {
    onRequest({ request, id }) {
      // Kept (as a tee of the body) only to report the request params when the call fails.
      if (request.body !== null) sentRequests.set(id, request.clone());
      return undefined;
    },
    async onResponse({ request, response, schemaPath, params, id }) {
      const sent = takeRequest(id);
      const operation = `${request.method} ${schemaPath}`;
      let body: unknown;
      try {
        if (response.ok) {
          if (dialect === 'line' || !isJson(response)) return undefined;
          body = await readBody(response.clone());
          if (!isRecord(body) || body.success !== false) return undefined;
        } else {
          body = await readBody(response.clone());
        }
      } catch (error) {
        if (isAbort(error, request)) throw abortError(operation);
        throw error;
      }
      const fields = dialect === 'line' ? readLineError(body) : readBackendError(body);
      const fallback = response.ok
        ? 'The server answered success: false'
        : response.statusText || `HTTP ${response.status}`;
      throw new ApiCallError({
        ...fields,
        message: fields.message ?? fallback,
        status: response.status,
        raw: body,
        params: await readRequestParams(sent, params),
        operation,
      });
    },
    async onError({ request, error, schemaPath, params, id }) {
      const sent = takeRequest(id);
      const operation = `${request.method} ${schemaPath}`;
      if (isAbort(error, request)) return abortError(operation);
      return new ApiCallError({
        message: error instanceof Error ? error.message : String(error),
        status: 0,
        ...(globalThis.navigator?.onLine === false ? { code: OFFLINE_CODE } : {}),
        raw: error,
        params: await readRequestParams(sent, params),
        operation,
      });
    },
  };
}

function abortError(operation: string): ApiCallError {
  return new ApiCallError({ message: 'aborted', code: 'aborted', status: 0, operation });
}
