/**
 * The campaign as the reward and campaign pages use it: the fields of spec section 3 ("Campaign")
 * plus the availability facts the redeem button needs (spec section 4, "Redeem button states").
 * Actors map the API payload (openapi/modules.yaml) into these shapes, so machines, rules and
 * components do not depend on the backend's field spelling. Times are epoch milliseconds.
 */
import type { ShippingContact } from '@/domain/address/shipping';

import type { ProductOptions } from '@/domain/cart/productOptions';

/** A reward category (chip on the reward page). */
export interface CampaignCategory {
  /** Category id used in /reward/{catId}. */
  id: string;
  /** Display name in the requested locale. */
  name: string;
  /** Image address; absent when the category has none. */
  imageUrl?: string;
}

/** A campaign card on the reward page. */
export interface CampaignSummary {
  id: string;
  /** Campaign kind number (see campaignKind.ts). */
  kind: number;
  name: string;
  imageUrl?: string;
  /** Points per unit. */
  pointPerUnit: number;
  /** No units left. */
  soldOut: boolean;
  /** End of the campaign (campaignExpiredTimestamp), epoch ms. */
  expiresAt?: number;
  /** The signed-in member keeps it among their favourites. */
  isFavourite?: boolean;
}

/** One campaign with everything the campaign page and the redeem flow read. */
export interface CampaignDetail extends CampaignSummary {
  /** Conditions / description as HTML from the backend (sanitised before rendering). */
  descriptionHtml?: string;
  conditionHtml?: string;
  /** The reward is delivered by post (spec: delivered). */
  delivered: boolean;
  /** Privilege message shown after redeem (HTML). */
  privilegeMessage?: string;
  /** Voucher expiry shown on the page (expireDate), epoch ms; falls back to expiresAt. */
  voucherExpiresAt?: number;
  /** Validity of the code after use, in minutes (minutesValidAfterUsed); 0 or absent when none. */
  minutesValidAfterUsed?: number;
  /** The code has a countdown after redeem. */
  showTimer?: boolean;
  /** Campaign start, epoch ms; before it the campaign is not available. */
  startsAt?: number;
  /** The campaign is switched off or hidden for this member (server flag). */
  available: boolean;
  /** False when the backend says the web app cannot redeem this campaign (notSupport). @default true */
  supported?: boolean;
  /** Server-evaluated conditions (level, segment…) for the member hold; false → conditionIsInvalid. */
  conditionValid: boolean;
  /** Most units one member may redeem; absent = no limit. */
  maxPerPerson?: number;
  /** Units this member has redeemed so far. */
  redeemedByMember?: number;
  /** Next time this member may redeem again (cool-down), epoch ms. */
  nextRedeemAt?: number;
  /** Buy campaigns: the member's daily point limit for purchases is used up (server flag). */
  buyPointLimitReached?: boolean;
  /** Server clock when the campaign was read, epoch ms (the rules compare dates against it). */
  serverNow: number;
  /** Baht price of a Buy campaign. */
  price?: number;
  /** Colours and sizes of a Buy campaign sold through the cart (src/domain/cart/productOptions.ts). */
  productOptions?: ProductOptions;
}

/** What the redeem rules need to know about the person. */
export interface MemberFacts {
  signedIn: boolean;
  /** Signed in from a device ("Continue as guest"): not a member, asked to sign in or register. @default false */
  guest?: boolean;
  /** Current points; undefined while not known. */
  points?: number;
  /** The member's name, number and e-mail from the profile: what a new shipping address starts with. */
  contact?: ShippingContact;
}
