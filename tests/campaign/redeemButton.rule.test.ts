import { describe, expect, it } from 'vitest';
import { deriveRedeemButton, isRedeemable, needsSignIn, type RedeemButtonState } from '@/domain/campaign/redeemButton';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { campaign, DAY, guest, member, NOW } from './fixtures';

describe('redeem button state (spec "Redeem button states")', () => {
  const cases: Array<[RedeemButtonState, Parameters<typeof campaign>[0], typeof member]> = [
    ['default', {}, member],
    ['none', { kind: CampaignKind.News }, member],
    ['notSupport', { kind: CampaignKind.Bid }, member],
    ['notSupport', { supported: false }, member],
    ['campaignNotAvailable', { startsAt: NOW + DAY }, member],
    ['campaignNotAvailable', { available: false }, member],
    ['campaignNotAvailableBuy', { kind: CampaignKind.Buy, available: false }, member],
    ['campaignExpired', { expiresAt: NOW - 1 }, member],
    ['campaignExpiredBuy', { kind: CampaignKind.Buy, expiresAt: NOW }, member],
    ['soldOut', { soldOut: true }, member],
    ['soldOutBuy', { kind: CampaignKind.Buy, soldOut: true }, member],
    ['conditionIsInvalid', { conditionValid: false }, member],
    ['maxPerPerson', { maxPerPerson: 2, redeemedByMember: 2 }, member],
    ['redeemCoolDown', { nextRedeemAt: NOW + DAY }, member],
    ['exceedBuyPointLimitPerday', { kind: CampaignKind.Buy, buyPointLimitReached: true }, member],
    ['notEnoughPoint', { pointPerUnit: 501 }, member],
  ];
  it.each(cases)('%s', (state, overrides, who) => {
    expect(deriveRedeemButton(campaign(overrides), who, NOW).state).toBe(state);
  });

  it('redeemCoolDown carries the next date', () => {
    expect(deriveRedeemButton(campaign({ nextRedeemAt: NOW + DAY }), member, NOW)).toEqual({ state: 'redeemCoolDown', nextRedeemAt: NOW + DAY });
  });

  it('a finished cool-down, an unused limit and exactly enough points redeem', () => {
    const c = campaign({ nextRedeemAt: NOW - 1, maxPerPerson: 3, redeemedByMember: 2, pointPerUnit: 500 });
    expect(isRedeemable(deriveRedeemButton(c, member, NOW))).toBe(true);
  });

  it('sold out and expired win over the availability flag (the backend clears it for both)', () => {
    expect(deriveRedeemButton(campaign({ soldOut: true, available: false }), guest, NOW).state).toBe('soldOut');
    expect(deriveRedeemButton(campaign({ expiresAt: NOW - 1, available: false }), member, NOW).state).toBe('campaignExpired');
    expect(deriveRedeemButton(campaign({ startsAt: NOW + DAY, soldOut: true }), member, NOW).state).toBe('campaignNotAvailable');
  });

  it('a buy point limit matters only for Buy campaigns', () => {
    expect(deriveRedeemButton(campaign({ buyPointLimitReached: true }), member, NOW).state).toBe('default');
  });

  it('campaign facts come before member facts: sold out wins over not enough points', () => {
    expect(deriveRedeemButton(campaign({ soldOut: true, pointPerUnit: 10_000 }), member, NOW).state).toBe('soldOut');
  });

  it('a signed-out visitor sees campaign facts, and is asked to sign in otherwise', () => {
    expect(deriveRedeemButton(campaign({ soldOut: true }), guest, NOW).state).toBe('soldOut');
    expect(needsSignIn(deriveRedeemButton(campaign({ soldOut: true }), guest, NOW), guest)).toBe(false);
    const open = deriveRedeemButton(campaign({ pointPerUnit: 10_000 }), guest, NOW);
    expect(open.state).toBe('default');
    expect(needsSignIn(open, guest)).toBe(true);
    expect(needsSignIn(open, member)).toBe(false);
  });

  it('a guest (device sign-in) with 0 points is asked to sign in, never told "not enough points"', () => {
    const deviceGuest = { signedIn: true, guest: true, points: 0 };
    const reward = campaign({ pointPerUnit: 120 });
    const button = deriveRedeemButton(reward, deviceGuest, NOW);
    expect(button.state).toBe('default');
    expect(needsSignIn(button, deviceGuest)).toBe(true);
    // Without the guest flag the same facts are a member short of points.
    expect(deriveRedeemButton(reward, { signedIn: true, points: 0 }, NOW).state).toBe('notEnoughPoint');
    // Campaign facts still come first for a guest.
    const soldOut = deriveRedeemButton(campaign({ soldOut: true }), deviceGuest, NOW);
    expect(soldOut.state).toBe('soldOut');
    expect(needsSignIn(soldOut, deviceGuest)).toBe(false);
  });

  it('unknown points do not block the button', () => {
    expect(deriveRedeemButton(campaign(), { signedIn: true }, NOW).state).toBe('default');
  });
});
