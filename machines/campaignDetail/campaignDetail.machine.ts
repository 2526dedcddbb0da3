/**
 * Campaign page (/campaign/{campaignId}): loads one campaign; a 404 is its own not-found state, any
 * other failure offers CAMPAIGN.RETRY. While loaded, the redeem child runs the redeem flow; the
 * member's facts (signed in, points) come from the session as CAMPAIGN.MEMBER_CHANGED and are
 * forwarded to it. After a redeem, refreshMember asks the session for fresh points and the campaign is
 * re-read quietly (its limits may have changed); a failed quiet re-read keeps what is shown. Signing in
 * or out while the page is open re-reads it too: the member's own limits (per-person, cool-down) come
 * with the campaign read with their token.
 * The loads follow the request-timeout pattern (machines/shared/request.ts): slow notice after
 * REQUEST_SLOW, and `timedOut` (with Retry) after REQUEST_TIMEOUT, which cancels the request.
 */
import { assign, sendTo, setup } from 'xstate';
import { isApiError, toApiError } from '@/domain/apiError';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { requestDelays, requestState, timeoutError } from '@machines/shared/request';
import { loadCampaign, redeem } from './campaignDetail.actors';
import type { CampaignDetailContext, CampaignDetailEvent, CampaignDetailInput, CampaignDetailTag } from './campaignDetail.types';

export const campaignDetailMachine = setup({
  types: {
    context: {} as CampaignDetailContext,
    events: {} as CampaignDetailEvent,
    input: {} as CampaignDetailInput,
    tags: {} as CampaignDetailTag,
  },
  actors: { loadCampaign, redeem },
  delays: { ...requestDelays },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 404,
    signedInChanged: ({ context, event }) =>
      event.type === 'CAMPAIGN.MEMBER_CHANGED' && event.member.signedIn !== context.member.signedIn,
  },
  actions: {
    storeCampaign: assign((_, params: { campaign: CampaignDetail }) => ({ campaign: params.campaign, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    updateMember: assign(({ event }) => (event.type === 'CAMPAIGN.MEMBER_CHANGED' ? { member: event.member } : {})),
    forwardMember: sendTo('redeem', ({ context }) => ({ type: 'REDEEM.MEMBER_CHANGED' as const, member: context.member })),
    forwardCampaign: sendTo('redeem', (_, params: { campaign: CampaignDetail }) => ({
      type: 'REDEEM.CAMPAIGN_UPDATED' as const,
      campaign: params.campaign,
    })),
    /** Asks the session to re-read the member's points; provided by the app. */
    refreshMember: () => {},
  },
}).createMachine({
  id: 'campaignDetail',
  context: ({ input }) => ({ campaignId: input.campaignId, member: input.member }),
  initial: 'loading',
  on: { 'CAMPAIGN.MEMBER_CHANGED': { actions: 'updateMember' } },
  states: {
    loading: {
      tags: ['loading'],
      description: 'Skeleton of the campaign page while the campaign loads.',
      ...requestState({ onTimeout: { target: 'timedOut', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'loadCampaign',
        src: 'loadCampaign',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: { target: 'loaded', actions: { type: 'storeCampaign', params: ({ event }) => ({ campaign: event.output }) } },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    notFound: { description: 'No such campaign: a message and a link back to the rewards.' },
    failed: {
      description: 'The campaign could not be loaded: a translated error with Retry.',
      on: { 'CAMPAIGN.RETRY': 'loading' },
    },
    timedOut: {
      description: 'The campaign got no answer in time; the request was cancelled. The timeout message with Retry.',
      on: { 'CAMPAIGN.RETRY': 'loading' },
    },
    loaded: {
      description: 'Image, name, points, expiry, conditions and the redeem button.',
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => ({ campaign: context.campaign as CampaignDetail, member: context.member }),
      },
      on: {
        'CAMPAIGN.MEMBER_CHANGED': [
          { guard: 'signedInChanged', target: '.refreshing', actions: ['updateMember', 'forwardMember'] },
          { actions: ['updateMember', 'forwardMember'] },
        ],
        'CAMPAIGN.REDEEMED': { target: '.refreshing', actions: 'refreshMember' },
      },
      initial: 'shown',
      states: {
        shown: {},
        refreshing: {
          description: 'Re-reading the campaign quietly (after a redeem, or signing in or out); a failure keeps what is shown.',
          ...requestState({ onTimeout: 'shown', slowNotice: false }),
          invoke: {
            id: 'loadCampaign',
            src: 'loadCampaign',
            input: ({ context }) => ({ campaignId: context.campaignId }),
            onDone: {
              target: 'shown',
              actions: [
                { type: 'storeCampaign', params: ({ event }) => ({ campaign: event.output }) },
                { type: 'forwardCampaign', params: ({ event }) => ({ campaign: event.output }) },
              ],
            },
            onError: 'shown',
          },
        },
      },
    },
  },
});
