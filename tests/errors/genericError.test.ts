import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/domain/apiError';
import { describeApiError, errorCodeOf, GENERIC_ERROR_IDS } from '@/domain/errors/genericError';
import { messages } from '@/i18n/messages';

const en = createIntl({ locale: 'en', messages: messages.en });
const th = createIntl({ locale: 'th', messages: messages.th });

function text(error: ApiError, intl = en) {
  const d = describeApiError(error);
  return { title: intl.formatMessage({ id: d.titleId }), message: intl.formatMessage({ id: d.messageId }, d.values), d };
}

describe('describeApiError (spec section 8)', () => {
  it('400 → the internet-connection message, in the member’s language', () => {
    const error: ApiError = { status: 400, message: 'Bad Request' };
    expect(text(error).message).toBe('Unable to connect to the internet. Please check your connection and try again.');
    expect(text(error, th).message).toBe('ไม่สามารถเชื่อมต่ออินเทอร์เน็ตได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง');
    expect(text(error).title).toBe('Something went wrong');
  });

  it('401 → the server’s message', () => {
    expect(text({ status: 401, message: 'Your session has expired' }).message).toBe('Your session has expired');
  });

  it('412 → Token invalid', () => {
    expect(describeApiError({ status: 412, message: 'Precondition failed' }).messageId).toBe(GENERIC_ERROR_IDS.tokenInvalid);
    expect(text({ status: 412, message: 'x' }).message).toBe('Token invalid');
  });

  it('a backend code inside an HTTP 200 answer is judged by that code', () => {
    expect(describeApiError({ status: 200, code: 412, message: 'token' }).messageId).toBe(GENERIC_ERROR_IDS.tokenInvalid);
    expect(describeApiError({ status: 200, code: '401', message: 'Expired' }).messageId).toBe(GENERIC_ERROR_IDS.serverMessage);
  });

  it('no code (no answer at all) → please check your connection', () => {
    expect(text({ status: 0, message: 'Failed to fetch' }).message).toBe('Please check your connection and try again.');
    expect(text({ status: 0, message: 'aborted', code: 'aborted' }).message).toBe('Please check your connection and try again.');
    expect(text({ status: 0, message: 'x' }, th).message).toBe('กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง');
  });

  it('otherwise the message with the id and code appended', () => {
    expect(text({ status: 500, id: 2001, code: 'E500', message: 'Server busy' }).message).toBe('Server busy (Error ID: 2001) (Error code: E500)');
    expect(text({ status: 409, message: 'Already redeemed' }).message).toBe('Already redeemed (Error code: 409)');
    expect(text({ status: 500, id: 7, message: 'ระบบขัดข้อง' }, th).message).toBe('ระบบขัดข้อง (รหัสอ้างอิง: 7) (รหัสข้อผิดพลาด: 500)');
    expect(text({ status: 503, message: '' }).message).toBe('The request could not be completed. (Error code: 503)');
  });

  it('401 without a message falls back to the generic text', () => {
    expect(describeApiError({ status: 401, message: '' }).messageId).toBe(GENERIC_ERROR_IDS.genericNoMessage);
  });

  it('errorCodeOf prefers the HTTP status of a real failure', () => {
    expect(errorCodeOf({ status: 404, code: 'not_found', message: '' })).toBe(404);
    expect(errorCodeOf({ status: 200, code: 'mobile_dup', message: '' })).toBe('mobile_dup');
    expect(errorCodeOf({ status: 0, message: '' })).toBeUndefined();
  });

  it('every id it returns exists in both catalogues', () => {
    for (const id of Object.values(GENERIC_ERROR_IDS)) {
      expect(messages.en[id], id).toBeTruthy();
      expect(messages.th[id], id).toBeTruthy();
    }
  });
});
