/**
 * The redeem failure dialog's text (describeRedeemError in the redeem connect, over src/domain/errors): section 8's translated
 * message by status and error id, in Thai and English, with the id and code; never the server's or the
 * gateway's own text (the one exception of section 8: a 401 whose JSON error object carries a short message).
 */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/domain/apiError';
import { messages } from '@/i18n/messages';
import { describeRedeemError } from '@machines/redeem/redeem.connect';

const RAW = 'Sandbox fault: HTTP 500 on redeemCampaign';
const GATEWAY = '<html><head><title>502 Bad Gateway</title></head><body>Bad Gateway</body></html>';

function shown(error: ApiError, locale: 'th' | 'en'): { title: string; text: string } {
  const intl = createIntl({ locale, messages: messages[locale], defaultLocale: 'th' });
  const d = describeRedeemError(error);
  return { title: intl.formatMessage({ id: d.titleId }), text: intl.formatMessage({ id: d.messageId }, d.values) };
}

const failure = (status: number, extra: Partial<ApiError> = {}): ApiError =>
  ({ status, message: RAW, raw: { success: false, message: RAW }, ...extra }) as ApiError;

describe('the redeem failure dialog never shows server text', () => {
  const cases: Array<[string, ApiError]> = [
    ['400', failure(400)],
    ['403', failure(403)],
    ['404', failure(404)],
    ['409', failure(409, { id: 1500 })],
    ['412', failure(412, { code: 412 })],
    ['422', failure(422)],
    ['429', failure(429)],
    ['500', failure(500, { id: 1500 })],
    ['502 HTML page', failure(502, { message: GATEWAY, raw: GATEWAY })],
    ['503', failure(503)],
    ['success:false at 200', failure(200, { code: 'unexpected', id: 9999 })],
    ['no answer', failure(0)],
    ['given up (timeout)', failure(0, { code: 'timeout' })],
  ];
  for (const [name, error] of cases) {
    for (const locale of ['th', 'en'] as const) {
      it(`${name} in ${locale}`, () => {
        const { title, text } = shown(error, locale);
        expect(text).not.toContain('Sandbox fault');
        expect(text).not.toMatch(/Bad Gateway|<html/i);
        expect(title).toBe(locale === 'th' ? messages.th['campaign.redeemFailed.title'] : 'Redeem failed');
        // Thai text is Thai: no English outside the appended references (a backend code may be a word).
        if (locale === 'th') expect(text).toMatch(/[\u0E00-\u0E7F]/);
        if (locale === 'th') expect(text.replace(/\([^)]*\)/g, '')).not.toMatch(/[A-Za-z]{2,}/);
        // Real failures carry their reference: the code (and the id when the server sent one).
        if (error.status > 0) expect(text).toContain(String(error.status === 200 ? 'unexpected' : error.status));
        if (error.id !== undefined) expect(text).toContain(String(error.id));
      });
    }
  }

  it('412 is section 8\'s translated "Token invalid", not the server message', () => {
    const error = failure(412, { code: 412, message: 'JWT signature rejected by gateway', raw: { message: 'JWT signature rejected by gateway' } });
    expect(shown(error, 'en').text).toBe('Token invalid (Error code: 412)');
    expect(shown(error, 'th').text).toBe('โทเคนไม่ถูกต้อง (รหัสข้อผิดพลาด: 412)');
  });

  it('a known business error gets its own text with the id (per-person limit, address required)', () => {
    expect(shown(failure(409, { id: 2004, code: 'max_per_person' }), 'en').text).toMatch(/^You have reached the limit for this reward\. \(Error ID: 2004\)/);
    expect(shown(failure(409, { code: 'address_required' }), 'th').text).not.toContain(RAW);
    expect(shown(failure(409, { code: 'address_required' }), 'en').text).toMatch(/^This reward is delivered to you/);
  });

  it('a 401 shows the server message only when it is a short sentence in a JSON error object (section 8)', () => {
    expect(shown(failure(401, { message: 'Please sign in again', raw: { message: 'Please sign in again' } }), 'en').text).toMatch(/^Please sign in again/);
    expect(shown(failure(401, { message: GATEWAY, raw: GATEWAY }), 'en').text).not.toContain('Bad Gateway');
  });
});
