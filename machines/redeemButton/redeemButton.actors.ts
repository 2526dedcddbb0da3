import { fromPromise } from 'xstate';
import type { RedeemCampaignInput, RedeemOutcome } from './redeemButton.types';

/** POST /campaign/{campaignId}/redeem. Real implementation: src/app/wiring/campaignDetail.ts. */
export const redeemCampaign = fromPromise<RedeemOutcome, RedeemCampaignInput>(async () => {
  throw new Error('redeemButton.redeemCampaign is not provided');
});

/** Copies the code text to the clipboard (the app provides navigator.clipboard). */
export const copyText = fromPromise<void, { text: string }>(async () => {
  throw new Error('redeemButton.copyText is not provided');
});
