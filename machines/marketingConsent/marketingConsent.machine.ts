/**
 * Marketing consent (/profile/legalpolicy/marketing; spec sections 2, 3, 4 and 7). Reads the current
 * versions and the member's record, then opens the dialog: the marketing text (the consent-gate chart,
 * so Confirm becomes active within 100 px of the end) and the boxes All, SMS, LINE and E-mail. Ticking
 * All toggles every channel; a channel sets All only when SMS, LINE and e-mail are all on; with nothing
 * stored every channel starts on. Confirm saves with both calls of section 7 (a client transaction id
 * per save, reused by its retries); a failed save reports to the shared handler and keeps the boxes on
 * screen with Retry. The close icon tells the caller the dialog was hidden.
 */
import { assign, emit, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { choicesFromRecord, toggleAll, toggleChannel, type MarketingChoices } from '@/domain/consent/marketing';
import { DEFAULT_CONSENT_VERSIONS } from '@/domain/consent/versions';
import type { ConsentGateOutput } from '@machines/consentGate/consentGate.types';
import { newTranId } from '@/domain/write/tranId';
import { requestDelays, requestState, requestTimeoutError } from '@machines/shared/request';
import { loadMarketingState, readMarketingText, saveMarketing } from './marketingConsent.actors';
import type {
  MarketingConsentContext, MarketingConsentEmitted, MarketingConsentEvent, MarketingConsentInput, MarketingState,
} from './marketingConsent.types';

function errorOf(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'error' in event ? event.error : event;
}


export const marketingConsentMachine = setup({
  types: {
    context: {} as MarketingConsentContext,
    events: {} as MarketingConsentEvent,
    input: {} as MarketingConsentInput,
    emitted: {} as MarketingConsentEmitted,
    tags: {} as 'loading' | 'dialog' | 'saving' | 'slow',
  },
  actors: { loadMarketingState, saveMarketing, readMarketingText },
  delays: { ...requestDelays },
  guards: {
    wasConfirmed: (_, output: ConsentGateOutput) => output.accepted,
  },
  actions: {
    storeState: assign((_, state: MarketingState) => {
      const stored = choicesFromRecord(state.record);
      return { versions: state.versions, record: state.record, stored, choices: stored, error: null };
    }),
    resetChoices: assign(({ context }) => ({ choices: context.stored, tranId: null, error: null })),
    toggleAll: assign({ choices: ({ context }) => toggleAll(context.choices) }),
    toggleChannel: assign({
      choices: ({ context, event }) => (event.type === 'MARKETING.TOGGLE_CHANNEL' ? toggleChannel(context.choices, event.channel) : context.choices),
    }),
    keepText: assign({ html: (_, output: ConsentGateOutput) => output.html }),
    beginAttempt: assign({ tranId: () => newTranId(), error: null }),
    storeSaved: assign(({ context }) => ({ stored: context.choices, tranId: null, error: null })),
    recordFailure: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    recordTimeout: assign({ error: () => requestTimeoutError() }),
    announceHidden: emit({ type: 'marketing.hidden' } as const),
    announceSaved: emit(({ context }) => ({ type: 'marketing.saved', choices: context.choices }) as const),
    reportSaveFailure: emit(({ context }) => ({ type: 'marketing.saveFailed', error: context.error ?? requestTimeoutError() }) as const),
  },
}).createMachine({
  id: 'marketingConsent',
  context: ({ input }) => {
    const all: MarketingChoices = { all: true, sms: true, line: true, email: true };
    return { ...input, versions: DEFAULT_CONSENT_VERSIONS, record: null, choices: all, stored: all, html: '', tranId: null, error: null };
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the current versions and the member’s stored marketing choices.',
      tags: ['loading'],
      invoke: {
        id: 'loadMarketingState',
        src: 'loadMarketingState',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: { target: 'open', actions: { type: 'storeState', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'recordFailure' },
      },
      ...requestState({ onTimeout: { target: 'loadFailed', actions: 'recordTimeout' } }),
    },
    loadFailed: {
      description: 'The stored choices could not be read: a translated message and Retry.',
      on: { 'MARKETING.RETRY': 'loading' },
    },
    open: {
      description: 'The dialog: scrollable text and the boxes; Confirm becomes active near the end of the text.',
      tags: ['dialog'],
      invoke: {
        id: 'readMarketingText',
        src: 'readMarketingText',
        input: ({ context }) => ({ kind: 'marketing' as const, version: context.versions.marketing, locale: context.locale }),
        onDone: [
          { guard: { type: 'wasConfirmed', params: ({ event }) => event.output }, target: 'saving', actions: [{ type: 'keepText', params: ({ event }) => event.output }, 'beginAttempt'] },
          { target: 'hidden', actions: ['resetChoices', 'announceHidden'] },
        ],
      },
      on: {
        'MARKETING.TOGGLE_ALL': { actions: 'toggleAll' },
        'MARKETING.TOGGLE_CHANNEL': { actions: 'toggleChannel' },
      },
    },
    saving: {
      description: 'Saves with POST /consent (marketing object) and POST /consent/marketingmessage_setting.',
      tags: ['dialog', 'saving'],
      invoke: {
        id: 'saveMarketing',
        src: 'saveMarketing',
        input: ({ context }) => ({ choices: context.choices, versions: context.versions, record: context.record ?? {}, tranId: context.tranId ?? '' }),
        onDone: { target: 'saved', actions: ['storeSaved', 'announceSaved'] },
        onError: { target: 'saveFailed', actions: ['recordFailure', 'reportSaveFailure'] },
      },
      ...requestState({ onTimeout: { target: 'saveFailed', actions: ['recordTimeout', 'reportSaveFailure'] } }),
    },
    saveFailed: {
      description: 'The save failed: the shared handler told the member; the boxes stay as chosen, with Retry and Close.',
      tags: ['dialog'],
      on: {
        'MARKETING.TOGGLE_ALL': { actions: 'toggleAll' },
        'MARKETING.TOGGLE_CHANNEL': { actions: 'toggleChannel' },
        'MARKETING.CONFIRM': 'saving',
        'MARKETING.CLOSE': { target: 'hidden', actions: ['resetChoices', 'announceHidden'] },
      },
    },
    saved: {
      description: 'Saved: the page shows the stored channels; the dialog can be opened again.',
      on: { 'MARKETING.OPEN': 'open' },
    },
    hidden: {
      description: 'Closed without saving: the page shows the stored channels; the dialog can be opened again.',
      on: { 'MARKETING.OPEN': 'open' },
    },
  },
});
