/**
 * Campaign kinds of spec section 3 ("Campaign kind values"). The backend sends the number in the
 * campaign's `type` field; the app branches on the name. Kinds the web app cannot redeem show the
 * notSupport button; informational kinds show no button at all (none).
 */
export const CampaignKind = {
  Draw: 0,
  Free: 1,
  Deal: 2,
  Buy: 3,
  Bid: 4,
  Ads: 5,
  Install: 6,
  Booking: 7,
  Interface: 8,
  Event: 9,
  Media: 10,
  EWalletTopup: 11,
  EWalletRedeem: 12,
  EWalletTranfer: 13,
  EWalletBanking: 14,
  AutoFeed: 15,
  News: 16,
  Reservation: 17,
  EWalletBuy: 18,
  PointRedemtion: 19,
  Donate: 20,
  PointFree: 21,
  Voucher: 22,
} as const;

/** A campaign kind number (0–22). */
export type CampaignKind = (typeof CampaignKind)[keyof typeof CampaignKind];

/** Kinds that only inform (an article, an advert, a media item): the campaign page shows no redeem button. */
const informationalKinds: ReadonlySet<number> = new Set([CampaignKind.Ads, CampaignKind.Media, CampaignKind.News, CampaignKind.AutoFeed]);

/** Kinds this web app redeems with POST /campaign/{id}/redeem; others need a flow the product does not have. */
const redeemableKinds: ReadonlySet<number> = new Set([
  CampaignKind.Draw,
  CampaignKind.Free,
  CampaignKind.Deal,
  CampaignKind.Buy,
  CampaignKind.Interface,
  CampaignKind.Donate,
  CampaignKind.PointFree,
  CampaignKind.Voucher,
]);

/** True for kinds with no redeem action at all (spec button state `none`). */
export function isInformationalKind(kind: number): boolean {
  return informationalKinds.has(kind);
}

/** True for kinds the app can redeem; false means the button state `notSupport`. */
export function isRedeemableKind(kind: number): boolean {
  return redeemableKinds.has(kind);
}

/** True for the Buy kind, whose sold-out, expired and not-available states have their own labels. */
export function isBuyKind(kind: number): boolean {
  return kind === CampaignKind.Buy || kind === CampaignKind.EWalletBuy;
}
