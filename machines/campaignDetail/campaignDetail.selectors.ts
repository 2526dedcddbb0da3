import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import { deriveRedeemButton, needsSignIn, type RedeemButton } from '@/domain/campaign/redeemButton';
import type { redeemMachine } from '@machines/redeem/redeem.machine';
import type { campaignDetailMachine } from './campaignDetail.machine';

type Snapshot = SnapshotFrom<typeof campaignDetailMachine>;

export type CampaignDetailStatus = 'loading' | 'loaded' | 'notFound' | 'failed';

export function selectCampaignStatus(snapshot: Snapshot): CampaignDetailStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed') || snapshot.matches('timedOut')) return 'failed';
  return 'loading';
}

/** The campaign has been loading for longer than REQUEST_SLOW. */
export const selectCampaignSlow = (snapshot: Snapshot): boolean => snapshot.matches({ loading: 'slow' });

export const selectCampaign = (snapshot: Snapshot): CampaignDetail | undefined => snapshot.context.campaign;
export const selectCampaignError = (snapshot: Snapshot): ApiError | undefined => snapshot.context.error;
export const selectMember = (snapshot: Snapshot): MemberFacts => snapshot.context.member;

/** The redeem button's derived state, or undefined before the campaign is loaded. */
export function selectRedeemButton(snapshot: Snapshot): RedeemButton | undefined {
  const { campaign, member } = snapshot.context;
  return campaign ? deriveRedeemButton(campaign, member, campaign.serverNow) : undefined;
}

/** True when a signed-out visitor is offered "sign in to redeem". */
export function selectNeedsSignIn(snapshot: Snapshot): boolean {
  const button = selectRedeemButton(snapshot);
  return button !== undefined && needsSignIn(button, snapshot.context.member);
}

/** The running redeem flow child (only while loaded). */
export const selectRedeemActor = (snapshot: Snapshot): ActorRefFrom<typeof redeemMachine> | undefined =>
  snapshot.children.redeem as ActorRefFrom<typeof redeemMachine> | undefined;
