import { describe, expect, it } from 'vitest';
import { describeConfirmation, selectConfirmationVariant, splitMinutes } from '@/domain/campaign/confirmation';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { campaign, NOW, DAY } from './fixtures';

describe('redeem confirmation variant (spec "Redeem confirmation")', () => {
  it.each([
    ['delivery', { delivered: true, kind: CampaignKind.Buy }],
    ['delivery', { delivered: true, kind: CampaignKind.Draw }],
    ['buy', { kind: CampaignKind.Buy }],
    ['draw', { kind: CampaignKind.Draw }],
    ['interface', { kind: CampaignKind.Interface }],
    ['default', { kind: CampaignKind.Free }],
    ['default', { kind: CampaignKind.Deal }],
    ['default', { kind: CampaignKind.Voucher }],
  ] as const)('%s for %o', (variant, overrides) => {
    expect(selectConfirmationVariant(campaign(overrides))).toBe(variant);
  });

  it('draw shows the campaign expiry', () => {
    expect(describeConfirmation(campaign({ kind: CampaignKind.Draw })).expiresAt).toBe(NOW + 30 * DAY);
  });

  it('default shows points per unit and the validity after use in days, hours and minutes', () => {
    const c = describeConfirmation(campaign({ pointPerUnit: 250, minutesValidAfterUsed: 1_515 }));
    expect(c).toMatchObject({ variant: 'default', pointPerUnit: 250, withTimer: true, withDelivery: false });
    expect(c.validAfterUse).toEqual({ days: 1, hours: 1, minutes: 15 });
  });

  it('no validity after use, no timer', () => {
    const c = describeConfirmation(campaign());
    expect(c.validAfterUse).toBeUndefined();
    expect(c.withTimer).toBe(false);
  });

  it('other variants with minutes valid after use carry the use window; a countdown alone is the timer variant', () => {
    expect(describeConfirmation(campaign({ kind: CampaignKind.Buy, minutesValidAfterUsed: 30 }))).toMatchObject({ variant: 'buy', withTimer: true, useWithinMinutes: 30 });
    expect(describeConfirmation(campaign({ kind: CampaignKind.Buy, minutesValidAfterUsed: 30 })).validAfterUse).toBeUndefined();
    const timer = describeConfirmation(campaign({ kind: CampaignKind.Deal, showTimer: true }));
    expect(timer).toMatchObject({ variant: 'default', withTimer: true });
    expect(timer.validAfterUse).toBeUndefined();
    expect(timer.useWithinMinutes).toBeUndefined();
  });

  it('splits minutes', () => {
    expect(splitMinutes(15)).toEqual({ days: 0, hours: 0, minutes: 15 });
    expect(splitMinutes(60 * 24 * 2)).toEqual({ days: 2, hours: 0, minutes: 0 });
  });
});
