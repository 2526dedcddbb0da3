/**
 * pointCode: earn points with a code printed on a pack or a receipt. Inside LINE the camera
 * scanner (liff.scanCodeV2, LINE 11.6.0 or later) reads it; elsewhere, or when the member prefers, it is
 * typed (several at once, up to 5). The codes go to the platform's code-process call with a tranId made
 * once per attempt and reused by its retries, so a lost answer never earns twice. The result per code
 * (points earned, already used, invalid, expired) is shown, with the temporary ban and its end time when too
 * many codes failed; the member's points refresh when any code earned. Slow calls say so after 3 s and give
 * up after 15 s with a retry; nothing typed is lost.
 */
import { assign, setup } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { featureAvailability } from '@/domain/line/clientLimits';
import { lineFeatureError, toLineFeatureError } from '@/domain/line/featureErrors';
import { codeFromScan, MAX_CODES_PER_SEND, pointsEarned, readCodes } from '@/domain/line/pointCodes';
import { newTranId } from '@/domain/write/tranId';
import { errorOf } from '../shared/actorEvents';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { pointCodeActors } from './pointCode.actors';
import type { PointCodeAnswer, PointCodeContext, PointCodeEvent, PointCodeInput } from './pointCode.types';
import type { LineClient } from '@/domain/line/clientLimits';

/** The camera scanner is offered inside LINE 11.6.0 or later (the guard of CODE.SCAN and what the screen shows). */
export function scanOffered(context: Pick<PointCodeContext, 'client'>): boolean {
  return context.client.inClient && featureAvailability('scanCodeV2', context.client).available;
}

export const pointCodeMachine = setup({
  types: {
    context: {} as PointCodeContext,
    input: {} as PointCodeInput,
    events: {} as PointCodeEvent,
  },
  actors: pointCodeActors,
  delays: { ...requestDelays },
  guards: {
    hasCodes: ({ context }) => {
      const { codes, invalid } = readCodes(context.text);
      return codes.length > 0 && codes.length <= MAX_CODES_PER_SEND && invalid.length === 0;
    },
    canScan: ({ context }) => scanOffered(context),
    scanClosed: (_, scanned: string | null) => scanned === null,
    earnedPoints: (_, answer: PointCodeAnswer) => pointsEarned(answer.outcomes) > 0,
  },
  actions: {
    assignText: assign({
      text: ({ event }) => (event.type === 'CODE.CHANGED' ? event.text : ''),
      invalid: [],
    }),
    markInvalid: assign({
      invalid: ({ context }) => {
        const { codes, invalid } = readCodes(context.text);
        if (invalid.length > 0) return invalid;
        return codes.length === 0 ? [''] : codes.slice(MAX_CODES_PER_SEND);
      },
    }),
    beginAttempt: assign({
      codes: ({ context }) => readCodes(context.text).codes,
      tranId: () => newTranId(),
      error: null,
      scanError: null,
    }),
    appendScanned: assign({
      text: ({ context }, scannedText: string) => {
        const scanned = codeFromScan(scannedText).trim();
        return context.text.trim() === '' ? scanned : `${context.text.trim()} ${scanned}`;
      },
    }),
    assignScanError: assign({ scanError: ({ event }) => toLineFeatureError(errorOf(event), 'server') }),
    assignScanUnavailable: assign({
      scanError: ({ context }) => {
        const availability = featureAvailability('scanCodeV2', context.client);
        return !availability.available && availability.reason === 'updateRequired'
          ? lineFeatureError('updateRequired', { minVersion: availability.minVersion })
          : lineFeatureError('inClientOnly');
      },
    }),
    assignAnswer: assign({ answer: (_, answer: PointCodeAnswer) => answer, text: '' }),
    storeError: assign({ error: (_, params: { error: ApiError }) => params.error }),
    assignProcessError: assign({ error: ({ event }) => errorOf(event) as ApiError }),
    clearAnswer: assign({ answer: null, error: null, scanError: null }),
    assignClient: assign({ client: (_, client: LineClient) => client }),
    /** Refreshes the member's points (header, cached account); provided by the app. */
    refreshPoints: () => {},
  },
}).createMachine({
  id: 'pointCode',
  context: () => ({ client: { inClient: false, lineVersion: null, os: 'web' }, text: '', invalid: [], codes: [], tranId: '', answer: null, error: null, scanError: null }),
  initial: 'detecting',
  states: {
    detecting: {
      description: 'Inside LINE (which version)? Decides whether the scanner is offered.',
      invoke: { id: 'detectClient', src: 'detectClient', onDone: { target: 'editing', actions: { type: 'assignClient', params: ({ event }) => event.output } }, onError: { target: 'editing' } },
    },
    editing: {
      description: 'The member types codes (or scans one inside LINE); Send checks them first.',
      on: {
        'CODE.CHANGED': { actions: 'assignText' },
        'CODE.SUBMIT': [{ guard: 'hasCodes', target: 'sending', actions: 'beginAttempt' }, { actions: 'markInvalid' }],
        'CODE.SCAN': [{ guard: 'canScan', target: 'scanning', actions: 'clearAnswer' }, { actions: 'assignScanUnavailable' }],
        'CODE.DISMISS': { actions: 'clearAnswer' },
      },
    },
    scanning: {
      description: "LINE's camera scanner is open.",
      invoke: {
        id: 'scanCode',
        src: 'scanCode',
        onDone: [
          { guard: { type: 'scanClosed', params: ({ event }) => event.output }, target: 'editing' },
          { target: 'editing', actions: { type: 'appendScanned', params: ({ event }) => event.output ?? '' } },
        ],
        onError: { target: 'editing', actions: 'assignScanError' },
      },
    },
    sending: {
      description: 'POST /coupon/process with the codes and this attempt’s tranId.',
      tags: ['loading'],
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'processCodes',
        src: 'processCodes',
        input: ({ context }) => ({ codes: context.codes, tranId: context.tranId }),
        onDone: [
          { guard: { type: 'earnedPoints', params: ({ event }) => event.output }, target: 'editing', actions: [{ type: 'assignAnswer', params: ({ event }) => event.output }, 'refreshPoints'] },
          { target: 'editing', actions: { type: 'assignAnswer', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'assignProcessError' },
      },
    },
    failed: {
      description: 'A translated error; Retry sends the same codes with the same tranId; editing keeps what was typed.',
      on: {
        'CODE.RETRY': 'sending',
        'CODE.CHANGED': { target: 'editing', actions: ['assignText', 'clearAnswer'] },
        'CODE.DISMISS': { target: 'editing', actions: 'clearAnswer' },
      },
    },
  },
});
