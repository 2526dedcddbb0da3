/** Redeeming a campaign and using a code, with the checks the redeem button states mirror. */
import { ErrorId, SandboxError } from '@/sandbox/world/auth';
import { mutate, nextSeq } from '@/sandbox/world/store';
import { type Campaign, CampaignKind, type Member, type Redemption, type PurchaseState } from '@/sandbox/world/types';

const DAY = 86_400;

/** GS1 mod-10 check digit (EAN-13). */
function gs1Check(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

function serialFor(c: Campaign, seq: number): string {
  if (c.barcode === 'EAN_13') {
    const body = `885123${String(seq).padStart(6, '0')}`;
    return `${body}${gs1Check(body)}`;
  }
  if (c.barcode === 'CODE_128' && !c.serialStyle?.long) return `8851234${String(seq).padStart(5, '0')}`;
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const a = new Uint32Array(c.serialStyle?.long ? 14 : 6);
  crypto.getRandomValues(a);
  return `SC-${Array.from(a, (x) => abc[x % abc.length]).join('')}-${seq}`;
}

/** When this member may redeem `c` again (cool-down), unix seconds; undefined when they may now. */
export function nextRedeemAt(member: Member | undefined, c: Campaign, now: number): number | undefined {
  if (!member || !c.coolDownHours) return undefined;
  const last = member.redemptions.filter((r) => r.campaignId === c.id).reduce((max, r) => Math.max(max, r.redeemDate), 0);
  const next = last + c.coolDownHours * 3600;
  return last > 0 && next > now ? next : undefined;
}

/** Points this member spent on Buy campaigns today (Bangkok day), for the daily purchase limit. */
export function buyPointsToday(member: Member | undefined, campaigns: Campaign[], now: number): number {
  if (!member) return 0;
  const bangkokDay = (t: number) => Math.floor((t + 7 * 3600) / DAY);
  return member.redemptions
    .filter((r) => bangkokDay(r.redeemDate) === bangkokDay(now) && campaigns.find((c) => c.id === r.campaignId)?.type === CampaignKind.Buy)
    .reduce((sum, r) => sum + r.points, 0);
}

export interface RedeemOptions {
  addressKey?: string;
  address?: string;
  /** The request's client tranId, kept on the redemption. */
  tranId?: string;
}

/** Redeems one unit; throws the error of the matching redeem-button state. */
export function redeemCampaign(member: Member, campaignId: number, options: RedeemOptions): Redemption {
  return mutate((w) => {
    const c = w.campaigns.find((x) => x.id === campaignId);
    if (!c) throw new SandboxError(404, ErrorId.notFound, 'campaign_not_found', 'This campaign does not exist.');
    const now = Math.floor(Date.now() / 1000);
    if (member.kind !== 'member') throw new SandboxError(403, 1403, 'guest_cannot_redeem', 'Please sign in as a member to redeem.');
    if (c.expireDate < now) throw new SandboxError(400, ErrorId.expired, 'campaign_expired', 'This campaign has ended.');
    if (c.startDate > now) throw new SandboxError(400, ErrorId.expired, 'campaign_not_available', 'This campaign has not started yet.');
    if (c.unsupported) throw new SandboxError(400, 1416, 'not_supported', 'This reward cannot be redeemed here.');
    if (c.sold >= c.quantity) throw new SandboxError(400, ErrorId.soldOut, 'sold_out', 'This reward is sold out.');
    if (c.conditionAlert) throw new SandboxError(400, 1406, 'condition_invalid', 'You do not meet the conditions of this reward.');
    if (nextRedeemAt(member, c, now) !== undefined) throw new SandboxError(400, 3, 'redeem_cooldown', 'Please wait before you redeem this reward again.');
    if (c.buyPointLimitPerDay !== undefined && buyPointsToday(member, w.campaigns, now) + c.pointPerUnit > c.buyPointLimitPerDay) {
      throw new SandboxError(400, 1418, 'buy_point_limit', 'You have reached the daily points limit for purchases.');
    }
    const held = member.redemptions.filter((r) => r.campaignId === c.id).length;
    if (c.maxPerPerson > 0 && held >= c.maxPerPerson) {
      throw new SandboxError(400, ErrorId.overLimit, 'max_per_person', 'You have reached the limit for this reward.');
    }
    if (member.points < c.pointPerUnit) throw new SandboxError(400, ErrorId.notEnoughPoints, 'not_enough_point', 'You do not have enough points.');
    if (c.delivered && !options.addressKey && !options.address) {
      throw new SandboxError(400, 1400, 'address_required', 'A delivery address is required for this reward.');
    }
    if (options.addressKey && !member.addresses.some((a) => a.key === options.addressKey)) {
      throw new SandboxError(404, ErrorId.notFound, 'address_not_found', 'This saved address does not exist.');
    }
    const seq = nextSeq(w);
    const state: PurchaseState =
      c.type === CampaignKind.Draw ? 'drawPending' : c.type === CampaignKind.Donate ? 'donated' : c.delivered ? 'inDelivery' : 'viewCode';
    const redemption: Redemption = {
      redeemKey: `rk-${seq}`,
      campaignId: c.id,
      serial: serialFor(c, seq),
      redeemDate: now,
      points: c.pointPerUnit,
      state,
      voucherExpireDate: Math.min(c.expireDate, now + 30 * DAY),
      addressKey: options.addressKey,
      ...(options.tranId ? { tranId: options.tranId } : {}),
    };
    member.points -= c.pointPerUnit;
    c.sold += 1;
    member.redemptions.unshift(redemption);
    if (c.pointPerUnit > 0) {
      member.pointHistory.push({ id: `p-${seq}`, kind: 'used', type: 'default', points: c.pointPerUnit, title: { th: `แลก${c.name.th}`, en: `Redeemed: ${c.name.en}` }, date: now });
    }
    return redemption;
  });
}

export function findRedemption(member: Member, redeemKey: string): Redemption {
  const r = member.redemptions.find((x) => x.redeemKey === redeemKey);
  if (!r) throw new SandboxError(404, ErrorId.notFound, 'redeem_not_found', 'This redeemed item does not exist.');
  return r;
}

/** Marks a code as used (POST /redeem/{key}/arrange). */
export function markUsed(member: Member, redeemKey: string): Redemption {
  return mutate(() => {
    const r = findRedemption(member, redeemKey);
    const now = Math.floor(Date.now() / 1000);
    if (r.state === 'codeExpired' || r.voucherExpireDate < now) throw new SandboxError(400, ErrorId.expired, 'code_expired', 'This code has expired.');
    if (r.state !== 'used') {
      r.state = 'used';
      r.usedDate = now;
    }
    return r;
  });
}

/** The fields a posted delivery address must have (the shipping dialog's 5 checked fields, spec section 5). */
const REQUIRED_ADDRESS_FIELDS = ['firstname', 'lastname', 'contact_number', 'address', 'province_code', 'district_code', 'subdistrict_code', 'zipcode'] as const;

/**
 * Sets the delivery address of a delivered reward (POST /redeem/{key}/address): a saved record (its
 * `key`, which must be the member's) or a complete typed address. Setting it again replaces it (the call
 * is safe to repeat). Only delivered, not yet shipped items take an address.
 */
export function setRedemptionAddress(member: Member, redeemKey: string, payload: Record<string, unknown>): Redemption {
  return mutate((w) => {
    const r = findRedemption(member, redeemKey);
    const c = w.campaigns.find((x) => x.id === r.campaignId);
    if (!c?.delivered) throw new SandboxError(400, 1400, 'not_delivered', 'This reward is not delivered.');
    if (r.state === 'shipped') throw new SandboxError(400, 1400, 'already_shipped', 'This reward has already shipped.');
    const key = typeof payload.key === 'string' && payload.key !== '' ? payload.key : undefined;
    if (key && !member.addresses.some((a) => a.key === key)) {
      throw new SandboxError(404, ErrorId.notFound, 'address_not_found', 'This saved address does not exist.');
    }
    const missing = REQUIRED_ADDRESS_FIELDS.filter((f) => typeof payload[f] !== 'string' || (payload[f] as string).trim() === '');
    if (!key && missing.length > 0) throw new SandboxError(400, 1400, 'address_incomplete', `Missing: ${missing.join(', ')}.`);
    r.addressKey = key ?? r.addressKey;
    r.shippingAddress = Object.fromEntries(
      Object.entries(payload).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])),
    );
    return r;
  });
}
