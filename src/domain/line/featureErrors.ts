/**
 * Why a LINE feature (share, sub-window, permission, send to chat, points code) did not happen, as machines
 * carry it: plain data. Each reason has a translated explanation (`lineFeature.error.<reason>`), the SDK error
 * code of spec section 8 as its title (`line.sdkError.<code>`) and, where there is one, the SDK's own message
 * (`line.sdkMessage.<key>`). Never the platform's raw text.
 */
import type { SdkErrorCode, SdkMessageKey } from './sdkErrors';

export const LINE_FEATURE_ERROR_REASONS = [
  'invalidMessages',
  'inClientOnly',
  'updateRequired',
  'iosUpdateRequired',
  'loginRequired',
  'notInScope',
  'notInBrowser',
  'consentDenied',
  'popupBlocked',
  'parentWindowOnly',
  'childWindowOnly',
  'permissionsApproved',
  'messageLimit',
  'invalidUrl',
  'invalidSubWindow',
  'timeout',
  'subscriptionFailed',
  'shareFailed',
  'sendFailed',
  'network',
  'server',
] as const;

export type LineFeatureErrorReason = (typeof LINE_FEATURE_ERROR_REASONS)[number];

const FEATURE_CODES: Record<LineFeatureErrorReason, SdkErrorCode> = {
  invalidMessages: 'INVALID_ARGUMENT',
  inClientOnly: 'FORBIDDEN',
  updateRequired: 'FORBIDDEN',
  iosUpdateRequired: 'FORBIDDEN',
  loginRequired: 'UNAUTHORIZED',
  notInScope: 'FORBIDDEN',
  notInBrowser: 'FORBIDDEN',
  consentDenied: 'FORBIDDEN',
  popupBlocked: 'POPUP_WINDOW_NOT_OPENED',
  parentWindowOnly: 'FORBIDDEN',
  childWindowOnly: 'FORBIDDEN',
  permissionsApproved: 'INVALID_ARGUMENT',
  messageLimit: 'INVALID_ARGUMENT',
  invalidUrl: 'INVALID_ARGUMENT',
  invalidSubWindow: 'INVALID_ARGUMENT',
  timeout: 'UNKNOWN',
  subscriptionFailed: 'UNKNOWN',
  shareFailed: 'SHARE_FAILED',
  sendFailed: 'UNKNOWN',
  network: 'UNKNOWN',
  server: 'UNKNOWN',
};

/** A failed LINE feature: plain data, serialisable for the flow player. */
export interface LineFeatureError {
  code: SdkErrorCode;
  reason: LineFeatureErrorReason;
  /** The SDK message of section 8 that goes with it, when there is one. */
  sdkMessage?: SdkMessageKey;
  /** HTTP status of the platform's answer, when there was one. */
  status?: number;
  /** A version the member must update to (updateRequired, iosUpdateRequired). */
  minVersion?: string;
}

export function lineFeatureError(reason: LineFeatureErrorReason, extra: Partial<Omit<LineFeatureError, 'reason' | 'code'>> = {}): LineFeatureError {
  return { code: FEATURE_CODES[reason], reason, ...extra };
}

/** Error thrown by LINE feature actors so a machine's onError receives a typed {@link LineFeatureError}. */
export class LineFeatureFailure extends Error {
  readonly detail: LineFeatureError;
  constructor(detail: LineFeatureError) {
    super(detail.reason);
    this.name = 'LineFeatureFailure';
    this.detail = detail;
  }
}

function isReason(value: unknown): value is LineFeatureErrorReason {
  return typeof value === 'string' && (LINE_FEATURE_ERROR_REASONS as readonly string[]).includes(value);
}

/**
 * Anything an actor threw, as a {@link LineFeatureError}: a LineFeatureFailure (or its plain detail) keeps
 * its reason; an HTTP-shaped value (status) becomes `network` at status 0, else `fallback` with the status;
 * anything else `fallback`.
 */
export function toLineFeatureError(value: unknown, fallback: LineFeatureErrorReason): LineFeatureError {
  if (value instanceof LineFeatureFailure) return value.detail;
  if (typeof value === 'object' && value !== null) {
    const v = value as Record<string, unknown>;
    if (isReason(v.reason)) {
      const out = lineFeatureError(v.reason);
      if (typeof v.sdkMessage === 'string') out.sdkMessage = v.sdkMessage as SdkMessageKey;
      if (typeof v.status === 'number') out.status = v.status;
      if (typeof v.minVersion === 'string') out.minVersion = v.minVersion;
      return out;
    }
    if (typeof v.status === 'number') return v.status === 0 ? lineFeatureError('network') : lineFeatureError(fallback, { status: v.status });
  }
  return lineFeatureError(fallback);
}

/** Message ids and values for a failure (the UI formats them). */
export function describeLineFeatureError(error: LineFeatureError): {
  titleId: string;
  messageId: string;
  sdkMessageId?: string;
  values: { code: string; status: string; minVersion: string };
} {
  return {
    titleId: `line.sdkError.${error.code}`,
    messageId: `lineFeature.error.${error.reason}`,
    ...(error.sdkMessage ? { sdkMessageId: `line.sdkMessage.${error.sdkMessage}` } : {}),
    values: { code: error.code, status: error.status === undefined ? '' : String(error.status), minVersion: error.minVersion ?? '' },
  };
}
