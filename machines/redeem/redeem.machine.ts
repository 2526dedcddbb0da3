/**
 * The redeem flow behind the campaign page's redeem button (spec sections 4 and 7 "Redeem").
 * idle → (REDEEM.START, only when the derived button state is `default`; a guest goes to signInOffered,
 * which asks to sign in or register) confirming, whose dialog body
 * depends on the campaign kind → redeeming (POST /campaign/{id}/redeem) → either the draw/delivery
 * result dialog (spec "Draw dialog") or the serial, run by the shared serial chart (machines/serial:
 * QR code, barcode, text, copy, countdown, mark as used) until it is closed. A failed redeem is a state with Retry and
 * Dismiss. After a successful redeem notifyRedeemed tells the parent (campaignDetail provides it as a
 * sendParent) so points and the campaign are refreshed. Started by campaignDetail in its `loaded` state, or on its own in tests.
 *
 * Never charged twice: each confirmed attempt gets a client tranId (src/domain/write/tranId.ts)
 * that its retries reuse, so the server treats a retry as the same redeem. When the answer may have been
 * lost after the server redeemed (no answer, a cut-off answer, a gateway 5xx, or REQUEST_TIMEOUT), the chart
 * does not offer Try again at once: `verifying` re-reads the member's redeems (and the parent refreshes
 * the points); a redeem of this attempt shows its code, no redeem offers Try again, and a re-read that
 * fails too is `unconfirmed` (Check again). Business errors (limit reached, address required...) go
 * straight to `failed` with their own message.
 *
 * Shipping step (spec sections 2 "Shipping address dialog", 3 "Redeem parameters", 7 "Redeem"): a delivered
 * campaign asks where to send it after the confirmation: one of the saved delivery addresses (the address
 * book in pick mode, machines/addressBook, where a new one can be added too) or an address typed in the
 * shipping dialog (machines/shippingAddress: 5 checked fields and the Thai address block); the step first reads
 * the member's saved delivery addresses, so the choice leads with them when there are some. The redeem then
 * carries the shipping config, and the whole address is posted for the redeem key (`sendingAddress`); a
 * failure there keeps the redeem and the address and offers Try again. Cancelling the dialog keeps what
 * was typed for the next time it opens.
 */
import { assign, setup, spawnChild, stopChild } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { newTranId } from '@/domain/write/tranId';
import { requestDelays, requestState, slowNotice, timeoutError } from '@machines/shared/request';
import { deriveRedeemButton, isRedeemable } from '@/domain/campaign/redeemButton';
import { selectDrawResult } from '@/domain/campaign/drawResult';
import { serialInputFor } from '@/domain/campaign/serial';
import { shippingForm, shippingRedeemParams, type ShippingAddress } from '@/domain/address/shipping';
import type { AddressForm } from '@/domain/address/addressBook';
import type { AddressBookOutput } from '@machines/addressBook/addressBook.types';
import type { ShippingAddressOutput } from '@machines/shippingAddress/shippingAddress.types';
import { addressBook, findRedeem, readSavedAddresses, redeemCampaign, serial, setRedeemAddress, shippingAddress } from './redeem.actors';
import type {
  RedeemContext,
  RedeemEvent,
  RedeemInput,
  RedeemTag,
  RedeemOutcome,
} from './redeem.types';

export const redeemMachine = setup({
  types: {
    context: {} as RedeemContext,
    events: {} as RedeemEvent,
    input: {} as RedeemInput,
    tags: {} as RedeemTag,
  },
  actors: { redeemCampaign, findRedeem, serial, setRedeemAddress, readSavedAddresses, addressBook, shippingAddress },
  delays: { ...requestDelays },
  guards: {
    canRedeem: ({ context }) =>
      context.member.signedIn &&
      !context.member.guest &&
      isRedeemable(deriveRedeemButton(context.campaign, context.member, context.campaign.serverNow)),
    /** A guest (device sign-in) taps a reward anyone could redeem: asked to sign in or register first. */
    isGuestAtRedeemable: ({ context }) =>
      context.member.signedIn &&
      Boolean(context.member.guest) &&
      isRedeemable(deriveRedeemButton(context.campaign, context.member, context.campaign.serverNow)),
    showsResultDialog: ({ context }, params: { outcome: RedeemOutcome }) =>
      selectDrawResult(context.campaign, params.outcome.privilegeMessage, Boolean(params.outcome.serial?.serial)) !== null,
    /**
     * The server may have redeemed although no usable answer came back: no answer at all (not a cancel),
     * a cut-off answer (it fails to parse, status 0 as well) or a gateway's 5xx.
     */
    answerMayBeLost: (_, params: { error: unknown }) => {
      const error = toApiError(params.error);
      return (error.status === 0 && error.code !== 'aborted') || error.status >= 500;
    },
    wasRedeemed: (_, params: { found: RedeemOutcome | null }) => params.found !== null,
    /** A delivered campaign asks where to send it before the redeem. */
    isDelivered: ({ context }) => context.campaign.delivered,
    /** The redeem is done and an address was chosen: it is posted for the redeem key. */
    postsAddress: ({ context }, params: { outcome: RedeemOutcome | null }) =>
      context.shipping !== undefined && Boolean(params.outcome?.redeemKey),
    /** The address book closed with an address (picked, or just added or edited). */
    bookGaveAddress: (_, params: { output: AddressBookOutput }) => params.output.status !== 'closed',
    dialogGaveAddress: (_, params: { output: ShippingAddressOutput }) => params.output.status === 'ok',

    foundShowsResultDialog: ({ context }, params: { found: RedeemOutcome | null }) =>
      params.found !== null &&
      selectDrawResult(context.campaign, params.found.privilegeMessage, Boolean(params.found.serial?.serial)) !== null,
  },
  actions: {
    storeOutcome: assign(({ context }, params: { outcome: RedeemOutcome }) => ({
      outcome: params.outcome,
      drawResult:
        selectDrawResult(context.campaign, params.outcome.privilegeMessage, Boolean(params.outcome.serial?.serial)) ?? undefined,
      error: undefined,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearResult: assign({ outcome: undefined, drawResult: undefined, error: undefined, shipping: undefined }),
    storeBookAddress: assign((_, params: { output: AddressBookOutput }) =>
      params.output.status === 'closed' ? {} : { shipping: { source: 'saved', form: params.output.entry } satisfies ShippingAddress },
    ),
    storeTypedAddress: assign((_, params: { output: ShippingAddressOutput }) => ({
      shipping: { source: 'typed', form: params.output.form } satisfies ShippingAddress,
      shippingDraft: params.output.form,
    })),
    storeDraft: assign((_, params: { output: ShippingAddressOutput }) => ({ shippingDraft: params.output.form })),
    storeSavedAddresses: assign((_, params: { addresses: AddressForm[] }) => ({ savedAddresses: params.addresses })),
    /** Opens the address book in pick mode as the child `addressBook` (its done event closes the step). */
    openAddressBook: spawnChild('addressBook', {
      id: 'addressBook',
      // The step has just read the saved addresses: the book opens on them instead of reading them again.
      input: ({ context }) => ({
        kind: 'delivery',
        pickable: true,
        hideAfterUpdate: true,
        defaults: shippingForm(context.member.contact),
        ...(context.savedAddresses ? { entries: context.savedAddresses } : {}),
      }),
    }),
    /** Opens the shipping dialog as the child `shippingAddress`, with what was typed before. */
    openShippingDialog: spawnChild('shippingAddress', {
      id: 'shippingAddress',
      input: ({ context }) => ({ form: shippingForm(context.member.contact, context.shippingDraft) }),
    }),
    closeAddressBook: stopChild('addressBook'),
    closeShippingDialog: stopChild('shippingAddress'),
    /** A new attempt: a fresh tranId (its retries keep it) and when it started, for the re-read. */
    beginAttempt: assign({ tranId: newTranId, attemptStartedAt: () => Date.now() }),
    updateMember: assign(({ event }) => (event.type === 'REDEEM.MEMBER_CHANGED' ? { member: event.member } : {})),
    updateCampaign: assign(({ event }) => (event.type === 'REDEEM.CAMPAIGN_UPDATED' ? { campaign: event.campaign } : {})),
    /** Tells whoever runs the flow that a redeem succeeded; campaignDetail provides sendParent. */
    notifyRedeemed: () => {},
  },
}).createMachine({
  id: 'redeem',
  context: ({ input }) => ({ campaign: input.campaign, member: input.member }),
  initial: 'idle',
  on: {
    'REDEEM.MEMBER_CHANGED': { actions: 'updateMember' },
    'REDEEM.CAMPAIGN_UPDATED': { actions: 'updateCampaign' },
  },
  states: {
    idle: {
      description: 'The redeem button; enabled only when the derived button state is default. A guest’s button says Sign in to redeem.',
      on: {
        'REDEEM.START': [
          { guard: 'isGuestAtRedeemable', target: 'signInOffered' },
          { guard: 'canRedeem', target: 'confirming', actions: 'clearResult' },
        ],
      },
    },
    signInOffered: {
      description:
        'A guest (device sign-in) is not a member: Sign in (back to this reward afterwards) or Register, or Cancel to stay on the page. Nothing is redeemed.',
      on: { 'REDEEM.CANCEL': 'idle' },
    },
    confirming: {
      description: 'Confirmation dialog; its body depends on the campaign kind (delivery, buy, draw, interface, default).',
      on: {
        'REDEEM.CONFIRM': [{ guard: 'isDelivered', target: 'shipping' }, { target: 'redeeming', actions: 'beginAttempt' }],
        'REDEEM.CANCEL': 'idle',
      },
    },
    shipping: {
      description: 'A delivered campaign asks where to send it: a saved delivery address or one typed in the shipping dialog.',
      initial: 'readingAddresses',
      states: {
        readingAddresses: {
          tags: ['busy'],
          description: 'GET the member’s saved delivery addresses, so the choice leads with them when there are some; slow notice after 3 s, given up after 15 s.',
          ...requestState({ onTimeout: { target: 'readFailed', actions: { type: 'storeError', params: timeoutError } } }),
          invoke: {
            id: 'readSavedAddresses',
            src: 'readSavedAddresses',
            onDone: { target: 'choosing', actions: { type: 'storeSavedAddresses', params: ({ event }) => ({ addresses: event.output }) } },
            onError: { target: 'readFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        readFailed: {
          description: 'The saved addresses could not be read (offline?): the translated message, Try again and Close; nothing was redeemed.',
          on: { 'REDEEM.RETRY': 'readingAddresses', 'REDEEM.DISMISS': '#redeem.idle' },
        },
        choosing: {
          description:
            'Where should we send it? Choose a saved address (first when there are some), Enter an address (first when there are none), or Cancel.',
          on: { 'SHIPPING.CHOOSE_SAVED': 'savedAddresses', 'SHIPPING.ENTER_NEW': 'enteringAddress', 'REDEEM.CANCEL': '#redeem.idle' },
        },
        savedAddresses: {
          description: 'The delivery address book in pick mode (child addressBook): Use this address on a row, or add one; closing returns to the choice.',
          entry: 'openAddressBook',
          exit: 'closeAddressBook',
          on: {
            'xstate.done.actor.addressBook': [
              {
                guard: { type: 'bookGaveAddress', params: ({ event }) => ({ output: event.output }) },
                target: '#redeem.redeeming',
                actions: [{ type: 'storeBookAddress', params: ({ event }) => ({ output: event.output }) }, 'beginAttempt'],
              },
              { target: 'choosing' },
            ],
          },
        },
        enteringAddress: {
          description: 'The shipping dialog (child shippingAddress: 5 checked fields and the Thai address block), opened with what was typed before.',
          entry: 'openShippingDialog',
          exit: 'closeShippingDialog',
          on: {
            'xstate.done.actor.shippingAddress': [
              {
                guard: { type: 'dialogGaveAddress', params: ({ event }) => ({ output: event.output }) },
                target: '#redeem.redeeming',
                actions: [{ type: 'storeTypedAddress', params: ({ event }) => ({ output: event.output }) }, 'beginAttempt'],
              },
              { target: 'choosing', actions: { type: 'storeDraft', params: ({ event }) => ({ output: event.output }) } },
            ],
          },
        },
      },
    },
    redeeming: {
      tags: ['busy'],
      description: 'POST redeem with this attempt’s tranId; slow notice after 3 s; no answer in 15 s is checked, not retried.',
      ...slowNotice,
      after: { REQUEST_TIMEOUT: { target: 'verifying', actions: { type: 'storeError', params: timeoutError } } },
      invoke: {
        id: 'redeemCampaign',
        src: 'redeemCampaign',
        input: ({ context }) => ({
          campaignId: context.campaign.id,
          params: { ...(context.shipping ? shippingRedeemParams(context.shipping) : {}), tranId: context.tranId },
          points: context.campaign.pointPerUnit,
        }),
        onDone: [
          {
            guard: { type: 'postsAddress', params: ({ event }) => ({ outcome: event.output }) },
            target: 'sendingAddress',
            actions: [{ type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output }) }, 'notifyRedeemed'],
          },
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
        onError: [
          {
            guard: { type: 'answerMayBeLost', params: ({ event }) => ({ error: event.error }) },
            target: 'verifying',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    verifying: {
      tags: ['busy'],
      description: 'The answer may have been lost after the server redeemed: re-read the member’s redeems before offering Try again.',
      ...slowNotice,
      after: { REQUEST_TIMEOUT: 'unconfirmed' },
      invoke: {
        id: 'findRedeem',
        src: 'findRedeem',
        input: ({ context }) => ({ campaignId: context.campaign.id, tranId: context.tranId, since: context.attemptStartedAt ?? 0 }),
        onDone: [
          {
            guard: { type: 'postsAddress', params: ({ event }) => ({ outcome: event.output }) },
            target: 'sendingAddress',
            actions: [{ type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output as RedeemOutcome }) }, 'notifyRedeemed'],
          },
          {
            guard: { type: 'foundShowsResultDialog', params: ({ event }) => ({ found: event.output }) },
            target: 'resultShown',
            actions: [{ type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output as RedeemOutcome }) }, 'notifyRedeemed'],
          },
          {
            guard: { type: 'wasRedeemed', params: ({ event }) => ({ found: event.output }) },
            target: 'serialShown',
            actions: [{ type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output as RedeemOutcome }) }, 'notifyRedeemed'],
          },
          { target: 'failed' },
        ],
        onError: 'unconfirmed',
      },
    },
    sendingAddress: {
      tags: ['busy'],
      description: 'Redeemed: POST /redeem/{redeemKey}/address with the chosen address; slow notice after 3 s, given up after 15 s.',
      ...slowNotice,
      after: { REQUEST_TIMEOUT: { target: 'addressFailed', actions: { type: 'storeError', params: timeoutError } } },
      invoke: {
        id: 'setRedeemAddress',
        src: 'setRedeemAddress',
        input: ({ context }) => ({ redeemKey: context.outcome?.redeemKey ?? '', shipping: context.shipping as ShippingAddress }),
        // Only delivered campaigns post an address, and a delivered redeem always ends in the result dialog.
        onDone: { target: 'resultShown' },
        onError: { target: 'addressFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    addressFailed: {
      description: 'The reward is redeemed but its address was not sent: the translated message, Try again (same address) and Close.',
      on: { 'REDEEM.RETRY': 'sendingAddress', 'REDEEM.DISMISS': 'idle' },
    },
    unconfirmed: {
      description: 'Neither the redeem’s answer nor the re-read came back: it is not known whether it happened. Check again, or Close.',
      on: { 'REDEEM.RETRY': 'verifying', 'REDEEM.DISMISS': 'idle' },
    },
    failed: {
      description: 'The redeem did not happen: its translated message (business error, or generic with id and code), Try again (same tranId) and Close.',
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
