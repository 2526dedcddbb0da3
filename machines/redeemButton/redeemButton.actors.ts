import { fromPromise } from 'xstate';
import type { FindRedeemInput, RedeemCampaignInput, RedeemOutcome } from './redeemButton.types';

/** POST /campaign/{campaignId}/redeem. Real implementation: src/app/wiring/campaignDetail.ts. */
export const redeemCampaign = fromPromise<RedeemOutcome, RedeemCampaignInput>(async () => {
  throw new Error('redeemButton.redeemCampaign is not provided');
});

/** The serial view shown after a redeem that issued a code; the app provides its actors. */
export { serialMachine as serial } from '@machines/serial/serial.machine';

/**
 * Re-reads the member's redeems after a lost answer: this attempt's redeem (by tranId, else a redeem of
 * the campaign since the attempt started) as an outcome, or null when it did not happen.
 */
export const findRedeem = fromPromise<RedeemOutcome | null, FindRedeemInput>(async () => {
  throw new Error('redeemButton.findRedeem is not provided');
});
