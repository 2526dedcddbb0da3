/**
 * The body of POST /campaign/{campaignId}/redeem (spec section 3 "Redeem parameters" and section 7
 * "Redeem"): the union of shipping config, info, location and other parameters. Empty strings are
 * dropped; shipping first and last name default to the first and last name; `cache` is sent only
 * when false; `sp_points` is added when the points value is a number above 1.
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
  latitude?: number | string;
  location_id?: string;
  longitude?: number | string;
  // other
  giftto?: string;
  promocode?: string;
  redeem_by?: string;
  redeem_media?: string;
  reservationjson?: string;
  sp_baht?: number | string;
  tranId?: string;
  walletcard?: string;
  cache?: boolean;
}

/** The body sent: strings, numbers and the false cache flag. */
export type RedeemBody = Record<string, string | number | boolean>;

/** Builds the redeem body. `points` is the spend-points value (sp_points), added only when above 1. */
export function buildRedeemBody(params: RedeemParams, points?: unknown): RedeemBody {
  const withShippingNames: RedeemParams = {
    ...params,
    shippingFirstName: params.shippingFirstName ?? params.firstname,
    shippingLastName: params.shippingLastName ?? params.lastname,
  };
  const body: RedeemBody = {};
  for (const [key, value] of Object.entries(withShippingNames)) {
    if (value === undefined || value === null) continue;
    if (key === 'cache') {
      if (value === false) body.cache = false;
      continue;
    }
    if (typeof value === 'string' && value.trim() === '') continue;
    if (typeof value === 'string' || typeof value === 'number') body[key] = value;
  }
  if (typeof points === 'number' && Number.isFinite(points) && points > 1) body.sp_points = points;
  return body;
}
