/**
 * The campaign adapter: the platform's PascalCase campaign and lower-case category (platform-api.md §4)
 * become the app's model, and the platform's condition alert ids decide the redeem button's facts.
 */
import { describe, expect, it } from 'vitest';
import {
  CONDITION_ALERT,
  campaignDetailFromWire,
  campaignSummaryFromWire,
  categoryFromWire,
  type WireCampaign,
} from '@/api/adapters/campaign';
import { deriveRedeemButton } from '@/domain/campaign/redeemButton';

const wire: WireCampaign = {
  ID: 1001,
  Name: 'Americano',
  FullImageUrl: 'https://cdn.test/a.jpg?v=1',
  PointPerUnit: 120,
  PricePerUnit: null,
  Type: 1,
  CategoryID: 101,
  StartDate: 1_700_000_000,
  ExpireDate: 1_900_000_000,
  CampaignExpiredTimestamp: 1_890_000_000,
  CurrentDate: 1_800_000_000,
  Qty: 5,
  Quantity: 50,
  RedeemMostPerPerson: 2,
  RedeemCount: 1,
  NextRedeemDate: null,
  IsConditionPass: true,
  ConditionAlert: null,
  ConditionAlertId: null,
  Delivered: true,
  PrivilegeMessage: '<p>Show at the till</p>',
  PrivilegeMessageFormat: 'html',
  MinutesValidAfterUsed: 15,
  ShowTimer: false,
  Detail: '<p>A hot coffee</p>',
  Condition: ' ',
  IsFavourite: true,
};

describe('campaign adapter', () => {
  it('maps the platform keys of a card: ID, Name, FullImageUrl, PointPerUnit, Type, Qty, CampaignExpiredTimestamp, IsFavourite', () => {
    expect(campaignSummaryFromWire(wire)).toEqual({
      id: '1001',
      kind: 1,
      name: 'Americano',
      imageUrl: 'https://cdn.test/a.jpg?v=1',
      pointPerUnit: 120,
      soldOut: false,
      expiresAt: 1_890_000_000_000,
      isFavourite: true,
    });
  });

  it('maps the detail: seconds become milliseconds, blank HTML is left out, limits and counts keep their meaning', () => {
    const detail = campaignDetailFromWire(wire, 0);
    expect(detail).toMatchObject({
      delivered: true,
      available: true,
      supported: true,
      conditionValid: true,
      serverNow: 1_800_000_000_000,
      startsAt: 1_700_000_000_000,
      voucherExpiresAt: 1_900_000_000_000,
      maxPerPerson: 2,
      redeemedByMember: 1,
      minutesValidAfterUsed: 15,
      descriptionHtml: '<p>A hot coffee</p>',
      privilegeMessage: '<p>Show at the till</p>',
      buyPointLimitReached: false,
    });
    expect(detail).not.toHaveProperty('conditionHtml');
    expect(detail).not.toHaveProperty('price');
    expect(campaignDetailFromWire({ ...wire, CurrentDate: undefined }, 42).serverNow).toBe(42);
  });

  it('is sold out when Qty is 0 or the condition alert says so', () => {
    expect(campaignSummaryFromWire({ ...wire, Qty: 0 }).soldOut).toBe(true);
    expect(campaignSummaryFromWire({ ...wire, Qty: null, IsConditionPass: false, ConditionAlertId: CONDITION_ALERT.soldOut }).soldOut).toBe(true);
    expect(campaignSummaryFromWire({ ...wire, Qty: null }).soldOut).toBe(false);
  });

  it.each([
    ['a member condition (1403)', 1403, { conditionValid: false, available: true, supported: true }, 'conditionIsInvalid'],
    ['an unlisted id', 9999, { conditionValid: false, available: true, supported: true }, 'conditionIsInvalid'],
    ['not for this app version (1416)', CONDITION_ALERT.appVersion, { conditionValid: true, supported: false }, 'notSupport'],
    ['expired (1409)', CONDITION_ALERT.expired, { conditionValid: true, available: false }, 'campaignNotAvailable'],
    ['not started (1410)', CONDITION_ALERT.notStarted, { conditionValid: true, available: false }, 'campaignNotAvailable'],
    ['max per person (2): the button reads the counts', CONDITION_ALERT.maxPerPerson, { conditionValid: true, available: true }, 'default'],
  ])('a failed condition, %s, becomes the matching facts and button', (_name, id, facts, state) => {
    const detail = campaignDetailFromWire({ ...wire, IsConditionPass: false, ConditionAlertId: id, ConditionAlert: 'No' }, 0);
    expect(detail).toMatchObject(facts);
    expect(deriveRedeemButton(detail, { signedIn: true, points: 1000 }, detail.serverNow).state).toBe(state);
  });

  it('a passed condition ignores a stale alert id', () => {
    expect(campaignDetailFromWire({ ...wire, IsConditionPass: true, ConditionAlertId: 1403 }, 0).conditionValid).toBe(true);
  });

  it('reads the Buy facts: PricePerUnit, the daily point limit and the options', () => {
    const buy = campaignDetailFromWire(
      {
        ...wire,
        Type: 3,
        PricePerUnit: 590,
        BuyPointLimitPerDay: 200,
        UserBuyPointsToday: 100,
        Options: { colors: [{ code: 'c', name: 'Celadon', swatch: '#9c9' }], sizes: [{ code: 's', name: 'Small', inStock: false }] },
      },
      0,
    );
    expect(buy.price).toBe(590);
    expect(buy.buyPointLimitReached).toBe(true);
    expect(buy.productOptions).toEqual({
      colors: [{ code: 'c', name: 'Celadon', swatch: '#9c9', inStock: true }],
      sizes: [{ code: 's', name: 'Small', inStock: false }],
      maxQuantity: expect.any(Number),
    });
  });

  it('maps a menu category: id, name, image_url', () => {
    expect(categoryFromWire({ id: 101, name: 'Drinks', image_url: 'https://cdn.test/c.png', count: 4 })).toEqual({ id: '101', name: 'Drinks', imageUrl: 'https://cdn.test/c.png' });
    expect(categoryFromWire({ id: 102, name: 'Food', image_url: '' })).toEqual({ id: '102', name: 'Food' });
  });
});
