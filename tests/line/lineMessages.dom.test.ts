import { describe, expect, it } from 'vitest';
import { isLiffMockRequested, isLineUserAgent } from '@/platform/line/liffMockSwitch';
import { LINE_LOGIN_ERROR_REASONS, REASON_SDK_MESSAGES, SDK_ERROR_CODES, SDK_ERROR_MESSAGES, toLineLoginError } from '@/domain/line/sdkErrors';
import { messages } from '@/i18n/messages';

describe('LINE messages', () => {
  it.each(['th', 'en'] as const)('every SDK code, reason and SDK message has %s text', (lang) => {
    const missing = [
      ...SDK_ERROR_CODES.map((c) => `line.sdkError.${c}`),
      ...LINE_LOGIN_ERROR_REASONS.map((r) => `line.error.${r}`),
      ...Object.keys(SDK_ERROR_MESSAGES).map((k) => `line.sdkMessage.${k}`),
      ...Object.values(REASON_SDK_MESSAGES).map((k) => `line.sdkMessage.${k}`),
    ].filter((id) => !(id in messages[lang]));
    expect(missing).toEqual([]);
  });

  it('keeps the SDK messages of spec section 8 word for word in English', () => {
    expect(Object.values(SDK_ERROR_MESSAGES).map((m) => m.text)).toContain('liffId is necessary for liff.init()');
    expect(messages.en['line.sdkMessage.loginFirst']).toBe(SDK_ERROR_MESSAGES.loginFirst.text);
  });

  it('turns an API error into a reason with the server id as the error code', () => {
    expect(toLineLoginError({ status: 401, id: 2095, message: 'not a member' }, 'appLoginFailed')).toEqual({
      code: 'UNKNOWN',
      reason: 'appLoginFailed',
      detail: 'not a member',
      errorCode: '2095',
    });
  });
});

describe('LIFF detection', () => {
  it('recognises the LINE in-app browser', () => {
    expect(isLineUserAgent('Mozilla/5.0 (iPhone) AppleWebKit Safari Line/13.20.0 LIFF')).toBe(true);
    expect(isLineUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36')).toBe(false);
  });

  it('the liff-mock switch is off outside sandbox builds', () => {
    // vitest runs without VITE_BACKEND, like a real build.
    expect(isLiffMockRequested('?liffMock=1', sessionStorage)).toBe(false);
  });
});
