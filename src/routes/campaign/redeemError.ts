/**
 * Message ids for a failed redeem: the generic handler of spec section 8 (describeApiError: 400 →
 * connection, 401 → server message, 412 → token invalid, no code → check connection, else the server's
 * message with its id and code), under the redeem dialog's own title.
 */
import type { ApiError } from '@/domain/apiError';
import { describeApiError } from '@/domain/errors/genericError';
import type { RedeemErrorMessage } from '@/routes/campaign/CampaignScreen';

export function describeRedeemError(error: ApiError): RedeemErrorMessage {
  const { messageId, values } = describeApiError(error);
  return { titleId: 'campaign.redeemFailed.title', messageId, values };
}
