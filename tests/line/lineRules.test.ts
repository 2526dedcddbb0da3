import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, featureAvailability, isIosUpdateRequired } from '@/domain/line/clientLimits';
import { describeLineFeatureError, lineFeatureError, toLineFeatureError } from '@/domain/line/featureErrors';
import { codeFromScan, outcomeOf, pointsEarned, readCodes } from '@/domain/line/pointCodes';
import { campaignShareMessage, validateShareMessages } from '@/domain/line/shareMessages';
import { decidePermission, isRetryableOutcome, isValidAppLink, isValidSubWindowId, parseScope } from '@/domain/line/subWindow';

const message = fc.record({ type: fc.string({ minLength: 1 }).filter((s) => s.trim() !== '') }, { requiredKeys: ['type'] });

describe('share message validation (spec section 5)', () => {
  it('accepts exactly 1 to 5 objects that each have a type', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 5 }), (messages) => {
        expect(validateShareMessages(messages)).toEqual({ ok: true, messages });
      }),
    );
  });
  it('refuses 0 or more than 5 messages with the range message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant([]), fc.array(message, { minLength: 6, maxLength: 20 })), (messages) => {
        expect(validateShareMessages(messages)).toEqual({ ok: false, problem: 'messageCountRange' });
      }),
    );
  });
  it('refuses a list with any entry that is not an object with a string type', () => {
    const bad = fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.record({ text: fc.string() }), fc.record({ type: fc.integer() }), fc.constant({ type: '  ' }));
    fc.assert(
      fc.property(fc.array(message, { maxLength: 4 }), bad, fc.nat(), (good, wrong, at) => {
        const list = [...good];
        list.splice(at % (good.length + 1), 0, wrong as never);
        expect(validateShareMessages(list)).toEqual({ ok: false, problem: 'noProperArgument' });
      }),
    );
  });
  it('refuses anything that is not a list', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object()), (value) => {
      expect(validateShareMessages(value).ok).toBe(false);
    }));
  });
  it('the campaign card is a valid message with an https image only, alt text and a link back', () => {
    const card = campaignShareMessage({ name: 'Iced latte', pointsText: '120 points', actionLabel: 'View reward', altText: 'Iced latte for 120 points', url: 'https://app.example/campaign/1001', imageUrl: 'http://insecure/img.png' });
    expect(validateShareMessages([card]).ok).toBe(true);
    expect(JSON.stringify(card)).not.toContain('http://insecure');
    expect(JSON.stringify(card)).toContain('https://app.example/campaign/1001');
    const withImage = campaignShareMessage({ name: 'x', pointsText: 'y', actionLabel: 'z', altText: 'a', url: 'https://a/b', imageUrl: 'https://blob/img.png' });
    expect((withImage.contents as { hero?: { url: string } }).hero?.url).toBe('https://blob/img.png');
  });
});

describe('client limits (spec section 6)', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('9.19', '9.5.0')).toBe(1);
    expect(compareVersions('10.11.0', '10.11')).toBe(0);
    expect(compareVersions('11.5.9', '11.6.0')).toBe(-1);
  });
  it('in-app-only features are unavailable in a browser; others need the minimum LINE version inside LINE', () => {
    const browser = { inClient: false, lineVersion: null, os: 'web' };
    expect(featureAvailability('sendMessages', browser)).toEqual({ available: false, reason: 'inClientOnly' });
    expect(featureAvailability('shareTargetPicker', browser)).toEqual({ available: true });
    expect(featureAvailability('scanCodeV2', { inClient: true, lineVersion: '11.5.0', os: 'ios' })).toEqual({ available: false, reason: 'updateRequired', minVersion: '11.6.0' });
    expect(featureAvailability('scanCodeV2', { inClient: true, lineVersion: '11.6.0', os: 'ios' })).toEqual({ available: true });
  });
  it('the update alert is only for 403 on iOS LINE 12.0.0', () => {
    expect(isIosUpdateRequired(403, { inClient: true, lineVersion: '12.0.0', os: 'ios' })).toBe(true);
    expect(isIosUpdateRequired(403, { inClient: true, lineVersion: '12.0.0', os: 'android' })).toBe(false);
    expect(isIosUpdateRequired(403, { inClient: true, lineVersion: '12.0.1', os: 'ios' })).toBe(false);
    expect(isIosUpdateRequired(500, { inClient: true, lineVersion: '12.0.0', os: 'ios' })).toBe(false);
  });
});

describe('sub-window rules (spec section 5)', () => {
  it('identifiers are alphanumeric only', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]+$/), (id) => {
      expect(isValidSubWindowId(id)).toBe(true);
    }));
    for (const bad of ['', 'a-b', 'a b', 'ab/', 'é1']) expect(isValidSubWindowId(bad)).toBe(false);
  });
  it('the URL must be a LIFF app link', () => {
    expect(isValidAppLink('https://liff.line.me/1650000000-devliffid/path?x=1')).toBe(true);
    expect(isValidAppLink('http://liff.line.me/1650000000-devliffid')).toBe(false);
    expect(isValidAppLink('https://evil.example/1650000000-devliffid')).toBe(false);
    expect(isValidAppLink('https://user:pw@liff.line.me/1650000000-devliffid')).toBe(false);
    expect(isValidAppLink('javascript:alert(1)')).toBe(false);
    expect(isValidAppLink('http://localhost:4173/sandbox/line-access/liff/1650000000-devliffid?msit=a', ['http://localhost:4173'])).toBe(true);
    expect(isValidAppLink('http://localhost:4173/sandbox/line-access/liff/1650000000-devliffid?msit=a')).toBe(false);
  });
  it('retries network failures, 5xx and error statuses; not 4xx', () => {
    expect(isRetryableOutcome({ kind: 'network' })).toBe(true);
    expect(isRetryableOutcome({ kind: 'http', status: 502 })).toBe(true);
    expect(isRetryableOutcome({ kind: 'errorStatus' })).toBe(true);
    expect(isRetryableOutcome({ kind: 'http', status: 404 })).toBe(false);
  });
  it('permission decisions', () => {
    const scope = parseScope('openid profile chat_message.write');
    expect(decidePermission('profile', parseScope('openid'), false, false)).toEqual({ kind: 'notInScope' });
    expect(decidePermission('chat_message.write', scope, true, false)).toEqual({ kind: 'granted' });
    expect(decidePermission('chat_message.write', scope, false, false)).toEqual({ kind: 'notInBrowser' });
    expect(decidePermission('chat_message.write', scope, false, true)).toEqual({ kind: 'askConsent' });
    expect(decidePermission('profile', scope, false, false)).toEqual({ kind: 'askConsent' });
  });
});

describe('points codes', () => {
  it('reads typed codes: split, upper-cased, de-duplicated, non-codes listed', () => {
    expect(readCodes(' pts-2024-ab12cd, PTS-2024-AB12CD\nPTS-2024-EF34GH  !! ab ')).toEqual({ codes: ['PTS-2024-AB12CD', 'PTS-2024-EF34GH'], invalid: ['!!', 'AB'] });
    expect(readCodes('   ')).toEqual({ codes: [], invalid: [] });
  });
  it('takes the code out of a scanned URL', () => {
    expect(codeFromScan('https://brand.example/earn?code=PTS-2024-AB12CD')).toBe('PTS-2024-AB12CD');
    expect(codeFromScan('PTS-2024-AB12CD')).toBe('PTS-2024-AB12CD');
  });
  it('maps per-code answers and totals the points', () => {
    const outcomes = [outcomeOf('A', { status: 'success', points_earn: 50 }), outcomeOf('B', { status: 'used' }), outcomeOf('C', { status: 'invalid' }), outcomeOf('D', undefined)];
    expect(outcomes.map((o) => o.kind)).toEqual(['earned', 'alreadyUsed', 'invalid', 'failed']);
    expect(pointsEarned(outcomes)).toBe(50);
  });
});

describe('LINE feature errors', () => {
  it('keep a reason, map HTTP status 0 to network, and describe with catalogue ids', () => {
    expect(toLineFeatureError({ status: 0 }, 'shareFailed').reason).toBe('network');
    expect(toLineFeatureError({ status: 503 }, 'shareFailed')).toEqual({ code: 'SHARE_FAILED', reason: 'shareFailed', status: 503 });
    expect(toLineFeatureError({ reason: 'popupBlocked' }, 'server').code).toBe('POPUP_WINDOW_NOT_OPENED');
    expect(describeLineFeatureError(lineFeatureError('timeout', { sdkMessage: 'timeout' }))).toMatchObject({
      titleId: 'line.sdkError.UNKNOWN',
      messageId: 'lineFeature.error.timeout',
      sdkMessageId: 'line.sdkMessage.timeout',
    });
  });
});
