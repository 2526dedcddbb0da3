import { fromPromise, sendParent } from 'xstate';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { redeemButtonMachine } from '@machines/redeemButton/redeemButton.machine';

/** GET the campaign; throws an ApiCallError with status 404 when it does not exist. */
export const loadCampaign = fromPromise<CampaignDetail, { campaignId: string }>(async () => {
  throw new Error('campaignDetail.loadCampaign is not provided');
});

/**
 * The redeem flow child, reporting success to this machine. The app provides its actors with
 * `redeemButton.provide({ actors })` (keeping this notification).
 */
export const redeemButton = redeemButtonMachine.provide({
  actions: { notifyRedeemed: sendParent({ type: 'CAMPAIGN.REDEEMED' }) },
});
