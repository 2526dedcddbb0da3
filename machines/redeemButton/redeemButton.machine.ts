/**
 * The redeem flow behind the campaign page's redeem button (spec sections 4 and 7 "Redeem").
 * idle → (REDEEM.START, only when the derived button state is `default`) confirming, whose dialog body
 * depends on the campaign kind → redeeming (POST /campaign/{id}/redeem) → either the draw/delivery
 * result dialog (spec "Draw dialog") or the serial, run by the shared serial chart (machines/serial:
 * QR code, barcode, text, copy, countdown, mark as used) until it is closed. A failed redeem is a state with Retry and
 * Dismiss. After a successful redeem notifyRedeemed tells the parent (campaignDetail provides it as a
 * sendParent) so points and the campaign are refreshed. Started by campaignDetail in its `loaded` state, or on its own in tests.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { deriveRedeemButton, isRedeemable } from '@/domain/campaign/redeemButton';
import { selectDrawResult } from '@/domain/campaign/drawResult';
import { buildRedeemBody } from '@/domain/campaign/redeemParams';
import { serialInputFor } from '@/domain/campaign/serial';
import { redeemCampaign, serial } from './redeemButton.actors';
import type {
  RedeemButtonContext,
  RedeemButtonEvent,
  RedeemButtonInput,
  RedeemButtonTag,
  RedeemOutcome,
} from './redeemButton.types';

export const redeemButtonMachine = setup({
  types: {
    context: {} as RedeemButtonContext,
    events: {} as RedeemButtonEvent,
    input: {} as RedeemButtonInput,
    tags: {} as RedeemButtonTag,
  },
  actors: { redeemCampaign, serial },
  guards: {
    canRedeem: ({ context }) =>
      context.member.signedIn && isRedeemable(deriveRedeemButton(context.campaign, context.member, context.campaign.serverNow)),
    showsResultDialog: ({ context }, params: { outcome: RedeemOutcome }) =>
      selectDrawResult(context.campaign, params.outcome.privilegeMessage, Boolean(params.outcome.serial?.serial)) !== null,
  },
  actions: {
    storeOutcome: assign(({ context }, params: { outcome: RedeemOutcome }) => ({
      outcome: params.outcome,
      drawResult:
        selectDrawResult(context.campaign, params.outcome.privilegeMessage, Boolean(params.outcome.serial?.serial)) ?? undefined,
      error: undefined,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearResult: assign({ outcome: undefined, drawResult: undefined, error: undefined }),
    updateMember: assign(({ event }) => (event.type === 'REDEEM.MEMBER_CHANGED' ? { member: event.member } : {})),
    updateCampaign: assign(({ event }) => (event.type === 'REDEEM.CAMPAIGN_UPDATED' ? { campaign: event.campaign } : {})),
    /** Tells whoever runs the flow that a redeem succeeded; campaignDetail provides sendParent. */
    notifyRedeemed: () => {},
  },
}).createMachine({
  id: 'redeemButton',
  context: ({ input }) => ({ campaign: input.campaign, member: input.member }),
  initial: 'idle',
  on: {
    'REDEEM.MEMBER_CHANGED': { actions: 'updateMember' },
    'REDEEM.CAMPAIGN_UPDATED': { actions: 'updateCampaign' },
  },
  states: {
    idle: {
      description: 'The redeem button; enabled only when the derived button state is default.',
      on: { 'REDEEM.START': { guard: 'canRedeem', target: 'confirming', actions: 'clearResult' } },
    },
    confirming: {
      description: 'Confirmation dialog; its body depends on the campaign kind (delivery, buy, draw, interface, default).',
      on: { 'REDEEM.CONFIRM': 'redeeming', 'REDEEM.CANCEL': 'idle' },
    },
    redeeming: {
      tags: ['busy'],
      invoke: {
        id: 'redeemCampaign',
        src: 'redeemCampaign',
        input: ({ context }) => ({
          campaignId: context.campaign.id,
          body: buildRedeemBody({}, context.campaign.pointPerUnit),
        }),
        onDone: [
          {
            guard: { type: 'showsResultDialog', params: ({ event }) => ({ outcome: event.output }) },
            target: 'resultShown',
            actions: [{ type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output }) }, 'notifyRedeemed'],
          },
          {
            target: 'serialShown',
            actions: [{ type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output }) }, 'notifyRedeemed'],
          },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The redeem failed: the generic error message with Try again and Close.',
      on: { 'REDEEM.RETRY': 'redeeming', 'REDEEM.DISMISS': 'idle' },
    },
    resultShown: {
      description: 'Draw/delivery result dialog: privilege message, else delivery text, else draw text with the expiry.',
      on: { 'REDEEM.CLOSE': 'idle' },
    },
    serialShown: {
      description: 'The serial dialog: redeem-on and expire-on dates, the serial card and the serial display (machines/serial) until it is closed.',
      invoke: {
        id: 'serial',
        src: 'serial',
        input: ({ context }) => serialInputFor(context.outcome?.serial, context.campaign),
        onDone: 'idle',
      },
      on: { 'REDEEM.CLOSE': 'idle' },
    },
  },
});
