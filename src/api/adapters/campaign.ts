/**
 * The one place the platform's campaign and category payloads (openapi/modules.yaml Campaign and
 * Category: PascalCase campaign keys, lower/snake case category keys, platform-api.md §4) become the
 * app's campaign model (src/domain/campaign/campaign.ts). Unix seconds become epoch milliseconds; absent
 * flags take the permissive default (available, conditions met) so a sparse record still shows a button.
 * Used by the live actors in src/flows (reward page, campaign page, favourites).
 */
import type { ModulesSchema } from '@/api/types';
import type { CampaignCategory, CampaignDetail, CampaignSummary } from '@/domain/campaign/campaign';
import { DEFAULT_MAX_QUANTITY, type ProductOptions } from '@/domain/cart/productOptions';
import { epochMs, nonBlank } from './common';

export type WireCampaign = ModulesSchema<'Campaign'>;
export type WireCategory = ModulesSchema<'Category'>;

/**
 * The platform's condition alert ids (platform-api.md §4, Errors). Sold out, per-person limit and
 * cool-down have their own button states, derived from Qty, RedeemMostPerPerson and NextRedeemDate;
 * expired and not started make the campaign unavailable; the app-version id means this web app cannot
 * redeem it; any other id is a member condition.
 */
export const CONDITION_ALERT = { soldOut: 1, maxPerPerson: 2, coolDown: 3, expired: 1409, notStarted: 1410, appVersion: 1416 } as const;
const KNOWN_ALERTS: ReadonlySet<number> = new Set(Object.values(CONDITION_ALERT));

/** The id of what stops the member, or undefined when the platform says the condition passes. */
function failedCondition(c: WireCampaign): number | undefined {
  if (c.IsConditionPass !== false) return undefined;
  return typeof c.ConditionAlertId === 'number' ? c.ConditionAlertId : 0;
}

export function categoryFromWire(category: WireCategory): CampaignCategory {
  const imageUrl = nonBlank(category.image_url);
  return { id: String(category.id), name: category.name, ...(imageUrl ? { imageUrl } : {}) };
}

function isSoldOut(c: WireCampaign): boolean {
  return (typeof c.Qty === 'number' && c.Qty <= 0) || failedCondition(c) === CONDITION_ALERT.soldOut;
}

export function campaignSummaryFromWire(c: WireCampaign): CampaignSummary {
  const imageUrl = nonBlank(c.FullImageUrl);
  const expiresAt = epochMs(c.CampaignExpiredTimestamp) ?? epochMs(c.ExpireDate);
  return {
    id: String(c.ID),
    kind: c.Type,
    name: c.Name,
    ...(imageUrl ? { imageUrl } : {}),
    pointPerUnit: c.PointPerUnit,
    soldOut: isSoldOut(c),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    ...(c.IsFavourite ? { isFavourite: true } : {}),
  };
}

/** The colours and sizes of a Buy campaign (a missing flag means in stock). */
function productOptionsFromWire(o: NonNullable<WireCampaign['Options']>): ProductOptions {
  const option = (x: { code: string; name: string; swatch?: string; inStock?: boolean }) => ({
    code: x.code,
    name: x.name,
    inStock: x.inStock ?? true,
    ...(x.swatch ? { swatch: x.swatch } : {}),
  });
  return { colors: o.colors.map(option), sizes: o.sizes.map(option), maxQuantity: o.maxQuantity ?? DEFAULT_MAX_QUANTITY };
}

/** `now` (epoch ms) is used when the platform sends no CurrentDate. */
export function campaignDetailFromWire(c: WireCampaign, now: number): CampaignDetail {
  const limit = c.BuyPointLimitPerDay;
  const alert = failedCondition(c);
  const detail: CampaignDetail = {
    ...campaignSummaryFromWire(c),
    delivered: Boolean(c.Delivered),
    available: alert !== CONDITION_ALERT.expired && alert !== CONDITION_ALERT.notStarted,
    supported: alert !== CONDITION_ALERT.appVersion,
    conditionValid: alert === undefined || KNOWN_ALERTS.has(alert),
    serverNow: epochMs(c.CurrentDate) ?? now,
    buyPointLimitReached: typeof limit === 'number' && (c.UserBuyPointsToday ?? 0) + c.PointPerUnit > limit,
  };
  const optional: Partial<CampaignDetail> = {
    descriptionHtml: nonBlank(c.Detail),
    conditionHtml: nonBlank(c.Condition),
    privilegeMessage: nonBlank(c.PrivilegeMessage),
    voucherExpiresAt: epochMs(c.ExpireDate),
    minutesValidAfterUsed: c.MinutesValidAfterUsed ?? undefined,
    showTimer: c.ShowTimer ? true : undefined,
    startsAt: epochMs(c.StartDate),
    maxPerPerson: c.RedeemMostPerPerson ?? undefined,
    redeemedByMember: c.RedeemCount,
    nextRedeemAt: epochMs(c.NextRedeemDate),
    price: typeof c.PricePerUnit === 'number' && c.PricePerUnit > 0 ? c.PricePerUnit : undefined,
    productOptions: c.Options ? productOptionsFromWire(c.Options) : undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (detail as unknown as Record<string, unknown>)[key] = value;
  }
  return detail;
}
