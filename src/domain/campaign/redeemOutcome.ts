import type { Serial } from './serial';

/** What a redeem gave back: the code when the campaign issues one, and the privilege message. */
export interface RedeemOutcomeData {
  serial?: Serial;
  privilegeMessage?: string;
  /** The redeemed item's key (the delivery address is posted for it). */
  redeemKey?: string;
}
