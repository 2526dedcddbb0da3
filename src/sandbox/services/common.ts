/** Helpers shared by the service handlers: error envelopes, locale choice, request bodies. */
import { HttpResponse } from 'msw';
import { SandboxError, sessionOf, bearer } from '@/sandbox/world/auth';
import type { LocaleCode, Text2 } from '@/sandbox/world/types';

/** The error envelope of every service (openapi: ErrorEnvelope). */
export interface ErrorBody {
  success: false;
  error: { id: number; code: string; message: string; type: string };
}

function errorResponse(error: SandboxError): HttpResponse<ErrorBody> {
  return HttpResponse.json<ErrorBody>(
    { success: false, error: { id: error.id, code: error.code, message: error.message, type: 'SandboxError' } },
    { status: error.status },
  );
}

/**
 * Runs a resolver body and turns a thrown {@link SandboxError} into its documented error response.
 * Anything else is a sandbox bug and answers 500 with the message, so it shows up in tests.
 */
export async function attempt<T>(body: () => T | Promise<T>): Promise<T | HttpResponse<ErrorBody>> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof SandboxError) return errorResponse(e);
    console.error('[sandbox] handler failed', e);
    return errorResponse(new SandboxError(500, 1500, 'sandbox_error', e instanceof Error ? e.message : String(e)));
  }
}

export function badRequest(message: string): SandboxError {
  return new SandboxError(400, 1400, 'invalid_request', message);
}

export function notFound(message: string): SandboxError {
  return new SandboxError(404, 1404, 'not_found', message);
}

/** The locale to answer in: the query's, else the signed-in member's, else Thai. */
export function localeOf(request: Request, queryLocale?: string | number | null): LocaleCode {
  const q = Number(queryLocale);
  if (q === 1033 || q === 1054) return q;
  const member = sessionOf(bearer(request))?.member;
  return member?.locale ?? 1054;
}

export function pick(text: Text2, locale: LocaleCode): string {
  return locale === 1033 ? text.en : text.th;
}

/** Parses a JSON body; a malformed one is a 400. */
export async function jsonBody<T>(request: { json(): Promise<T> }): Promise<T> {
  try {
    return await request.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
}

/** Parses an untyped request's JSON body as `T` (for handlers matched by expression). */
export async function jsonAs<T>(request: Request): Promise<T> {
  return jsonBody(request as { json(): Promise<T> });
}

/** Reads a form-data (or urlencoded, or JSON) body as string fields. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const json = (await jsonBody(request as { json(): Promise<Record<string, unknown>> })) ?? {};
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  }
  try {
    const form = await request.formData();
    const out: Record<string, string> = {};
    form.forEach((value, key) => {
      out[key] = typeof value === 'string' ? value : `[file ${value.name || 'upload'}]`;
    });
    return out;
  } catch {
    throw badRequest('The request body must be form data.');
  }
}

/** Unix seconds now. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Skip/top paging of a list. */
export function page<T>(items: T[], skip?: string | number | null, top?: string | number | null): T[] {
  const s = Math.max(0, Number(skip) || 0);
  const t = Math.min(100, Math.max(1, Number(top) || 25));
  return items.slice(s, s + t);
}
