/**
 * Maps the modules API's campaign, category and redeem payloads (openapi/modules.yaml, generated
 * types) into the app's campaign model. Unix seconds become epoch milliseconds; absent flags take the
 * permissive default (available, conditions met) so a sparse backend record still shows a button.
 * Used by the actors wired in src/app/wiring.
 */
import type { components } from '@/api/schema/modules';
import { DEFAULT_MAX_QUANTITY, type ProductOptions } from '@/domain/cart/productOptions';
import type { CampaignCategory, CampaignDetail, CampaignSummary } from './campaign';
import type { RedeemOutcomeData } from './redeemOutcome';
import type { RedeemHistoryEntry } from './history';
import { BARCODE_TYPES, type BarcodeType, type Serial } from './serial';

type ApiCampaign = components['schemas']['Campaign'];
type ApiCategory = components['schemas']['Category'];
type ApiRedeemResult = components['schemas']['RedeemResult'];
type ApiHistoryItem = components['schemas']['RedeemHistoryItem'];

const ms = (seconds: number | null | undefined): number | undefined =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;

const text = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export function categoryFromApi(category: ApiCategory): CampaignCategory {
  const imageUrl = text(category.image_url);
  return { id: String(category.id), name: category.name, ...(imageUrl ? { imageUrl } : {}) };
}

function isSoldOut(c: ApiCampaign): boolean {
  if (typeof c.isSoldOut === 'boolean') return c.isSoldOut;
  return typeof c.quantity === 'number' && c.quantity <= 0;
}

export function campaignSummaryFromApi(c: ApiCampaign): CampaignSummary {
  const imageUrl = text(c.campaignImgUrl);
  const expiresAt = ms(c.campaignExpiredTimestamp) ?? ms(c.expireDate);
  return {
    id: String(c.campaignId),
    kind: c.type,
    name: c.campaignName,
    ...(imageUrl ? { imageUrl } : {}),
    pointPerUnit: c.pointPerUnit,
    soldOut: isSoldOut(c),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    ...(c.isFavourite ? { isFavourite: true } : {}),
  };
}

/** The colours and sizes of a Buy campaign (a missing flag means in stock). */
export function productOptionsFromApi(o: NonNullable<ApiCampaign['options']>): ProductOptions {
  const option = (x: { code: string; name: string; swatch?: string; inStock?: boolean }) => ({
    code: x.code,
    name: x.name,
    inStock: x.inStock ?? true,
    ...(x.swatch ? { swatch: x.swatch } : {}),
  });
  return { colors: o.colors.map(option), sizes: o.sizes.map(option), maxQuantity: o.maxQuantity ?? DEFAULT_MAX_QUANTITY };
}

/** `now` (epoch ms) is used when the backend sends no currentDate. */
export function campaignDetailFromApi(c: ApiCampaign, now: number): CampaignDetail {
  const limit = c.buyPointLimitPerDay;
  const detail: CampaignDetail = {
    ...campaignSummaryFromApi(c),
    delivered: Boolean(c.delivered),
    available: c.isAvailable ?? true,
    supported: c.isSupported ?? true,
    conditionValid: !text(c.conditionAlert),
    serverNow: ms(c.currentDate) ?? now,
    buyPointLimitReached: typeof limit === 'number' && (c.userBuyPointsToday ?? 0) + c.pointPerUnit > limit,
  };
  const optional: Partial<CampaignDetail> = {
    descriptionHtml: text(c.description),
    conditionHtml: text(c.condition),
    privilegeMessage: text(c.privilegeMessage),
    voucherExpiresAt: ms(c.expireDate),
    minutesValidAfterUsed: c.minutesValidAfterUsed ?? undefined,
    showTimer: c.showTimer ? true : undefined,
    startsAt: ms(c.startDate),
    maxPerPerson: c.maxPerPerson ?? undefined,
    redeemedByMember: c.userRedeemCount,
    nextRedeemAt: ms(c.nextRedeemDate),
    price: typeof c.price === 'number' && c.price > 0 ? c.price : undefined,
    productOptions: c.options ? productOptionsFromApi(c.options) : undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (detail as unknown as Record<string, unknown>)[key] = value;
  }
  return detail;
}


/** The redeem response: the serial when one was issued, and the privilege message. */
export function redeemOutcomeFromApi(r: ApiRedeemResult, now: number): RedeemOutcomeData {
  const code = text(r.serial);
  const privilegeMessage = text(r.privilegeMessage);
  const voucherExpiresAt = ms(r.voucherExpireDate);
  return {
    ...(privilegeMessage ? { privilegeMessage } : {}),
    ...(text(r.redeemKey) ? { redeemKey: r.redeemKey } : {}),
    ...(code
      ? {
          serial: {
            serial: code,
            barcodeType: BARCODE_TYPES.includes(r.barcode as BarcodeType) ? (r.barcode as BarcodeType) : 'none',
            ...(privilegeMessage ? { privilegeMessage } : {}),
            ...(text(r.privilegeMessageFormat) ? { privilegeMessageFormat: r.privilegeMessageFormat } : {}),
            ...(typeof r.expireIn === 'number' ? { expireIn: r.expireIn } : {}),
            showTimer: Boolean(r.showTimer),
            isNotAutoUse: Boolean(r.isNotAutoUse),
            redeemKey: r.redeemKey ?? '',
            redeemedAt: ms(r.currentDate) ?? now,
            ...(voucherExpiresAt !== undefined ? { voucherExpiresAt } : {}),
          },
        }
      : {}),
  };
}

/** A redeem history item: its purchase state, and the serial with its used or expired status. */
export function historyEntryFromApi(item: ApiHistoryItem, now: number): RedeemHistoryEntry {
  const outcome = redeemOutcomeFromApi(item, now);
  const name = item.campaignName ?? '';
  const imageUrl = text(item.campaignImgUrl);
  const pointPerUnit = item.pointPerUnit ?? 0;
  const used = Boolean(item.isUsed);
  const status = used ? 'used' : item.purchaseState === 'codeExpired' ? 'expired' : 'active';
  const redeemKey = item.redeemKey ?? '';
  const base: Serial = outcome.serial ?? { serial: '', barcodeType: 'none', showTimer: false, isNotAutoUse: true, redeemKey, redeemedAt: now };
  const announcedAt = ms(item.campaignExpiredTimestamp);
  const parcelNumber = text(item.parcelNumber);
  return {
    redeemKey,
    campaignId: String(item.campaignId ?? ''),
    name,
    ...(imageUrl ? { imageUrl } : {}),
    pointPerUnit,
    redeemedAt: ms(item.redeemDate) ?? now,
    state: item.purchaseState,
    used,
    ...(parcelNumber ? { parcelNumber } : {}),
    ...(announcedAt !== undefined ? { announcedAt } : {}),
    serial: {
      ...base,
      redeemedAt: ms(item.redeemDate) ?? base.redeemedAt,
      status,
      card: { name, pointPerUnit, ...(imageUrl ? { imageUrl } : {}) },
      // A used or expired code no longer counts down.
      showTimer: status === 'active' && base.showTimer,
    },
  };
}
