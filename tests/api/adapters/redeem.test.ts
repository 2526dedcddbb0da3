/**
 * The redeem adapter: the redeem parameters become the body of POST /campaign/{id}/redeem, the platform's purchases (PascalCase, platform-api.md §4 History item) become
 * history rows with the purchase state computed from their flags, and the redeem of a lost answer is
 * found among them.
 */
import { describe, expect, it } from 'vitest';
import { findAttemptPurchase, historyEntryFromWire, purchaseStateOf, redeemCampaignBody, redeemOutcomeFromPurchase, type WirePurchase } from '@/api/adapters/redeem';
import { shippingRedeemParams } from '@/domain/address/shipping';
import { home } from '../../campaign/shipping.fixtures';

const purchase: WirePurchase = {
  RedeemKey: 'rk-1',
  RedeemDate: 1_800_000_000,
  ID: 1001,
  CampaignName: 'Americano',
  Name: 'Americano',
  FullImageUrl: 'https://cdn.test/a.jpg',
  PointPerUnit: 120,
  Type: 1,
  Delivered: false,
  Serial: 'SC-1234',
  Barcode: 'QR_CODE',
  PrivilegeMessage: '<p>Show it</p>',
  PrivilegeMessageFormat: 'html',
  ExpireIn: 30,
  ShowTimer: true,
  IsNotAutoUse: false,
  IsUsed: false,
  IsExpired: false,
  CurrentDate: 1_800_000_100,
  VoucherExpireDate: 1_810_000_000,
};

describe('redeem adapter', () => {
  it.each([
    ['a code', {}, 'viewCode'],
    ['an expired code', { IsExpired: true }, 'codeExpired'],
    ['a delivered item not shipped yet', { Delivered: true }, 'inDelivery'],
    ['a shipped item', { Delivered: true, IsShipped: true, ParcelNo: 'TH1' }, 'shipped'],
    ['a draw not drawn yet', { Type: 0 }, 'drawPending'],
    ['a draw won', { Type: 0, HasWinner: true, IsWinner: true }, 'drawWinner'],
    ['a draw lost', { Type: 0, HasWinner: true, IsWinner: false }, 'drawNotWinner'],
  ] as const)('computes the purchase state of %s from the flags', (_name, flags, state) => {
    expect(purchaseStateOf({ ...purchase, ...flags })).toBe(state);
  });

  it('maps a row: keys, times in ms, the serial with its status and card', () => {
    const entry = historyEntryFromWire({ ...purchase, Type: 0, HasWinner: false, WinningDate: 1_805_000_000 }, 0);
    expect(entry).toMatchObject({
      redeemKey: 'rk-1',
      campaignId: '1001',
      name: 'Americano',
      imageUrl: 'https://cdn.test/a.jpg',
      pointPerUnit: 120,
      redeemedAt: 1_800_000_000_000,
      state: 'drawPending',
      used: false,
      announcedAt: 1_805_000_000_000,
      serial: {
        serial: 'SC-1234',
        barcodeType: 'QR_CODE',
        expireIn: 30,
        showTimer: true,
        isNotAutoUse: false,
        redeemKey: 'rk-1',
        redeemedAt: 1_800_000_000_000,
        voucherExpiresAt: 1_810_000_000_000,
        status: 'active',
        card: { name: 'Americano', pointPerUnit: 120, imageUrl: 'https://cdn.test/a.jpg' },
      },
    });
  });

  it('a used or expired code is shown as such and no longer counts down; the parcel number is kept', () => {
    expect(historyEntryFromWire({ ...purchase, IsUsed: true }, 0).serial).toMatchObject({ status: 'used', showTimer: false });
    expect(historyEntryFromWire({ ...purchase, IsExpired: true }, 0).serial).toMatchObject({ status: 'expired', showTimer: false });
    expect(historyEntryFromWire({ ...purchase, Delivered: true, IsShipped: true, ParcelNo: 'TH1' }, 0).parcelNumber).toBe('TH1');
  });

  it('a purchase without a serial has an empty code that does not open', () => {
    const entry = historyEntryFromWire({ ...purchase, Serial: '' }, 5);
    expect(entry.serial.serial).toBe('');
    expect(redeemOutcomeFromPurchase({ ...purchase, Serial: '' }, 5)).not.toHaveProperty('serial');
  });

  it('finds the attempt’s purchase by tranId, else by campaign ID and redeem time', () => {
    const since = 1_800_000_000_000;
    const items = [{ ...purchase, RedeemKey: 'old', RedeemDate: 1_700_000_000 }, purchase];
    expect(findAttemptPurchase(items, { campaignId: 1001, since, clockSkewMs: 0 })?.RedeemKey).toBe('rk-1');
    expect(findAttemptPurchase(items, { campaignId: 1002, since, clockSkewMs: 0 })).toBeUndefined();
    const tagged = [{ ...purchase, tranId: 't-1' }, { ...purchase, RedeemKey: 'rk-2', tranId: 't-2' }];
    expect(findAttemptPurchase(tagged, { campaignId: 1001, tranId: 't-2', since: 0, clockSkewMs: 0 })?.RedeemKey).toBe('rk-2');
  });
});

describe('redeem body (spec sections 3 and 7)', () => {
  it('drops empty strings, defaults shipping names, sends cache only when false', () => {
    expect(redeemCampaignBody({ firstname: 'Somchai', lastname: 'Jaidee', address: '', info1: 'x', cache: true })).toEqual({
      firstname: 'Somchai',
      lastname: 'Jaidee',
      shippingFirstName: 'Somchai',
      shippingLastName: 'Jaidee',
      info1: 'x',
    });
    expect(redeemCampaignBody({ cache: false })).toEqual({ cache: false });
  });
  it('adds sp_points only for a number above 1', () => {
    expect(redeemCampaignBody({}, 250)).toEqual({ sp_points: 250 });
    expect(redeemCampaignBody({}, 1)).toEqual({});
    expect(redeemCampaignBody({}, 0)).toEqual({});
    expect(redeemCampaignBody({}, '250')).toEqual({});
  });

  it('a saved address: the redeem sends its key, names (shipping names defaulted), number, line and zipcode; no empty strings', () => {
    const body = redeemCampaignBody({ ...shippingRedeemParams({ source: 'saved', form: home }), tranId: 't-1' }, 150);
    expect(body).toEqual({
      address_key: 'addr-1',
      address: '99/1 Sukhumvit 21 คลองเตยเหนือ วัฒนา กรุงเทพมหานคร',
      contact_number: '0812345678',
      firstname: 'Somchai',
      lastname: 'Jaidee',
      shippingFirstName: 'Somchai',
      shippingLastName: 'Jaidee',
      zipcode: '10110',
      tranId: 't-1',
      sp_points: 150,
    });
  });
});
