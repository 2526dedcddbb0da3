/**
 * subWindow: LINE's sub-window (spec sections 4, 6 and 9), used for the permission consent and any flow that
 * needs one. Only the parent window may open it. It opens (480x640 in an external browser), then waits for
 * the result: submit, cancel, close or error. When a result arrives the status-updated flag is set; a window
 * closed without a result counts as close. The result subscription retries after 1 s on a network failure,
 * a 5xx, or a 200 carrying an error status; it stops after 10 attempts or 10 minutes; a 4xx fails at once.
 */
import { assign, sendTo, setup } from 'xstate';
import { lineFeatureError, toLineFeatureError } from '@/domain/line/featureErrors';
import { RESULT_MAX_ATTEMPTS, RESULT_MAX_DURATION_MS, RESULT_RETRY_DELAY_MS, SHARE_HEALTH_CHECK_MS } from '@/domain/line/subWindow';
import { errorOf } from '../shared/actorEvents';
import { subWindowActors } from './subWindow.actors';
import type { SubWindowContext, SubWindowEvent, SubWindowInput, SubWindowOutput, WaitAnswer } from './subWindow.types';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export const subWindowMachine = setup({
  types: {
    context: {} as SubWindowContext,
    input: {} as SubWindowInput,
    events: {} as SubWindowEvent,
    output: {} as SubWindowOutput,
  },
  actors: subWindowActors,
  delays: {
    RESULT_RETRY: RESULT_RETRY_DELAY_MS,
    RESULT_MAX_DURATION: RESULT_MAX_DURATION_MS,
    WINDOW_HEALTH_CHECK: SHARE_HEALTH_CHECK_MS,
  },
  guards: {
    notParentWindow: ({ context }) => !context.inParentWindow,
    answeredResult: (_, answer: WaitAnswer) => answer.kind === 'result',
    answeredPending: (_, answer: WaitAnswer) => answer.kind === 'pending',
    isClientError: ({ event }) => {
      const status = statusOf(errorOf(event));
      return status !== undefined && status >= 400 && status < 500;
    },
    attemptsLeft: ({ context }) => context.attempts + 1 < RESULT_MAX_ATTEMPTS,
  },
  actions: {
    assignParentOnly: assign({ error: () => lineFeatureError('parentWindowOnly', { sdkMessage: 'parentWindowOnly' }) }),
    assignTicket: assign({
      msit: ({ event }) => (event.type === 'WINDOW.OPENED' ? event.msit : null),
      mstChallenge: ({ event }) => (event.type === 'WINDOW.OPENED' ? event.mstChallenge : null),
    }),
    assignBlocked: assign({ error: () => lineFeatureError('popupBlocked') }),
    assignWindowFailed: assign({ error: ({ event }) => (event.type === 'WINDOW.FAILED' ? event.error : lineFeatureError('server')) }),
    assignResult: assign({
      statusUpdated: true,
      status: (_, answer: WaitAnswer) => {
        return answer.kind === 'result' ? answer.status : null;
      },
      result: (_, answer: WaitAnswer) => {
        return answer.kind === 'result' ? (answer.result ?? null) : null;
      },
    }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    assignClientError: assign({ error: ({ event }) => toLineFeatureError(errorOf(event), 'subscriptionFailed') }),
    assignGaveUp: assign({ error: () => lineFeatureError('subscriptionFailed') }),
    assignTimeout: assign({ error: () => lineFeatureError('timeout', { sdkMessage: 'timeout' }) }),
    assignClosed: assign({ status: 'close' as const }),
    checkWindow: sendTo('subWindowHost', { type: 'WINDOW.CHECK' }),
  },
}).createMachine({
  id: 'subWindow',
  context: ({ input }) => ({
    ...input,
    msit: null,
    mstChallenge: null,
    attempts: 0,
    statusUpdated: false,
    status: null,
    result: null,
    error: null,
  }),
  output: ({ context }) => ({ status: context.status ?? 'error', result: context.result, statusUpdated: context.statusUpdated, error: context.error }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'notParentWindow', target: 'failed', actions: 'assignParentOnly' }, { target: 'open' }],
    },
    open: {
      description: 'The sub-window is open (480x640 in an external browser); stops after 10 minutes.',
      invoke: {
        id: 'subWindowHost',
        src: 'subWindowHost',
        input: ({ context }) => ({ mainLiffId: context.mainLiffId, subLiffId: context.subLiffId, appData: context.appData }),
      },
      after: { RESULT_MAX_DURATION: { target: 'failed', actions: 'assignTimeout' } },
      on: {
        'WINDOW.BLOCKED': { target: 'failed', actions: 'assignBlocked' },
        'WINDOW.FAILED': { target: 'failed', actions: 'assignWindowFailed' },
      },
      initial: 'opening',
      states: {
        opening: { on: { 'WINDOW.OPENED': { target: 'subscribed', actions: 'assignTicket' } } },
        subscribed: {
          type: 'parallel',
          on: { 'WINDOW.CLOSED': 'lastLook' },
          states: {
            health: {
              initial: 'watching',
              states: {
                watching: { after: { WINDOW_HEALTH_CHECK: { target: 'watching', reenter: true, actions: 'checkWindow' } } },
              },
            },
            result: {
              initial: 'waiting',
              states: {
                waiting: {
                  description: 'POST waitResult: the result, pending, or a failure to retry.',
                  invoke: {
                    id: 'waitResult',
                    src: 'waitResult',
                    input: ({ context }) => ({ msit: context.msit ?? '', mstChallenge: context.mstChallenge ?? '' }),
                    onDone: [
                      { guard: { type: 'answeredResult', params: ({ event }) => event.output }, target: '#subWindow.finished', actions: { type: 'assignResult', params: ({ event }) => event.output } },
                      { guard: { type: 'answeredPending', params: ({ event }) => event.output }, target: 'pausing' },
                      { guard: 'attemptsLeft', target: 'retrying', actions: 'countAttempt' },
                      { target: '#subWindow.failed', actions: ['countAttempt', 'assignGaveUp'] },
                    ],
                    onError: [
                      { guard: 'isClientError', target: '#subWindow.failed', actions: 'assignClientError' },
                      { guard: 'attemptsLeft', target: 'retrying', actions: 'countAttempt' },
                      { target: '#subWindow.failed', actions: ['countAttempt', 'assignGaveUp'] },
                    ],
                  },
                },
                pausing: { description: 'No result yet: ask again in 1 s.', after: { RESULT_RETRY: 'waiting' } },
                retrying: { description: 'Network failure, 5xx or an error status: try again after 1 s (10 attempts at most).', after: { RESULT_RETRY: 'waiting' } },
              },
            },
          },
        },
        lastLook: {
          description: 'The window closed: one last look for a result it may have sent; none means close.',
          invoke: {
            id: 'waitResultOnClose',
            src: 'waitResult',
            input: ({ context }) => ({ msit: context.msit ?? '', mstChallenge: context.mstChallenge ?? '' }),
            onDone: [
              { guard: { type: 'answeredResult', params: ({ event }) => event.output }, target: '#subWindow.finished', actions: { type: 'assignResult', params: ({ event }) => event.output } },
              { target: '#subWindow.finished', actions: 'assignClosed' },
            ],
            onError: { target: '#subWindow.finished', actions: 'assignClosed' },
          },
        },
      },
    },
    finished: { type: 'final', description: 'submit, cancel, close or error, with the status-updated flag.' },
    failed: { type: 'final', description: 'Not opened, refused (4xx), or no result after 10 attempts or 10 minutes.' },
  },
});
