import { fromPromise } from 'xstate';
import type { RedeemCampaignInput, RedeemOutcome } from './redeemButton.types';

/** POST /campaign/{campaignId}/redeem. Real implementation: src/app/wiring/campaignDetail.ts. */
export const redeemCampaign = fromPromise<RedeemOutcome, RedeemCampaignInput>(async () => {
  throw new Error('redeemButton.redeemCampaign is not provided');
});

/** The serial view shown after a redeem that issued a code; the app provides its actors. */
export { serialMachine as serial } from '@machines/serial/serial.machine';
