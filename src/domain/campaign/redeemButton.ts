/**
 * The redeem button's state (spec section 4, "Redeem button states"), derived from the campaign and
 * the member. Pure: the campaign page's selector calls it with the campaign as loaded, the member's
 * points from the session, and the server clock, so a test pins every state with plain data.
 *
 * Order matters: facts about the campaign for everyone (kind, not started, expired, sold out) come
 * before facts about this member (conditions, limits, cool-down, points), so a signed-out visitor
 * sees "Sold out" rather than a sign-in prompt for something that cannot be redeemed. A guest (device
 * sign-in) is not a member: their button is the signed-out visitor's, not "not enough points".
 */
import type { CampaignDetail, MemberFacts } from './campaign';
import { isBuyKind, isInformationalKind, isRedeemableKind } from './campaignKind';

/** Every state of the spec's list. */
export type RedeemButtonState =
  | 'default'
  | 'none'
  | 'soldOut'
  | 'soldOutBuy'
  | 'maxPerPerson'
  | 'redeemCoolDown'
  | 'exceedBuyPointLimitPerday'
  | 'conditionIsInvalid'
  | 'campaignExpired'
  | 'campaignExpiredBuy'
  | 'campaignNotAvailable'
  | 'campaignNotAvailableBuy'
  | 'notEnoughPoint'
  | 'notSupport';

/** The derived button: its state, and for redeemCoolDown the next date the member may redeem. */
export interface RedeemButton {
  state: RedeemButtonState;
  /** Epoch ms; only for redeemCoolDown. */
  nextRedeemAt?: number;
  /** Epoch ms; campaignNotAvailable(Buy) of a campaign that has not started yet. */
  startsAt?: number;
  /** notEnoughPoint: the points still missing. */
  missingPoints?: number;
  /** maxPerPerson: the limit reached. */
  limit?: number;
}

/** States that depend on the member; a signed-out visitor is asked to sign in instead. */
const memberStates: ReadonlySet<RedeemButtonState> = new Set([
  'default',
  'maxPerPerson',
  'redeemCoolDown',
  'exceedBuyPointLimitPerday',
  'conditionIsInvalid',
  'notEnoughPoint',
]);

/** Derives the redeem button state. `now` is epoch ms (normally the server clock of the read). */
export function deriveRedeemButton(campaign: CampaignDetail, member: MemberFacts, now: number): RedeemButton {
  const buy = isBuyKind(campaign.kind);
  if (isInformationalKind(campaign.kind)) return { state: 'none' };
  if (!isRedeemableKind(campaign.kind) || campaign.supported === false) return { state: 'notSupport' };
  const notAvailable: RedeemButton = { state: buy ? 'campaignNotAvailableBuy' : 'campaignNotAvailable' };
  if (campaign.startsAt !== undefined && now < campaign.startsAt) return { ...notAvailable, startsAt: campaign.startsAt };
  if (campaign.expiresAt !== undefined && now >= campaign.expiresAt) {
    return { state: buy ? 'campaignExpiredBuy' : 'campaignExpired' };
  }
  if (campaign.soldOut) return { state: buy ? 'soldOutBuy' : 'soldOut' };
  // The backend's availability flag also goes false for expired or sold-out campaigns; those have
  // their own, more telling labels above, so it decides only what is left (switched off, hidden).
  if (!campaign.available) return notAvailable;
  // Signed out or a guest: not a member's button (no points, limits or conditions of their own).
  if (!member.signedIn || member.guest) return { state: 'default' };
  if (!campaign.conditionValid) return { state: 'conditionIsInvalid' };
  if (campaign.maxPerPerson !== undefined && campaign.maxPerPerson > 0 && (campaign.redeemedByMember ?? 0) >= campaign.maxPerPerson) {
    return { state: 'maxPerPerson', limit: campaign.maxPerPerson };
  }
  if (campaign.nextRedeemAt !== undefined && now < campaign.nextRedeemAt) {
    return { state: 'redeemCoolDown', nextRedeemAt: campaign.nextRedeemAt };
  }
  if (buy && campaign.buyPointLimitReached) return { state: 'exceedBuyPointLimitPerday' };
  if (member.points !== undefined && member.points < campaign.pointPerUnit) {
    return { state: 'notEnoughPoint', missingPoints: campaign.pointPerUnit - member.points };
  }
  return { state: 'default' };
}

/** True when the button redeems (the only enabled state). */
export function isRedeemable(button: RedeemButton): boolean {
  return button.state === 'default';
}

/** True when a signed-out visitor or a guest should be offered "sign in to redeem" instead of this state. */
export function needsSignIn(button: RedeemButton, member: MemberFacts): boolean {
  return (!member.signedIn || Boolean(member.guest)) && memberStates.has(button.state);
}
