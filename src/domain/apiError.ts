/**
 * The error object of spec section 3 ("Error object"): every failed call, whatever its cause, reaches a
 * machine as this shape. Created only by the API middleware (src/api) and by actors; machines branch on
 * `status`, `code` and `id`, and the UI shows a translated message for it (see generic error handling).
 */
export interface ApiError {
  /** Backend error id (for example 2091 for a wrong OTP), when the backend sent one. */
  id?: number | string;
  /** Backend or SDK error code (for example 'mobile_wrong' or an HTTP-like numeric code). */
  code?: number | string;
  /** Human-readable message from the server; never shown without translation fallback. */
  message: string;
  /** Backend error type, when sent. */
  type?: string;
  /** HTTP status; 0 when the request never got a response (network failure, abort). */
  status: number;
  /** The raw response body (parsed JSON or text) as received. */
  raw?: unknown;
  /** The request params (query or body) that produced the error. */
  params?: unknown;
  /** The operation that failed, `METHOD /path`, for logs and tests. */
  operation?: string;
}

/** True for a value shaped like an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as { status: unknown }).status === 'number' &&
    'message' in value &&
    typeof (value as { message: unknown }).message === 'string'
  );
}

/** Thrown by actors so XState's onError receives a typed error (error.data is not used in v5). */
export class ApiCallError extends Error implements ApiError {
  id?: number | string;
  code?: number | string;
  type?: string;
  status: number;
  raw?: unknown;
  params?: unknown;
  operation?: string;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    Object.assign(this, error);
    this.status = error.status;
  }
}

/** The code the API middleware gives a call that got no answer while the browser said it was offline. */
export const OFFLINE_CODE = 'offline';

/**
 * A call that failed only because the device is offline: background checks stay quiet then (the page frame
 * already says so) and run again when the network comes back.
 */
export function failedOffline(error: ApiError | null | undefined): boolean {
  return error?.status === 0 && error.code === OFFLINE_CODE;
}

/** Normalises anything caught in an actor into an {@link ApiError}. */
export function toApiError(value: unknown): ApiError {
  if (isApiError(value)) return value;
  if (value instanceof DOMException && value.name === 'AbortError') {
    return { message: 'aborted', status: 0, code: 'aborted' };
  }
  if (value instanceof Error) return { message: value.message, status: 0 };
  return { message: String(value), status: 0 };
}
