/**
 * Consent gate: the terms, privacy, age and marketing dialogs of spec sections 4 and 5. The text is
 * fetched by version; Accept is inactive until the reader has scrolled to within 100 px of the end
 * (the age dialog: the exact end), and scrolling back up deactivates it again. 'Tap to bottom' asks
 * the view to jump to the end; the close icon cancels. A failed load leaves the text empty, as the
 * spec says, but offers Retry instead of a dead dialog.
 */
import { assign, emit, setup } from 'xstate';
import { requestDelays, requestState } from '../shared/request';
import { loadConsentText } from './consentGate.actors';
import type { ConsentGateContext, ConsentGateEmitted, ConsentGateEvent, ConsentGateInput, ConsentGateOutput } from './consentGate.types';

/** Spec section 9: consent scroll threshold 100 px, age dialog 0. */
export const CONSENT_SCROLL_THRESHOLD = 100;
export const AGE_SCROLL_THRESHOLD = 0;

/** Distance left to scroll; subpixel scroll positions are rounded up so 'the exact end' is reachable. */
export function remainingScroll(m: { scrollTop: number; scrollHeight: number; clientHeight: number }): number {
  return m.scrollHeight - m.clientHeight - Math.ceil(m.scrollTop);
}

export const consentGateMachine = setup({
  types: {
    context: {} as ConsentGateContext,
    events: {} as ConsentGateEvent,
    input: {} as ConsentGateInput,
    output: {} as ConsentGateOutput,
    emitted: {} as ConsentGateEmitted,
    tags: {} as 'loading' | 'slow' | 'acceptable',
  },
  actors: { loadConsentText },
  delays: { ...requestDelays },
  guards: {
    isWithinThreshold: ({ context, event }) =>
      event.type === 'CONSENT.SCROLLED' && remainingScroll(event) <= context.threshold,
    isAboveThreshold: ({ context, event }) =>
      event.type === 'CONSENT.SCROLLED' && remainingScroll(event) > context.threshold,
  },
  actions: {
    storeText: assign({ html: (_, html: string) => html }),
    clearText: assign({ html: '' }),
    markAccepted: assign({ accepted: true }),
    requestScrollToBottom: emit({ type: 'consent.scrollToBottom' } as const),
  },
}).createMachine({
  id: 'consentGate',
  context: ({ input }) => ({
    ...input,
    html: '',
    accepted: false,
    threshold: input.kind === 'age' ? AGE_SCROLL_THRESHOLD : CONSENT_SCROLL_THRESHOLD,
  }),
  initial: 'loading',
  output: ({ context }) => ({
    kind: context.kind,
    version: context.version,
    accepted: context.accepted,
    html: context.html,
  }),
  states: {
    loading: {
      description: 'The legal text of this version and language is being fetched.',
      tags: ['loading'],
      // No answer within REQUEST_TIMEOUT: the request is cancelled and the dialog offers Retry.
      ...requestState({ onTimeout: { target: 'loadFailed', actions: 'clearText' } }),
      invoke: {
        id: 'loadConsentText',
        src: 'loadConsentText',
        input: ({ context }) => ({ kind: context.kind, version: context.version, locale: context.locale }),
        onDone: { target: 'reading', actions: { type: 'storeText', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'clearText' },
      },
      on: { 'CONSENT.CANCEL': 'cancelled' },
    },
    loadFailed: {
      description: 'The text could not be loaded, or not in time: the dialog stays empty and offers Retry and Close.',
      on: { 'CONSENT.RETRY': 'loading', 'CONSENT.CANCEL': 'cancelled' },
    },
    reading: {
      description: 'The text is shown. Accept stays inactive until the end of the text is reached.',
      initial: 'notAtBottom',
      on: {
        'CONSENT.JUMP_TO_BOTTOM': { actions: 'requestScrollToBottom' },
        'CONSENT.CANCEL': '#consentGate.cancelled',
      },
      states: {
        notAtBottom: {
          description: 'Accept is inactive; scrolling to the end activates it.',
          on: { 'CONSENT.SCROLLED': { guard: 'isWithinThreshold', target: 'atBottom' } },
        },
        atBottom: {
          description: 'Accept is active; scrolling back up deactivates it.',
          tags: ['acceptable'],
          on: {
            'CONSENT.SCROLLED': { guard: 'isAboveThreshold', target: 'notAtBottom' },
            'CONSENT.ACCEPT': { target: '#consentGate.accepted', actions: 'markAccepted' },
          },
        },
      },
    },
    accepted: { type: 'final', description: 'The person accepted this version.' },
    cancelled: { type: 'final', description: 'The person closed the dialog without accepting.' },
  },
});
