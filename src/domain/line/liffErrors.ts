/**
 * The one place a LIFF SDK failure (a LiffError `{ code, message }`, or the sandbox stand-in's `{ status, message }`)
 * becomes a {@link LineFeatureError}: the SDK's own messages of spec section 8 are recognised by their text, so
 * the member sees the translated explanation and the SDK message (`line.sdkMessage.<key>`), never LINE's raw text.
 * Share, send to chat, the permission request and the sub-window all go through {@link liffFailure}.
 */
import { lineFeatureError, LineFeatureFailure, type LineFeatureError, type LineFeatureErrorReason } from './featureErrors';
import { SDK_ERROR_MESSAGES, type SdkMessageKey } from './sdkErrors';

/** What a known SDK message means for the member. */
const REASON_OF_MESSAGE: Partial<Record<SdkMessageKey, LineFeatureErrorReason>> = {
  needAccessToken: 'loginRequired',
  loginFirst: 'loginRequired',
  parentWindowOnly: 'parentWindowOnly',
  childWindowOnly: 'childWindowOnly',
  agreementDenied: 'consentDenied',
  permissionsApproved: 'permissionsApproved',
  messageCountRange: 'invalidMessages',
  messageLimitExceeded: 'messageLimit',
  timeout: 'timeout',
  liffUrlRequired: 'invalidSubWindow',
  invalidUrl: 'invalidUrl',
  noProperArgument: 'invalidSubWindow',
};

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/[.!]+$/, '');
}

/** The SDK message key whose text the failure carries, if any (case and a trailing full stop do not matter). */
export function sdkMessageOf(error: unknown): SdkMessageKey | null {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error;
  if (typeof message !== 'string' || message === '') return null;
  const text = normalise(message);
  for (const [key, entry] of Object.entries(SDK_ERROR_MESSAGES) as Array<[SdkMessageKey, { text: string }]>) {
    if (normalise(entry.text) === text) return key;
  }
  return null;
}

/** A LIFF failure as a feature error, or null when it carries none of the SDK's known messages. */
export function liffErrorToFeatureError(error: unknown): LineFeatureError | null {
  const key = sdkMessageOf(error);
  if (!key) return null;
  const reason = REASON_OF_MESSAGE[key] ?? 'server';
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return lineFeatureError(reason, { sdkMessage: key, ...(typeof status === 'number' ? { status } : {}) });
}

/**
 * What a LIFF call should throw: a {@link LineFeatureFailure} for a known SDK message, otherwise the original
 * error (its status still decides, e.g. the iOS 403 of message sending).
 */
export function liffFailure(error: unknown): unknown {
  const mapped = liffErrorToFeatureError(error);
  return mapped ? new LineFeatureFailure(mapped) : error;
}
