import type { AddressForm } from '@/domain/address/addressBook';
import type { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import type { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { notProvided, notProvidedLogic } from '../shared/provided';
import type { FindRedeemInput, RedeemCampaignInput, RedeemOutcome, SetRedeemAddressInput } from './redeem.types';

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
 * GET /profile/me/addresses: the member's saved delivery addresses, read when the shipping step opens (the
 * choice leads with them when there are some). Real implementation: src/flows/campaignDetail/campaignDetail.live.ts.
 */
export const readSavedAddresses = notProvided<AddressForm[]>('redeem.readSavedAddresses');

/** The delivery address book in pick mode (machines/addressBook), with its calls; the app provides it. */
export const addressBook = notProvidedLogic<typeof addressBookMachine>('redeem.addressBook');

/** The shipping dialog with the Thai address block (machines/shippingAddress); the app provides it. */
export const shippingAddress = notProvidedLogic<typeof shippingAddressMachine>('redeem.shippingAddress');
