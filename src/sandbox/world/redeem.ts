/** Redeeming a campaign and using a code, with the checks the redeem button states mirror. */
import { ErrorId, SandboxError } from '@/sandbox/world/auth';
import { mutate, nextSeq } from '@/sandbox/world/store';
import { CampaignKind, type Member, type Redemption, type PurchaseState } from '@/sandbox/world/types';

const DAY = 86_400;

function serialFor(barcode: 'QR_CODE' | 'CODE_128' | 'none', seq: number): string {
  if (barcode === 'CODE_128') return `8851234${String(seq).padStart(5, '0')}`;
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const a = new Uint32Array(6);
  crypto.getRandomValues(a);
  return `SC-${Array.from(a, (x) => abc[x % abc.length]).join('')}-${seq}`;
}

export interface RedeemOptions {
  addressKey?: string;
  address?: string;
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
    if (c.sold >= c.quantity) throw new SandboxError(400, ErrorId.soldOut, 'sold_out', 'This reward is sold out.');
    const held = member.redemptions.filter((r) => r.campaignId === c.id).length;
    if (c.maxPerPerson > 0 && held >= c.maxPerPerson) {
      throw new SandboxError(400, ErrorId.overLimit, 'max_per_person', 'You have reached the limit for this reward.');
    }
    if (member.points < c.pointPerUnit) throw new SandboxError(400, ErrorId.notEnoughPoints, 'not_enough_point', 'You do not have enough points.');
    if (c.delivered && !options.addressKey && !options.address) {
      throw new SandboxError(400, 1400, 'address_required', 'A delivery address is required for this reward.');
    }
    const seq = nextSeq(w);
    const state: PurchaseState =
      c.type === CampaignKind.Draw ? 'drawPending' : c.type === CampaignKind.Donate ? 'donated' : c.delivered ? 'inDelivery' : 'viewCode';
    const redemption: Redemption = {
      redeemKey: `rk-${seq}`,
      campaignId: c.id,
      serial: serialFor(c.barcode, seq),
      redeemDate: now,
      points: c.pointPerUnit,
      state,
      voucherExpireDate: Math.min(c.expireDate, now + 30 * DAY),
      addressKey: options.addressKey,
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

/** Sets the delivery address of a delivered reward (POST /redeem/{key}/address). */
export function setRedemptionAddress(member: Member, redeemKey: string, addressKey: string | undefined): Redemption {
  return mutate(() => {
    const r = findRedemption(member, redeemKey);
    r.addressKey = addressKey ?? r.addressKey ?? 'address-from-request';
    return r;
  });
}
