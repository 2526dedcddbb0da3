import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/domain/apiError';
import { BUSINESS_ERRORS, businessErrorOf, isBusinessError } from '@/domain/errors/businessErrors';
import { describeApiError, errorCodeOf, GENERIC_ERROR_IDS } from '@/domain/errors/genericError';
import { messages } from '@/i18n/messages';
import { requestTimeoutError } from '@machines/shared/request';

const en = createIntl({ locale: 'en', messages: messages.en });
const th = createIntl({ locale: 'th', messages: messages.th });

function text(error: ApiError, intl = en) {
  const d = describeApiError(error);
  return { title: intl.formatMessage({ id: d.titleId }), message: intl.formatMessage({ id: d.messageId }, d.values), d };
}

/** What the sandbox's fault switch answers (src/sandbox/control.ts). */
const fault = (status: number): ApiError => ({
  status,
  id: status,
  code: status,
  message: `Sandbox fault: HTTP ${status} on passwordLogin`,
  raw: { success: false, error: { id: status, code: status, message: `Sandbox fault: HTTP ${status} on passwordLogin` } },
});

describe('describeApiError (spec section 8, extended)', () => {
  it('400 → the internet-connection message with id and code, in the member’s language', () => {
    const error: ApiError = { status: 400, message: 'Bad Request' };
    expect(text(error).message).toBe('Unable to connect to the internet. Please check your connection and try again. (Error code: 400)');
    expect(text(error, th).message).toBe('ไม่สามารถเชื่อมต่ออินเทอร์เน็ตได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง (รหัสข้อผิดพลาด: 400)');
    expect(text(error).title).toBe('Something went wrong');
  });

  it('401 → the server’s message from its error object, with id and code', () => {
    expect(text({ status: 401, message: 'Your session has expired', raw: { error: {} } }).message).toBe('Your session has expired (Error code: 401)');
  });

  it('401 with an HTML page or no error object → the generic text, never the page', () => {
    const html = { status: 401, message: '<html><body>Unauthorized</body></html>', raw: '<html><body>Unauthorized</body></html>' };
    expect(describeApiError(html).messageId).toBe(GENERIC_ERROR_IDS.generic);
    expect(describeApiError({ status: 401, message: 'Unauthorized', raw: 'Unauthorized' }).messageId).toBe(GENERIC_ERROR_IDS.generic);
    expect(describeApiError({ status: 401, message: '' }).messageId).toBe(GENERIC_ERROR_IDS.generic);
  });

  it('412 → Token invalid (translated)', () => {
    expect(describeApiError({ status: 412, message: 'Precondition failed' }).messageId).toBe(GENERIC_ERROR_IDS.tokenInvalid);
    expect(text({ status: 412, message: 'x' }).message).toBe('Token invalid (Error code: 412)');
    expect(text({ status: 412, message: 'x' }, th).message).toBe('โทเคนไม่ถูกต้อง (รหัสข้อผิดพลาด: 412)');
  });

  it('a backend code inside an HTTP 200 answer is judged by that code', () => {
    expect(describeApiError({ status: 200, code: 412, message: 'token' }).messageId).toBe(GENERIC_ERROR_IDS.tokenInvalid);
    expect(describeApiError({ status: 200, code: '401', message: 'Expired', raw: {} }).messageId).toBe(GENERIC_ERROR_IDS.serverMessage);
  });

  it('no code (no answer at all, or cancelled) → please check your connection', () => {
    expect(text({ status: 0, message: 'Failed to fetch' }).message).toBe('Please check your connection and try again.');
    expect(text({ status: 0, message: 'aborted', code: 'aborted' }).message).toBe('Please check your connection and try again.');
    expect(text({ status: 0, message: 'x' }, th).message).toBe('กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง');
  });

  it('a request the chart gave up on → the server is taking too long', () => {
    expect(text(requestTimeoutError()).message).toBe('The server is taking too long to answer. Please try again.');
    expect(text(requestTimeoutError(), th).message).toBe('เซิร์ฟเวอร์ใช้เวลาตอบนานเกินไป กรุณาลองอีกครั้ง');
  });

  it('anything else → the generic text with id and code, never the server’s text', () => {
    for (const status of [403, 404, 409, 422, 429, 500, 503]) {
      const shown = text(fault(status)).message;
      expect(shown).toBe(`The request could not be completed. Please try again. (Error ID: ${status}) (Error code: ${status})`);
      expect(text(fault(status), th).message).not.toMatch(/Sandbox|[A-Za-z]{4,}/);
    }
    expect(text({ status: 500, id: 7, code: 'E500', message: 'ระบบขัดข้อง' }, th).message).toBe(
      'ไม่สามารถดำเนินการได้ กรุณาลองอีกครั้ง (รหัสอ้างอิง: 7) (รหัสข้อผิดพลาด: E500)',
    );
  });

  it('an HTML 502 gateway page never shows', () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
    const shown = text({ status: 502, message: 'Bad Gateway', raw: page }).message;
    expect(shown).toBe('The request could not be completed. Please try again. (Error code: 502)');
  });

  it('success:false at HTTP 200 with an unknown id → the generic text with the id', () => {
    expect(text({ status: 200, id: 1000, code: 'sandbox_fault', message: 'Sandbox fault: success false' }).message).toBe(
      'The request could not be completed. Please try again. (Error ID: 1000) (Error code: sandbox_fault)',
    );
  });

  it('known business errors get their own text, id and code kept', () => {
    expect(text({ status: 400, id: 2004, code: 'max_per_person', message: 'You have reached…' }).message).toBe(
      'You have reached the limit for this reward. (Error ID: 2004) (Error code: max_per_person)',
    );
    expect(text({ status: 400, id: 1400, code: 'address_required', message: 'x' }, th).message).toBe(
      'รางวัลนี้จัดส่งถึงบ้าน ต้องระบุที่อยู่จัดส่งก่อนแลก (รหัสอ้างอิง: 1400) (รหัสข้อผิดพลาด: address_required)',
    );
    expect(describeApiError({ status: 200, id: 2001, message: 'x' }).messageId).toBe('errors.business.notEnoughPoints');
    expect(describeApiError({ status: 409, id: 2094, code: 'mobile_dup', message: 'x' }).messageId).toBe('errors.business.mobileDuplicate');
    expect(describeApiError({ status: 429, id: 2093, code: 'mobile_wait', message: 'x' }).messageId).toBe('errors.business.otpCooldown');
  });

  it('a code outranks an id shared by several errors (1400)', () => {
    expect(businessErrorOf({ status: 400, id: 1400, code: 'address_required', message: '' })?.messageId).toBe('errors.business.addressRequired');
    expect(businessErrorOf({ status: 400, id: 1400, code: 'invalid_request', message: '' })).toBeUndefined();
    expect(isBusinessError({ status: 400, id: 2002, message: '' }, 'soldOut')).toBe(true);
  });

  it('errorCodeOf prefers the HTTP status of a real failure', () => {
    expect(errorCodeOf({ status: 404, code: 'not_found', message: '' })).toBe(404);
    expect(errorCodeOf({ status: 200, code: 'mobile_dup', message: '' })).toBe('mobile_dup');
    expect(errorCodeOf({ status: 0, message: '' })).toBeUndefined();
  });

  it('every id it can return exists in both catalogues', () => {
    const ids = [...Object.values(GENERIC_ERROR_IDS), ...BUSINESS_ERRORS.map((e) => e.messageId)];
    for (const id of ids) {
      expect(messages.en[id], id).toBeTruthy();
      expect(messages.th[id], id).toBeTruthy();
    }
  });
});
