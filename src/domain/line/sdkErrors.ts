/**
 * The messaging SDK error catalogue of spec section 8: error codes, the SDK's own messages, and the reasons
 * a LINE login can fail. Machines carry a {@link LineLoginError} (plain data, serialisable for the flow player)
 * and the UI turns it into translated text with {@link describeLineLoginError}.
 */

/** SDK error codes (spec section 8: invalid parameter, forbidden, unauthorized, init failed, invalid config,
 * internal/unknown, invalid ID token, popup-window-not-opened, share failure), spelled as LIFF spells them. */
export const SDK_ERROR_CODES = [
  'INVALID_ARGUMENT',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'INIT_FAILED',
  'INVALID_CONFIG',
  'UNKNOWN',
  'INVALID_ID_TOKEN',
  'POPUP_WINDOW_NOT_OPENED',
  'SHARE_FAILED',
] as const;

export type SdkErrorCode = (typeof SDK_ERROR_CODES)[number];

/** The SDK's messages of spec section 8, by a stable key; the English text is the SDK's own wording. */
export const SDK_ERROR_MESSAGES = {
  needAccessToken: { code: 'UNAUTHORIZED', text: 'Need access_token for api call' },
  loginFirst: { code: 'UNAUTHORIZED', text: 'Please login first' },
  liffIdRequired: { code: 'INVALID_CONFIG', text: 'liffId is necessary for liff.init()' },
  invalidLiffId: { code: 'INVALID_CONFIG', text: 'Invalid LIFF ID' },
  accessTokenVerifyFailed: { code: 'UNAUTHORIZED', text: 'Failed to verify access_token' },
  parentWindowOnly: { code: 'FORBIDDEN', text: 'this api can only be called in parent window' },
  childWindowOnly: { code: 'FORBIDDEN', text: 'this api can only be called in child window' },
  agreementDenied: { code: 'FORBIDDEN', text: "user didn't allow the agreement" },
  permissionsApproved: { code: 'INVALID_ARGUMENT', text: 'All permissions have already been approved' },
  messageCountRange: { code: 'INVALID_ARGUMENT', text: 'Number of messages should be in range 1 to 5' },
  messageLimitExceeded: { code: 'INVALID_ARGUMENT', text: 'exceed the limit of num of messages' },
  timeout: { code: 'UNKNOWN', text: 'Timeout: not finished within 10min' },
  liffUrlRequired: { code: 'INVALID_ARGUMENT', text: 'params.url must be liff url' },
  invalidUrl: { code: 'INVALID_ARGUMENT', text: 'invalid URL' },
  noProperArgument: { code: 'INVALID_ARGUMENT', text: 'no proper argument' },
} as const satisfies Record<string, { code: SdkErrorCode; text: string }>;

export type SdkMessageKey = keyof typeof SDK_ERROR_MESSAGES;

/** Why a LINE login failed; each has its own translated explanation (`line.error.<reason>`). */
export const LINE_LOGIN_ERROR_REASONS = [
  'liffIdMissing',
  'liffInitFailed',
  'notLoggedIn',
  'idTokenMissing',
  'authorizationDenied',
  'stateMismatch',
  'tokenExchangeFailed',
  'certsUnavailable',
  'idTokenAlgorithm',
  'idTokenKeyId',
  'idTokenSignature',
  'idTokenIssuer',
  'idTokenAudience',
  'idTokenNonce',
  'idTokenExpired',
  'idTokenMalformed',
  'appLoginFailed',
  'network',
] as const;

export type LineLoginErrorReason = (typeof LINE_LOGIN_ERROR_REASONS)[number];

/** The SDK code each reason reports. */
const REASON_CODES: Record<LineLoginErrorReason, SdkErrorCode> = {
  liffIdMissing: 'INVALID_CONFIG',
  liffInitFailed: 'INIT_FAILED',
  notLoggedIn: 'UNAUTHORIZED',
  idTokenMissing: 'UNAUTHORIZED',
  authorizationDenied: 'FORBIDDEN',
  stateMismatch: 'INVALID_ARGUMENT',
  tokenExchangeFailed: 'UNAUTHORIZED',
  certsUnavailable: 'UNKNOWN',
  idTokenAlgorithm: 'INVALID_ID_TOKEN',
  idTokenKeyId: 'INVALID_ID_TOKEN',
  idTokenSignature: 'INVALID_ID_TOKEN',
  idTokenIssuer: 'INVALID_ID_TOKEN',
  idTokenAudience: 'INVALID_ID_TOKEN',
  idTokenNonce: 'INVALID_ID_TOKEN',
  idTokenExpired: 'INVALID_ID_TOKEN',
  idTokenMalformed: 'INVALID_ID_TOKEN',
  appLoginFailed: 'UNKNOWN',
  network: 'UNKNOWN',
};

/** The SDK's own message that goes with a reason, when there is one (shown translated under the explanation). */
export const REASON_SDK_MESSAGES: Partial<Record<LineLoginErrorReason, SdkMessageKey>> = {
  liffIdMissing: 'liffIdRequired',
  liffInitFailed: 'invalidLiffId',
  notLoggedIn: 'loginFirst',
  idTokenMissing: 'loginFirst',
  authorizationDenied: 'agreementDenied',
  tokenExchangeFailed: 'accessTokenVerifyFailed',
};

/** A failed LINE login as machines carry it: plain data, no Error instance. */
export interface LineLoginError {
  /** SDK error code of spec section 8. */
  code: SdkErrorCode;
  /** What went wrong, for the translated explanation. */
  reason: LineLoginErrorReason;
  /** Technical detail (the SDK's or platform's text); logged and shown only as a secondary line. */
  detail?: string;
  /** The platform's or backend's own error code or id, shown as "Error code" (100000 when none). */
  errorCode?: string;
}

/** Error thrown by LINE actors so a machine's onError receives a typed {@link LineLoginError}. */
export class LineSdkError extends Error implements LineLoginError {
  code: SdkErrorCode;
  reason: LineLoginErrorReason;
  detail?: string;
  errorCode?: string;
  constructor(reason: LineLoginErrorReason, detail?: string, errorCode?: string) {
    super(detail ?? reason);
    this.name = 'LineSdkError';
    this.reason = reason;
    this.code = REASON_CODES[reason];
    if (detail !== undefined) this.detail = detail;
    if (errorCode !== undefined) this.errorCode = errorCode;
  }
}

/** The login error alert shows this code when the failure carried none (spec section 8). */
const DEFAULT_LOGIN_ERROR_CODE = '100000';

function isReason(value: unknown): value is LineLoginErrorReason {
  return typeof value === 'string' && (LINE_LOGIN_ERROR_REASONS as readonly string[]).includes(value);
}

/**
 * Normalises anything an actor threw into a {@link LineLoginError}: a LineSdkError keeps its reason; an
 * ApiError-shaped value (status, code, message) becomes `fallback` with its code; anything else `fallback`.
 */
export function toLineLoginError(value: unknown, fallback: LineLoginErrorReason): LineLoginError {
  if (typeof value === 'object' && value !== null) {
    const v = value as Record<string, unknown>;
    if (isReason(v.reason)) {
      const out: LineLoginError = { code: REASON_CODES[v.reason], reason: v.reason };
      if (typeof v.detail === 'string') out.detail = v.detail;
      if (typeof v.errorCode === 'string') out.errorCode = v.errorCode;
      return out;
    }
    const status = typeof v.status === 'number' ? v.status : undefined;
    const reason: LineLoginErrorReason = status === 0 && fallback !== 'appLoginFailed' ? 'network' : fallback;
    const out: LineLoginError = { code: REASON_CODES[reason], reason };
    if (typeof v.message === 'string' && v.message !== '') out.detail = v.message;
    const code = v.id ?? v.code;
    if (typeof code === 'string' || typeof code === 'number') out.errorCode = String(code);
    return out;
  }
  return { code: REASON_CODES[fallback], reason: fallback, detail: String(value) };
}

/** Translated text for a login failure: message ids and values (machines never carry text). */
export function describeLineLoginError(error: LineLoginError): {
  titleId: string;
  messageId: string;
  /** `line.sdkMessage.<key>`: the SDK's message of spec section 8, when the reason has one. */
  sdkMessageId?: string;
  values: { code: string; errorCode: string };
} {
  const sdkMessage = REASON_SDK_MESSAGES[error.reason];
  return {
    titleId: `line.sdkError.${error.code}`,
    messageId: `line.error.${error.reason}`,
    ...(sdkMessage ? { sdkMessageId: `line.sdkMessage.${sdkMessage}` } : {}),
    values: { code: error.code, errorCode: error.errorCode ?? DEFAULT_LOGIN_ERROR_CODE },
  };
}
