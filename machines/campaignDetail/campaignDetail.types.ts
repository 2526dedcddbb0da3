import type { ApiError } from '@/domain/apiError';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';

/** The campaign to show (from /campaign/{campaignId}) and the member's facts from the session. */
export interface CampaignDetailInput {
  campaignId: string;
  member: MemberFacts;
}

export interface CampaignDetailContext {
  campaignId: string;
  member: MemberFacts;
  campaign?: CampaignDetail;
  error?: ApiError;
}

export type CampaignDetailEvent =
  | { type: 'CAMPAIGN.RETRY' }
  /** The session's member facts changed (signed in or out, points updated). */
  | { type: 'CAMPAIGN.MEMBER_CHANGED'; member: MemberFacts }
  /** Sent by the redeem child after a successful redeem. */
  | { type: 'CAMPAIGN.REDEEMED' };

export type CampaignDetailTag = 'loading' | 'slow';
