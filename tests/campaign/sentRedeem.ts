import { redeemCampaignBody } from '@/api/adapters/redeem';
import type { RedeemCampaignInput } from '@machines/redeem/redeem.types';

/** What the live actor posts for the chart's redeem input: the campaign and the body the adapter builds. */
export function sentRedeem(input: RedeemCampaignInput) {
  return { campaignId: input.campaignId, body: redeemCampaignBody(input.params, input.points) };
}

export type SentRedeem = ReturnType<typeof sentRedeem>;
