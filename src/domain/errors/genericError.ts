/**
 * The error-message mapping of spec section 8, extended: every failed call is shown as a
 * translated message chosen by status and error id, never the server's own text (except where the spec
 * says 401 shows the server message), with the error id and code appended. Returns message ids and values
 * (never text), so the dialog host (`useDialogs().apiError(error)`) and every error state show it in the
 * member's language. In order:
 *
 * - a request the chart gave up on (machines/shared/request.ts) → 'the server is taking too long';
 * - a known business error (src/domain/errors/businessErrors.ts: not enough points, sold out, per-person
 *   limit, cool-down, address required, mobile_dup, wrong OTP...) → its own text;
 * - 400 → the internet-connection message;
 * - 401 → the server's message, when the server sent one in its error object (plain text, not an HTML
 *   page); else the generic text;
 * - 412 → 'Token invalid';
 * - no code (the request never got an answer, was cancelled, or the device is offline) → please check your connection;
 * - anything else (403, 404, 409, 422, 429, 5xx, an HTML gateway page, success:false) → the generic text.
 *
 * Every message but the connection ones ends with the id and code (ICU values `id`/`hasId`,
 * `code`/`hasCode`). "Code" is the backend's code when it sent one, else the HTTP status; the rules
 * above judge by the HTTP status of a real failure, else (success:false at HTTP 200) by the backend's code.
 */
import { OFFLINE_CODE, type ApiError } from '@/domain/apiError';
import { businessErrorOf } from '@/domain/errors/businessErrors';

export interface ErrorDescription {
  titleId: string;
  messageId: string;
  values: Record<string, string | number>;
}

/** Message ids used by {@link describeApiError} (src/i18n/catalogues/errors.messages.json). */
export const GENERIC_ERROR_IDS = {
  title: 'errors.title',
  internetConnection: 'errors.internetConnection',
  serverMessage: 'errors.serverMessage',
  tokenInvalid: 'errors.tokenInvalid',
  checkConnection: 'errors.checkConnection',
  timeout: 'errors.timeout',
  generic: 'errors.generic',
} as const;

/** Longest server message shown for a 401; anything longer is not a sentence meant for people. */
const MAX_SERVER_MESSAGE = 200;

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

/** The id and code appended to a message (ICU select values, so a missing one shows nothing). */
function referenceValues(error: ApiError): Record<string, string | number> {
  const code = isPresent(error.code) && error.code !== 'aborted' ? error.code : error.status > 0 ? error.status : '';
  return {
    id: isPresent(error.id) ? error.id : '',
    hasId: isPresent(error.id) ? 'yes' : 'no',
    code,
    hasCode: code === '' ? 'no' : 'yes',
  };
}

/** The server's own message for a 401, when it is a short plain sentence from a JSON error object. */
function serverMessageOf(error: ApiError): string | undefined {
  const message = error.message?.trim() ?? '';
  if (message === '' || message.length > MAX_SERVER_MESSAGE || /[<>]/.test(message)) return undefined;
  if (typeof error.raw !== 'object' || error.raw === null) return undefined;
  return message;
}

export function describeApiError(error: ApiError): ErrorDescription {
  const ids = GENERIC_ERROR_IDS;
  const title = ids.title;
  if (error.status === 0 && error.code === 'timeout') return { titleId: title, messageId: ids.timeout, values: {} };
  const reference = referenceValues(error);
  const business = businessErrorOf(error);
  if (business) return { titleId: title, messageId: business.messageId, values: reference };
  const code = errorCodeOf(error);
  if (is(code, 400)) return { titleId: title, messageId: ids.internetConnection, values: reference };
  if (is(code, 401)) {
    const message = serverMessageOf(error);
    if (message !== undefined) return { titleId: title, messageId: ids.serverMessage, values: { ...reference, message } };
  }
  if (is(code, 412)) return { titleId: title, messageId: ids.tokenInvalid, values: reference };
  if (error.status === 0 && (code === undefined || error.code === 'aborted' || error.code === OFFLINE_CODE)) {
    return { titleId: title, messageId: ids.checkConnection, values: {} };
  }
  return { titleId: title, messageId: ids.generic, values: reference };
}
