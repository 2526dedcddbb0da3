import { describe, expect, it } from 'vitest';
import { legalConsentBody, saveMarketingChoices } from '@/flows/shared/consentApi';
import { overlayLabels } from '@/i18n/mapText';
import { cookiesFromRecord, allowsAnalytics, parseStoredCookieConsent, serializeCookieConsent, allCookies } from '@/domain/consent/cookies';

const versions = { terms: '2', privacy: '1', marketing: '3', cookie: '1', age: '20' };

function fakeServices(fail: Partial<Record<string, number>> = {}) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const post = async (path: string, init: { body: unknown }) => {
    calls.push({ path, body: init.body });
    const status = fail[path] ?? 200;
    const body = status === 200 ? { success: true } : { success: false, error: { id: 9001, message: 'down' } };
    return { data: status === 200 ? body : undefined, error: status === 200 ? undefined : body, response: new Response(null, { status }) };
  };
  return { calls, services: { settings: { appId: 'app' }, clients: { modules: { POST: post } } } as never };
}

describe('consent calls of spec section 7', () => {
  it('marketing save: the legal POST /consent with the marketing object (version per accepted channel) and tranId, then the channel setting', async () => {
    const { calls, services } = fakeServices();
    await saveMarketingChoices(services, {
      choices: { all: false, sms: false, line: true, email: true },
      versions,
      record: { TermAndCondition: 2, DataPrivacy: 1, ConsentAge: 20 },
      tranId: 't-1',
    });
    expect(calls).toEqual([
      {
        path: '/consent',
        body: { termandcondition: 2, dataprivacy: 1, age: 20, marketingOption: { marketingOption: 3, email: 3, sms: 0, notification: 0, line: 3 }, tranId: 't-1' },
      },
      { path: '/consent/marketingmessage_setting', body: { mktoption_email: 1, mktoption_sms: 0, mktoption_notification: 0, mktoption_line: 1, mktoption_ussd: 0 } },
    ]);
  });

  it('the save continues after an error: the second call still runs and the failure is then reported', async () => {
    const { calls, services } = fakeServices({ '/consent': 500 });
    await expect(
      saveMarketingChoices(services, { choices: { all: false, sms: false, line: false, email: false }, versions, record: {}, tranId: 't-2' }),
    ).rejects.toMatchObject({ status: 500 });
    expect(calls.map((c) => c.path)).toEqual(['/consent', '/consent/marketingmessage_setting']);
  });

  it('re-consent body: the current versions of the accepted policies, marketing as the record holds it', () => {
    expect(
      legalConsentBody({
        versions,
        record: { TermAndCondition: 1, DataPrivacy: 1, ConsentAge: 20, MarketingOption: 1, SMSMarketing: 1, EmailMarketing: 0, LineMarketing: 1, NotificationMarketing: 0 },
        accept: { terms: true, privacy: true, age: true },
        marketing: null,
      }),
    ).toEqual({ termandcondition: 2, dataprivacy: 1, age: 20, marketingOption: { marketingOption: 1, email: 0, sms: 3, notification: 0, line: 3 } });
  });
});

describe('cookie choice storage and the record', () => {
  it('round-trips the remembered choice; anything malformed counts as no choice', () => {
    const value = { version: '1', choices: allCookies(1), at: 5 };
    expect(parseStoredCookieConsent(serializeCookieConsent(value))).toEqual(value);
    expect(parseStoredCookieConsent('{nope')).toBeNull();
    expect(parseStoredCookieConsent(JSON.stringify({ version: '1', choices: { necessaryCookies: 0 } }))?.choices.necessaryCookies).toBe(1);
  });

  it('reads the record’s cookie fields; a record without any is no choice', () => {
    expect(cookiesFromRecord({ TermAndCondition: 2 })).toBeNull();
    const choices = cookiesFromRecord({ NecessaryCookies: 1, AnalyticsBuzzebeesCookies: 0, FunctionalCookies: 1 });
    expect(choices).toMatchObject({ necessaryCookies: 1, analyticsBuzzebeesCookies: 0, functionalCookies: 1, marketingCookies: 0 });
    expect(allowsAnalytics(choices)).toBe(false);
    expect(allowsAnalytics(allCookies(1))).toBe(true);
  });
});

describe('map-text overlay', () => {
  it('replaces only known labels, as literal text', () => {
    const out = overlayLabels({ 'reward.title': 'Rewards', 'common.ok': 'OK' }, { 'reward.title': 'Saengchan {rewards}', unknown: 'x' }) as Record<string, unknown>;
    expect(out['common.ok']).toBe('OK');
    expect(out['reward.title']).toEqual([{ type: 0, value: 'Saengchan {rewards}' }]);
    expect('unknown' in out).toBe(false);
  });
});
