/**
 * The campaign page's connect: snapshot + send → what the page shows (loading, slow, not found, failed with
 * Try again, or the loaded campaign with its redeem button and the redeem child to render) and the handlers
 * that send the chart's events. The redeem area's dialogs have their own connect (redeem.connect.ts). Pure like
 * the chart, so the page, its replay and the tests share one mapping of intents to events.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import type { RedeemButton } from '@/domain/campaign/redeemButton';
import type { redeemMachine } from '../redeem/redeem.machine';
import type { campaignDetailMachine } from './campaignDetail.machine';
import {
  selectCampaign,
  selectCampaignError,
  selectCampaignSlow,
  selectCampaignStatus,
  selectMember,
  selectNeedsSignIn,
  selectRedeemActor,
  selectRedeemButton,
  type CampaignDetailStatus,
} from './campaignDetail.selectors';
import type { CampaignDetailEvent } from './campaignDetail.types';

/** Sends one of the campaign page's events (the running actor's `send`). */
export type CampaignDetailSend = (event: CampaignDetailEvent) => void;

export interface CampaignPageView {
  status: CampaignDetailStatus;
  /** The campaign has been loading for longer than REQUEST_SLOW. */
  slow: boolean;
  /** Why the campaign could not be loaded (only when failed). */
  error?: ApiError;
  /** The running redeem flow (only while loaded). */
  redeem?: ActorRefFrom<typeof redeemMachine>;
  campaign?: CampaignDetail;
  /** The redeem button's state, once the campaign is loaded. */
  button?: RedeemButton;
  /** A signed-out visitor is offered "sign in to redeem". */
  needsSignIn: boolean;
  guest: boolean;
  /** Where "sign in to redeem" goes: the login page coming back to this campaign. */
  signInHref?: string;
  onRetry: () => void;
  /** Tells the page who is looking now (the chart forwards it to the redeem flow). */
  onMemberChanged: (member: MemberFacts) => void;
}

/** Who is looking, as the chart keeps it: `guest` only when set. */
export function memberChanged({ signedIn, guest, points, contact }: MemberFacts): CampaignDetailEvent {
  return { type: 'CAMPAIGN.MEMBER_CHANGED', member: { signedIn, ...(guest ? { guest } : {}), points, contact } };
}

export function connect(snapshot: SnapshotFrom<typeof campaignDetailMachine>, send: CampaignDetailSend): CampaignPageView {
  const status = selectCampaignStatus(snapshot);
  const campaign = selectCampaign(snapshot);
  return {
    status,
    slow: selectCampaignSlow(snapshot),
    error: status === 'failed' ? selectCampaignError(snapshot) : undefined,
    redeem: selectRedeemActor(snapshot),
    campaign,
    button: selectRedeemButton(snapshot),
    needsSignIn: selectNeedsSignIn(snapshot),
    guest: Boolean(selectMember(snapshot).guest),
    signInHref: campaign ? `/login?next=/campaign/${encodeURIComponent(campaign.id)}` : undefined,
    onRetry: () => send({ type: 'CAMPAIGN.RETRY' }),
    onMemberChanged: (member) => send(memberChanged(member)),
  };
}
