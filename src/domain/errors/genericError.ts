/**
 * The generic error handler of spec section 8: any failed call that has no flow-specific message is
 * shown as an alert whose text depends on the error. Returns message ids and values (never text), so
 * the dialog host (`useDialogs().apiError(error)`) shows it in the member's language.
 *
 * - 400 → the internet-connection message;
 * - 401 → the server's own message;
 * - 412 → 'Token invalid';
 * - no code (the request never got an answer) → please check your connection;
 * - anything else → the server's message with the error id and code appended.
 *
 * "Code" is the HTTP status when there was an answer, else the backend's code; a backend error inside an
 * HTTP 200 answer (`success: false`) is judged by the code the backend sent.
 */
import type { ApiError } from '@/domain/apiError';

export interface ErrorDescription {
  titleId: string;
  messageId: string;
  values: Record<string, string | number>;
}

/** Message ids used by {@link describeApiError} (catalogues errors.th.json / errors.en.json). */
export const GENERIC_ERROR_IDS = {
  title: 'errors.title',
  internetConnection: 'errors.internetConnection',
  serverMessage: 'errors.serverMessage',
  tokenInvalid: 'errors.tokenInvalid',
  checkConnection: 'errors.checkConnection',
  generic: 'errors.generic',
  genericNoMessage: 'errors.genericNoMessage',
} as const;

function isPresent(value: unknown): value is string | number {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');
}

/** The code the handler judges by: the HTTP status of a real failure, else the backend's code. */
export function errorCodeOf(error: ApiError): string | number | undefined {
  if (error.status > 0 && error.status !== 200) return error.status;
  return isPresent(error.code) ? error.code : undefined;
}

function is(code: string | number | undefined, expected: number): boolean {
  return code !== undefined && String(code) === String(expected);
}

export function describeApiError(error: ApiError): ErrorDescription {
  const ids = GENERIC_ERROR_IDS;
  const code = errorCodeOf(error);
  const message = error.message?.trim() ?? '';
  if (is(code, 400)) return { titleId: ids.title, messageId: ids.internetConnection, values: {} };
  if (is(code, 401) && message !== '') return { titleId: ids.title, messageId: ids.serverMessage, values: { message } };
  if (is(code, 412)) return { titleId: ids.title, messageId: ids.tokenInvalid, values: {} };
  if (code === undefined || error.code === 'aborted') return { titleId: ids.title, messageId: ids.checkConnection, values: {} };
  const values = {
    message,
    id: isPresent(error.id) ? error.id : '',
    hasId: isPresent(error.id) ? 'yes' : 'no',
    code: isPresent(error.code) ? error.code : code,
  };
  return { titleId: ids.title, messageId: message === '' ? ids.genericNoMessage : ids.generic, values };
}
