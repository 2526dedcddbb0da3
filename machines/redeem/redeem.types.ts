import type { ApiError } from '@/domain/apiError';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import type { DrawResult } from '@/domain/campaign/drawResult';
import type { RedeemParams } from '@/domain/campaign/redeemParams';
import type { RedeemOutcomeData } from '@/domain/campaign/redeemOutcome';
import type { AddressForm } from '@/domain/address/addressBook';
import type { ShippingAddress } from '@/domain/address/shipping';
import type { AddressBookOutput } from '@machines/addressBook/addressBook.types';
import type { ShippingAddressOutput } from '@machines/shippingAddress/shippingAddress.types';

/** The campaign as loaded and the member's facts; both may be updated later by events. */
export interface RedeemInput {
  campaign: CampaignDetail;
  member: MemberFacts;
}

/** What POST /campaign/{id}/redeem gave back, mapped by the actor. */
export type RedeemOutcome = RedeemOutcomeData;

export interface RedeemContext {
  campaign: CampaignDetail;
  member: MemberFacts;
  outcome?: RedeemOutcome;
  /** The result dialog to show (draw, delivery, privilege), when not a serial. */
  drawResult?: DrawResult;
  error?: ApiError;
  /** The client transaction id of the current attempt; retries reuse it. */
  tranId?: string;
  /** Epoch ms when the current attempt was confirmed (the re-read looks for redeems since then). */
  attemptStartedAt?: number;
  /** Where a delivered reward goes (chosen in the shipping step). */
  shipping?: ShippingAddress;
  /** What was typed in the shipping dialog, kept when it is cancelled or a call fails. */
  shippingDraft?: AddressForm;
  /** The member's saved delivery addresses, read when the shipping step opens. */
  savedAddresses?: AddressForm[];
}

/** POST /redeem/{redeemKey}/address: the chosen address for the redeemed item. */
export interface SetRedeemAddressInput {
  redeemKey: string;
  shipping: ShippingAddress;
}

export interface RedeemCampaignInput {
  campaignId: string;
  /** The redeem parameters, with this attempt's `tranId`. */
  params: RedeemParams;
  /** The campaign's points per unit, sent as the spend-points value when above 1. */
  points?: number;
}

/** What the re-read after a lost answer looks for: this attempt's redeem of this campaign. */
export interface FindRedeemInput {
  campaignId: string;
  tranId?: string;
  /** Epoch ms (client clock) the attempt started. */
  since: number;
}

export type RedeemEvent =
  | { type: 'REDEEM.START' }
  | { type: 'REDEEM.CONFIRM' }
  | { type: 'REDEEM.CANCEL' }
  | { type: 'REDEEM.RETRY' }
  | { type: 'REDEEM.DISMISS' }
  | { type: 'REDEEM.CLOSE' }
  /** Shipping step: choose one of the saved delivery addresses. */
  | { type: 'SHIPPING.CHOOSE_SAVED' }
  /** Shipping step: type an address in the shipping dialog. */
  | { type: 'SHIPPING.ENTER_NEW' }
  /** The address book (spawned child `addressBook`) closed. */
  | { type: 'xstate.done.actor.addressBook'; output: AddressBookOutput }
  /** The shipping dialog (spawned child `shippingAddress`) closed. */
  | { type: 'xstate.done.actor.shippingAddress'; output: ShippingAddressOutput }
  | { type: 'REDEEM.MEMBER_CHANGED'; member: MemberFacts }
  | { type: 'REDEEM.CAMPAIGN_UPDATED'; campaign: CampaignDetail };

export type RedeemTag = 'busy' | 'slow';
