/**
 * The draw/delivery result dialog after a redeem (spec section 4, "Draw dialog"): a privilege
 * message takes priority; otherwise a delivered campaign shows the delivery text; a Draw campaign
 * shows the draw text with its expiry. A redeem that returns no code but a privilege message (a
 * privilege campaign) shows that message in the same dialog, or a plain 'redeemed' message when it has
 * none. A redeem with a code shows the serial instead (null).
 */
import type { CampaignDetail } from './campaign';
import { CampaignKind } from './campaignKind';

export type DrawResult =
  | { kind: 'privilege'; html: string }
  | { kind: 'delivery' }
  | { kind: 'draw'; expiresAt?: number }
  /** Redeemed, with no code and nothing else to say. */
  | { kind: 'redeemed' };

/** The result dialog to show, or null when the redeem shows a serial. */
export function selectDrawResult(
  campaign: CampaignDetail,
  privilegeMessage: string | undefined,
  hasSerial: boolean,
): DrawResult | null {
  const isDrawLike = campaign.delivered || campaign.kind === CampaignKind.Draw || !hasSerial;
  const privilege = (privilegeMessage ?? campaign.privilegeMessage ?? '').trim();
  if (isDrawLike && privilege !== '') return { kind: 'privilege', html: privilege };
  if (campaign.delivered) return { kind: 'delivery' };
  if (campaign.kind === CampaignKind.Draw) {
    return campaign.expiresAt !== undefined ? { kind: 'draw', expiresAt: campaign.expiresAt } : { kind: 'draw' };
  }
  if (!hasSerial) return { kind: 'redeemed' };
  return null;
}
