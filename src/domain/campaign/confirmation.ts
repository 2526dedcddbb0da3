/**
 * Which body the redeem confirmation shows (spec section 4, "Redeem confirmation"). Delivered
 * campaigns use the delivery message; otherwise Buy → buy, Draw → draw (with the expiry),
 * Interface → interface, and Free, Deal and every other redeemable kind → default, which shows the
 * points per unit and, when set, the validity after use in days, hours and minutes. Each variant
 * exists with or without a timer and with or without delivery.
 *
 * "With timer": the campaign's code counts down once shown (showTimer) or is valid for a set number of
 * minutes after the redeem (minutesValidAfterUsed, spec section 9 "coupon use window: within {0} minutes
 * after redeem"). The default body says the validity in days, hours and minutes; the other bodies say the
 * use window in minutes; a countdown with no minutes says the code counts down once shown.
 */
import type { CampaignDetail } from './campaign';
import { CampaignKind, isBuyKind } from './campaignKind';

export type ConfirmationVariant = 'delivery' | 'buy' | 'draw' | 'interface' | 'default';

/** Validity after use split for display; only non-zero parts are shown. */
export interface Duration {
  days: number;
  hours: number;
  minutes: number;
}

export interface RedeemConfirmation {
  variant: ConfirmationVariant;
  /** The code counts down after redeem. */
  withTimer: boolean;
  /** The reward is delivered. */
  withDelivery: boolean;
  pointPerUnit: number;
  /** Draw: the campaign expiry (epoch ms) announced in the body. */
  expiresAt?: number;
  /** Default variant: validity after use, when the campaign sets one. */
  validAfterUse?: Duration;
  /** Other variants: the use window in minutes after the redeem, when the campaign sets one. */
  useWithinMinutes?: number;
}

/** Splits minutes into days, hours and minutes (1500 → 1 day, 1 hour, 0 minutes). */
export function splitMinutes(total: number): Duration {
  const minutes = Math.max(0, Math.floor(total));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

export function selectConfirmationVariant(campaign: CampaignDetail): ConfirmationVariant {
  if (campaign.delivered) return 'delivery';
  if (isBuyKind(campaign.kind)) return 'buy';
  if (campaign.kind === CampaignKind.Draw) return 'draw';
  if (campaign.kind === CampaignKind.Interface) return 'interface';
  return 'default';
}

/** Everything the confirmation body needs. */
export function describeConfirmation(campaign: CampaignDetail): RedeemConfirmation {
  const variant = selectConfirmationVariant(campaign);
  const minutes = campaign.minutesValidAfterUsed ?? 0;
  return {
    variant,
    withTimer: Boolean(campaign.showTimer) || minutes > 0,
    withDelivery: campaign.delivered,
    pointPerUnit: campaign.pointPerUnit,
    ...(variant === 'draw' && campaign.expiresAt !== undefined ? { expiresAt: campaign.expiresAt } : {}),
    ...(variant === 'default' && minutes > 0 ? { validAfterUse: splitMinutes(minutes) } : {}),
    ...(variant !== 'default' && minutes > 0 ? { useWithinMinutes: Math.floor(minutes) } : {}),
  };
}
