import { sendParent } from 'xstate';
import { notProvided } from '../shared/provided';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { redeemMachine } from '@machines/redeem/redeem.machine';

/** GET the campaign; throws an ApiCallError with status 404 when it does not exist. */
export const loadCampaign = notProvided<CampaignDetail, { campaignId: string }>('campaignDetail.loadCampaign');

/**
 * The redeem flow child, reporting success to this machine. The app provides its actors with
 * `redeem.provide({ actors })` (keeping this notification).
 */
export const redeem = redeemMachine.provide({
  actions: { notifyRedeemed: sendParent({ type: 'CAMPAIGN.REDEEMED' }) },
});
