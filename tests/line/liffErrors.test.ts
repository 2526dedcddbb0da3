import { describe, expect, it } from 'vitest';
import { LineFeatureFailure } from '@/domain/line/featureErrors';
import { liffErrorToFeatureError, liffFailure, sdkMessageOf } from '@/domain/line/liffErrors';

/** What @line/liff throws: a LiffError with a code and the SDK's message. */
const liffError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('LIFF errors → LINE feature errors (one mapping)', () => {
  it.each([
    ['FORBIDDEN', 'this api can only be called in child window', 'childWindowOnly', 'childWindowOnly'],
    ['INVALID_ARGUMENT', 'All permissions have already been approved', 'permissionsApproved', 'permissionsApproved'],
    ['INVALID_ARGUMENT', 'exceed the limit of num of messages', 'messageLimit', 'messageLimitExceeded'],
    ['INVALID_ARGUMENT', 'invalid URL', 'invalidUrl', 'invalidUrl'],
    ['INVALID_ARGUMENT', 'Number of messages should be in range 1 to 5', 'invalidMessages', 'messageCountRange'],
    ['FORBIDDEN', 'this api can only be called in parent window', 'parentWindowOnly', 'parentWindowOnly'],
    ['FORBIDDEN', "user didn't allow the agreement", 'consentDenied', 'agreementDenied'],
    ['UNAUTHORIZED', 'Need access_token for api call', 'loginRequired', 'needAccessToken'],
  ])('%s "%s" → %s with the SDK message %s', (code, message, reason, sdkMessage) => {
    expect(liffErrorToFeatureError(liffError(code, message))).toMatchObject({ reason, sdkMessage });
  });

  it('reads the message whatever its case or a trailing full stop, and keeps an HTTP status', () => {
    expect(sdkMessageOf({ message: 'Invalid URL.' })).toBe('invalidUrl');
    expect(liffErrorToFeatureError({ status: 400, message: 'exceed the limit of num of messages' })).toEqual({
      code: 'INVALID_ARGUMENT',
      reason: 'messageLimit',
      sdkMessage: 'messageLimitExceeded',
      status: 400,
    });
  });

  it('leaves an unknown failure as it was (its status still decides, e.g. the iOS 403)', () => {
    const forbidden = Object.assign(new Error('Forbidden'), { status: 403 });
    expect(liffErrorToFeatureError(forbidden)).toBeNull();
    expect(liffFailure(forbidden)).toBe(forbidden);
    expect(liffFailure('boom')).toBe('boom');
  });

  it('turns a known one into a LineFeatureFailure the charts understand', () => {
    const failure = liffFailure(liffError('INVALID_ARGUMENT', 'invalid URL'));
    expect(failure).toBeInstanceOf(LineFeatureFailure);
    expect((failure as LineFeatureFailure).detail).toMatchObject({ reason: 'invalidUrl', code: 'INVALID_ARGUMENT' });
  });
});
