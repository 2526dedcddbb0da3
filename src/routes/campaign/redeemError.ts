/**
 * Message ids for a failed redeem, following the generic rules of spec section 8: no status (never
 * reached the server) or 400 → check the connection; 401 → the server's message; 412 → token invalid;
 * otherwise the server's message when it sent one, else a generic line.
 */
import type { ApiError } from '@/domain/apiError';
import type { RedeemErrorMessage } from '@/routes/campaign/CampaignScreen';

export function describeRedeemError(error: ApiError): RedeemErrorMessage {
  const titleId = 'campaign.redeemFailed.title';
  if (error.status === 0 || error.status === 400) return { titleId, messageId: 'campaign.redeemFailed.connection' };
  if (error.status === 412) return { titleId, messageId: 'campaign.redeemFailed.tokenInvalid' };
  const message = error.message.trim();
  if (message !== '' && !/^HTTP \d+$/.test(message)) return { titleId, messageId: 'campaign.redeemFailed.server', values: { message } };
  return { titleId, messageId: 'campaign.redeemFailed.generic' };
}
