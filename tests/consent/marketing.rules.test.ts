import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choicesFromRecord, everyChannel, marketingOptionBody, marketingSettingBody, toggleAll, toggleChannel, type MarketingChannel, type MarketingChoices,
} from '@/domain/consent/marketing';

const choicesArb = fc.record({ all: fc.boolean(), sms: fc.boolean(), line: fc.boolean(), email: fc.boolean() });
const channelArb = fc.constantFrom<MarketingChannel>('sms', 'line', 'email');

describe('marketing boxes (spec section 4), every combination', () => {
  it('ticking All sets every channel to All’s new state', () => {
    fc.assert(
      fc.property(choicesArb, (choices: MarketingChoices) => {
        const next = toggleAll(choices);
        expect(next.all).toBe(!choices.all);
        expect([next.sms, next.line, next.email]).toEqual([next.all, next.all, next.all]);
      }),
    );
  });

  it('ticking a channel flips only it, and All is on exactly when SMS, LINE and e-mail are all on', () => {
    fc.assert(
      fc.property(choicesArb, channelArb, (choices: MarketingChoices, channel: MarketingChannel) => {
        const next = toggleChannel(choices, channel);
        expect(next[channel]).toBe(!choices[channel]);
        for (const other of (['sms', 'line', 'email'] as const).filter((c) => c !== channel)) expect(next[other]).toBe(choices[other]);
        expect(next.all).toBe(next.sms && next.line && next.email);
      }),
    );
  });

  it('the bodies of both calls follow the boxes; all off sends 0s and the enabled flag 0', () => {
    fc.assert(
      fc.property(choicesArb, fc.integer({ min: 1, max: 9 }), (choices: MarketingChoices, version: number) => {
        const setting = marketingSettingBody(choices);
        expect(setting).toEqual({
          mktoption_email: choices.email ? 1 : 0,
          mktoption_sms: choices.sms ? 1 : 0,
          mktoption_notification: 0,
          mktoption_line: choices.line ? 1 : 0,
          mktoption_ussd: 0,
        });
        const legal = marketingOptionBody(choices, String(version));
        expect(legal.email).toBe(choices.email ? version : 0);
        expect(legal.sms).toBe(choices.sms ? version : 0);
        expect(legal.line).toBe(choices.line ? version : 0);
        expect(legal.marketingOption).toBe(choices.sms || choices.line || choices.email ? version : 0);
      }),
    );
    expect(marketingOptionBody(everyChannel(false), '3')).toEqual({ marketingOption: 0, email: 0, sms: 0, notification: 0, line: 0 });
  });

  it('with nothing stored every channel starts on; a stored record is read back', () => {
    expect(choicesFromRecord(null)).toEqual(everyChannel(true));
    expect(choicesFromRecord({ TermAndCondition: 2 })).toEqual(everyChannel(true));
    expect(choicesFromRecord({ MarketingOption: 0, SMSMarketing: 0, LineMarketing: 0, EmailMarketing: 0 })).toEqual(everyChannel(false));
    expect(choicesFromRecord({ MarketingOption: 1, SMSMarketing: 0, LineMarketing: 1, EmailMarketing: 1 })).toEqual({ all: false, sms: false, line: true, email: true });
  });
});
