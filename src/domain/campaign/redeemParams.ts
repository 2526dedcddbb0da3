/**
 * The redeem parameters (spec section 3 "Redeem parameters"): the union of shipping config, info, location
 * and other parameters the app holds for a redeem. The body of POST /campaign/{campaignId}/redeem is built
 * from them in src/api/adapters/redeem.ts.
 */

export interface RedeemParams {
  // shipping config
  address?: string;
  address_key?: string;
  contact_number?: string;
  email?: string;
  firstname?: string;
  lastname?: string;
  shippingFirstName?: string;
  shippingLastName?: string;
  zipcode?: string;
  // info
  info1?: string;
  info2?: string;
  info3?: string;
  info4?: string;
  info5?: string;
  // location
  center?: string;
  latitude?: number;
  location_id?: string;
  longitude?: number;
  // other
  giftto?: string;
  promocode?: string;
  redeem_by?: string;
  redeem_media?: string;
  reservationjson?: string;
  sp_baht?: number;
  tranId?: string;
  walletcard?: string;
  cache?: boolean;
}
