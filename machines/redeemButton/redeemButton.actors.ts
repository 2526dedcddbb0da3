import { fromPromise } from 'xstate';
import type { FindRedeemInput, RedeemCampaignInput, RedeemOutcome, SetRedeemAddressInput } from './redeemButton.types';

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

/** POST /redeem/{redeemKey}/address with the chosen address. Real implementation: src/app/wiring/campaignDetail.ts. */
export const setRedeemAddress = fromPromise<void, SetRedeemAddressInput>(async () => {
  throw new Error('redeemButton.setRedeemAddress is not provided');
});

/** The delivery address book in pick mode (machines/addressBook); the app provides its calls. */
export { addressBookMachine as addressBook } from '@machines/addressBook/addressBook.machine';

/** The shipping address dialog (machines/shippingAddress); the app provides its address block. */
export { shippingAddressMachine as shippingAddress } from '@machines/shippingAddress/shippingAddress.machine';
