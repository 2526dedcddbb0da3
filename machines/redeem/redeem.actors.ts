import { notProvided } from '../shared/provided';
import type { FindRedeemInput, RedeemCampaignInput, RedeemOutcome, SetRedeemAddressInput, ShippingStepLogic } from './redeem.types';

/** POST /campaign/{campaignId}/redeem. Real implementation: src/flows/campaignDetail/campaignDetail.live.ts. */
export const redeemCampaign = notProvided<RedeemOutcome, RedeemCampaignInput>('redeem.redeemCampaign');

/** The serial view shown after a redeem that issued a code; the app provides its actors. */
export { serialMachine as serial } from '@machines/serial/serial.machine';

/**
 * Re-reads the member's redeems after a lost answer: this attempt's redeem (by tranId, else a redeem of
 * the campaign since the attempt started) as an outcome, or null when it did not happen.
 */
export const findRedeem = notProvided<RedeemOutcome | null, FindRedeemInput>('redeem.findRedeem');

/** POST /redeem/{redeemKey}/address with the chosen address. Real implementation: src/flows/campaignDetail/campaignDetail.live.ts. */
export const setRedeemAddress = notProvided<void, SetRedeemAddressInput>('redeem.setRedeemAddress');

/**
 * Loads the shipping step's charts (the delivery address book in pick mode, machines/addressBook, and the
 * shipping dialog, machines/shippingAddress, with their calls and the Thai address block provided): the
 * app fetches them only when a delivered campaign's shipping step opens. Real implementation:
 * src/flows/campaignDetail/campaignDetail.live.ts (dynamic import of src/flows/redeem/shippingStep.live.ts).
 */
export const loadShippingStep = notProvided<ShippingStepLogic, void>('redeem.loadShippingStep');
