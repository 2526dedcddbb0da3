/**
 * The one place the redeem answers become the app's redeem outcome and history entries
 * (src/domain/campaign): the spec's RedeemResult (POST /campaign/{id}/redeem, POST /redeem/{key}/address
 * and /arrange; spec section 3 serial model names) and the platform's Purchase of the purchase list
 * GET /redeem and the item reload GET /redeem/{key} (PascalCase keys, platform-api.md §4 History item),
 * whose purchase state is computed here from its flags, as the platform's SDKs do.
 * Used by the live actors in src/flows (campaign page, redeem history).
 */
import type { ModulesSchema } from '@/api/types';
import type { RedeemOutcomeData } from '@/domain/campaign/redeemOutcome';
import type { PurchaseState, RedeemHistoryEntry } from '@/domain/campaign/history';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { BARCODE_TYPES, type BarcodeType, type Serial } from '@/domain/campaign/serial';
import { epochMs as ms, nonBlank as text } from './common';

export type WireRedeemResult = ModulesSchema<'RedeemResult'>;
export type WirePurchase = ModulesSchema<'Purchase'>;

/** The serial model's fields, whichever answer carried them. */
interface SerialFields {
  serial?: string;
  barcode?: string;
  privilegeMessage?: string;
  privilegeMessageFormat?: string;
  expireIn?: number | null;
  showTimer?: boolean | null;
  isNotAutoUse?: boolean;
  redeemKey?: string;
  currentDate?: number;
  voucherExpireDate?: number | null;
}

function outcomeOf(r: SerialFields, now: number): RedeemOutcomeData {
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

/** The redeem response: the serial when one was issued, and the privilege message. */
export function redeemOutcomeFromWire(r: WireRedeemResult, now: number): RedeemOutcomeData {
  return outcomeOf(r, now);
}

/** A purchase's serial model fields under the platform's keys. */
function purchaseSerial(p: WirePurchase): SerialFields {
  return {
    serial: p.Serial,
    barcode: p.Barcode,
    privilegeMessage: p.PrivilegeMessage,
    privilegeMessageFormat: p.PrivilegeMessageFormat,
    expireIn: p.ExpireIn,
    showTimer: p.ShowTimer,
    isNotAutoUse: p.IsNotAutoUse,
    redeemKey: p.RedeemKey,
    ...(p.CurrentDate !== undefined ? { currentDate: p.CurrentDate } : {}),
    voucherExpireDate: p.VoucherExpireDate,
  };
}

/** The redeem a purchase records, as the redeem answer would have given it (the re-read after a lost answer). */
export function redeemOutcomeFromPurchase(p: WirePurchase, now: number): RedeemOutcomeData {
  return outcomeOf(purchaseSerial(p), now);
}

/**
 * The purchase state of spec section 4 from the platform's flags: a draw by HasWinner/IsWinner, a
 * delivered item by IsShipped, a code by IsExpired.
 */
export function purchaseStateOf(p: Pick<WirePurchase, 'Type' | 'HasWinner' | 'IsWinner' | 'Delivered' | 'IsShipped' | 'IsExpired'>): PurchaseState {
  if (p.Type === CampaignKind.Draw) return p.HasWinner ? (p.IsWinner ? 'drawWinner' : 'drawNotWinner') : 'drawPending';
  if (p.Delivered) return p.IsShipped ? 'shipped' : 'inDelivery';
  return p.IsExpired ? 'codeExpired' : 'viewCode';
}

/** The purchase the app's own redeem attempt made: by its tranId when the list carries them, else by campaign and time. */
export function findAttemptPurchase(
  items: readonly WirePurchase[],
  attempt: { campaignId: number; tranId?: string; since: number; clockSkewMs: number },
): WirePurchase | undefined {
  if (attempt.tranId && items.some((item) => typeof item.tranId === 'string')) {
    return items.find((item) => item.tranId === attempt.tranId);
  }
  return items.find((item) => item.ID === attempt.campaignId && item.RedeemDate * 1000 >= attempt.since - attempt.clockSkewMs);
}

/** A redeem history row: its purchase state, and the serial with its used or expired status. */
export function historyEntryFromWire(item: WirePurchase, now: number): RedeemHistoryEntry {
  const outcome = redeemOutcomeFromPurchase(item, now);
  const name = text(item.CampaignName) ?? item.Name ?? '';
  const imageUrl = text(item.FullImageUrl);
  const pointPerUnit = item.PointPerUnit ?? 0;
  const used = Boolean(item.IsUsed);
  const state = purchaseStateOf(item);
  const status = used ? 'used' : state === 'codeExpired' ? 'expired' : 'active';
  const redeemKey = item.RedeemKey;
  const base: Serial = outcome.serial ?? { serial: '', barcodeType: 'none', showTimer: false, isNotAutoUse: true, redeemKey, redeemedAt: now };
  const announcedAt = ms(item.WinningDate);
  const parcelNumber = text(item.ParcelNo);
  return {
    redeemKey,
    campaignId: String(item.ID),
    name,
    ...(imageUrl ? { imageUrl } : {}),
    pointPerUnit,
    redeemedAt: ms(item.RedeemDate) ?? now,
    state,
    used,
    ...(parcelNumber ? { parcelNumber } : {}),
    ...(announcedAt !== undefined ? { announcedAt } : {}),
    serial: {
      ...base,
      redeemedAt: ms(item.RedeemDate) ?? base.redeemedAt,
      status,
      card: { name, pointPerUnit, ...(imageUrl ? { imageUrl } : {}) },
      // A used or expired code no longer counts down.
      showTimer: status === 'active' && base.showTimer,
    },
  };
}
