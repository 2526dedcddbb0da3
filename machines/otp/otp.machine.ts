/**
 * OTP dialog (spec section 4 "OTP dialog", sections 5, 8, 9). Requests a code on start when requests are
 * enabled, counts down the code's validity second by second, offers a resend at zero, verifies exactly
 * six digits while time is left, and hands the outcome back to the caller: as the machine's output
 * (verified / cancelled / requestFailed), as emitted events, and — for a resend when the caller owns the
 * requests — as `OTP.RESEND_REQUESTED` sent to the parent. A `mobile_wait` answer to a resend starts the
 * 5-minute resend cooldown instead of closing the dialog.
 *
 * Time only moves through the named delays `tick`, `resendCooldown` and the shared REQUEST_SLOW /
 * REQUEST_TIMEOUT (machines/shared/request.ts: a request that gets no answer closes the dialog with the
 * timeout error; a verify that gets none is `timedOut`, and Confirm tries again); tests drive it with
 * fake timers or a simulated clock.
 */
import { assertEvent, assign, emit, enqueueActions, setup, type DoneActorEvent } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { toApiError } from '@/domain/apiError';
import { isCompleteOtp, sanitizeOtpInput } from '@/domain/validation/otpCode';
import { requestDelays, requestState, requestTimeoutError } from '@machines/shared/request';
import { requestOtp, verifyOtp } from './otp.actors';
import type { OtpContext, OtpEmitted, OtpEvent, OtpInput, OtpOutput, OtpRequestOutput, OtpTag, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from './otp.types';
import { errorOf, finalStateOutput } from '../shared/actorEvents';

/** Countdown length when the server does not say (spec section 9). */
export const DEFAULT_OTP_SECONDS = 60;
/** Resend cooldown after `mobile_wait` (spec sections 8 and 9: 5 minutes). */
export const RESEND_COOLDOWN_SECONDS = 5 * 60;
/** The countdown ticks every second (spec section 9). */
export const TICK_MS = 1000;

function validSeconds(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : DEFAULT_OTP_SECONDS;
}

function initialContext({ input }: { input: OtpInput | undefined }): OtpContext {
  const given = input ?? {};
  const target: OtpTarget = {
    contactNumber: given.contactNumber,
    email: given.email,
    channel: given.channel,
    option: given.option ?? (given.contactNumber ? 'sms' : 'email'),
    idToken: given.idToken,
    uuid: given.uuid,
  };
  const seconds = validSeconds(given.expireInSeconds);
  return {
    target,
    requestEnabled: given.requestEnabled ?? true,
    refcode: given.refcode ?? '',
    expireInSeconds: seconds,
    remainingSeconds: seconds,
    cooldownSeconds: 0,
    code: '',
    rejectedCode: '',
    error: undefined,
  };
}

function requestInput({ context }: { context: OtpContext }): OtpTarget {
  return context.target;
}

function verifyInput({ context }: { context: OtpContext }): OtpVerifyInput {
  return { ...context.target, otp: context.code, refcode: context.refcode };
}

type VerifiedOtp = Extract<OtpOutput, { status: 'verified' }>;

/** `verified` is entered only when the verify call answered; its answer is part of the outcome. */
type VerifyAnswered = DoneActorEvent<OtpVerifyOutput | undefined, 'verifyOtp'>;

function verifiedOutput({ context, event }: { context: OtpContext; event: OtpEvent | VerifyAnswered }): VerifiedOtp {
  assertEvent(event, 'xstate.done.actor.verifyOtp');
  const response = event.output ?? {};
  return { status: 'verified', code: context.code, refcode: context.refcode, contactNumber: context.target.contactNumber, email: context.target.email, response };
}

/** The machine's output is the output of the final state it ended in (passed in the done-state event). */
const machineOutput = finalStateOutput<OtpOutput>(['verified', 'cancelled', 'requestFailed']);

function cancelledOutput(): OtpOutput {
  return { status: 'cancelled' };
}

function requestFailedOutput({ context }: { context: OtpContext }): OtpOutput {
  return { status: 'requestFailed', error: context.error ?? { message: 'OTP request failed', status: 0 } };
}

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput | undefined,
    output: {} as OtpOutput,
    emitted: {} as OtpEmitted,
    tags: {} as OtpTag,
  },
  actors: { requestOtp, verifyOtp },
  delays: { tick: TICK_MS, resendCooldown: RESEND_COOLDOWN_SECONDS * 1000, ...requestDelays },
  guards: {
    requestsEnabled: ({ context }) => context.requestEnabled,
    requestsDisabled: ({ context }) => !context.requestEnabled,
    isLastSecond: ({ context }) => context.remainingSeconds <= 1,
    canConfirm: ({ context }) => isCompleteOtp(context.code) && context.remainingSeconds > 0,
    isDifferentCode: ({ context, event }) =>
      event.type === 'OTP.CODE_CHANGED' && sanitizeOtpInput(event.value) !== context.rejectedCode,
    isEditedCode: ({ context, event }) => event.type === 'OTP.CODE_CHANGED' && sanitizeOtpInput(event.value) !== context.code,
    // The actor resolved, so the call answered; it counts as verified by a success flag or HTTP 2xx.
    isVerified: (_, output: OtpVerifyOutput | undefined) => {
      if (!output || output.success === true) return true;
      if (output.success === false) return false;
      return output.status === undefined || (output.status >= 200 && output.status < 300);
    },
    isCooldownError: ({ event }) => toApiError(errorOf(event)).code === 'mobile_wait',
  },
  actions: {
    storeIssuedCode: assign((_, issued: OtpRequestOutput | undefined) => {
      const seconds = validSeconds(issued?.expireinseconds);
      return { refcode: issued?.refcode ?? '', expireInSeconds: seconds, remainingSeconds: seconds, cooldownSeconds: 0, error: undefined, rejectedCode: '' };
    }),
    countDown: assign({ remainingSeconds: ({ context }) => Math.max(0, context.remainingSeconds - 1) }),
    startCooldown: assign({ cooldownSeconds: RESEND_COOLDOWN_SECONDS, remainingSeconds: 0 }),
    countDownCooldown: assign({ cooldownSeconds: ({ context }) => Math.max(0, context.cooldownSeconds - 1) }),
    endCooldown: assign({ cooldownSeconds: 0 }),
    storeCode: assign({ code: ({ context, event }) => (event.type === 'OTP.CODE_CHANGED' ? sanitizeOtpInput(event.value) : context.code) }),
    clearCode: assign({ code: '', rejectedCode: '' }),
    clearError: assign({ error: undefined, rejectedCode: '' }),
    storeError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    storeTimeout: assign({ error: requestTimeoutError }),
    rejectCode: assign(({ context, event }) => {
      const error: ApiError =
        'error' in event ? toApiError(errorOf(event)) : { message: '', status: 200, code: 'mobile_wrong' };
      return { error, rejectedCode: context.code };
    }),
    notifyVerified: emit(({ context, event }) => {
      const { status: _verified, ...details } = verifiedOutput({ context, event });
      return { type: 'OTP.VERIFIED' as const, ...details };
    }),
    notifyCancelled: emit({ type: 'OTP.CANCELLED' as const }),
    notifyRequestFailed: emit(({ context }) => ({
      type: 'OTP.REQUEST_FAILED' as const,
      error: context.error ?? { message: 'OTP request failed', status: 0 },
    })),
    notifyResendRequested: enqueueActions(({ context, self, enqueue }) => {
      const notice = { type: 'OTP.RESEND_REQUESTED' as const, target: context.target };
      enqueue.emit(notice);
      // Standalone dialogs (spawned by a route) have no parent; invoked ones tell their caller directly.
      if (self._parent) enqueue.sendParent(notice);
    }),
  },
}).createMachine({
  id: 'otp',
  context: initialContext,
  output: machineOutput,
  initial: 'requesting',
  states: {
    requesting: {
      description: 'Sending a new code to the phone or e-mail; the dialog shows a spinner.',
      tags: ['open', 'loading'],
      // The caller already sent the code: go straight to the countdown.
      always: { guard: 'requestsDisabled', target: 'active' },
      ...requestState({ onTimeout: { target: 'requestFailed', actions: 'storeTimeout' } }),
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp',
        input: requestInput,
        onDone: { target: 'active', actions: { type: 'storeIssuedCode', params: ({ event }) => event.output } },
        onError: { target: 'requestFailed', actions: 'storeError' },
      },
      on: { 'OTP.CANCEL': { target: 'cancelled' } },
    },
    active: {
      description: 'The code is out: the countdown runs and the person types six digits.',
      type: 'parallel',
      tags: ['open'],
      on: {
        'OTP.CANCEL': { target: 'cancelled' },
        'OTP.CODE_SENT': { target: 'active', reenter: true, actions: [{ type: 'storeIssuedCode', params: ({ event }) => ({ refcode: event.refcode, expireinseconds: event.expireinseconds }) }, 'clearCode'] },
      },
      states: {
        timer: {
          initial: 'counting',
          states: {
            counting: {
              description: 'Counts down the validity, one tick a second, shown as mm:ss.',
              tags: ['counting'],
              after: {
                tick: [
                  { guard: 'isLastSecond', target: 'expired', actions: 'countDown' },
                  { target: 'counting', reenter: true, actions: 'countDown' },
                ],
              },
            },
            expired: {
              description: 'Time is up: Confirm is disabled and the resend link shows.',
              tags: ['expired'],
              on: {
                'OTP.RESEND': [
                  { guard: 'requestsEnabled', target: '#otp.resending' },
                  { target: 'awaitingCode', actions: 'notifyResendRequested' },
                ],
              },
            },
            awaitingCode: {
              description: 'Requests belong to the caller: it was asked to send a new code (OTP.CODE_SENT).',
              tags: ['expired', 'awaitingCode'],
            },
            coolingDown: {
              description: 'The server said mobile_wait: resend is possible again after 5 minutes.',
              tags: ['expired', 'coolingDown'],
              after: { resendCooldown: { target: 'expired', actions: ['endCooldown', 'clearError'] } },
              initial: 'ticking',
              states: {
                // Only the 'resend in mm:ss' label moves; re-entering this child keeps the 5-minute delay.
                ticking: { after: { tick: { target: 'ticking', reenter: true, actions: 'countDownCooldown' } } },
              },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'OTP.CODE_CHANGED': { actions: 'storeCode' },
                'OTP.CONFIRM': { guard: 'canConfirm', target: 'verifying' },
              },
            },
            verifying: {
              description: 'Checking the six digits with the server.',
              tags: ['loading'],
              ...requestState({ onTimeout: { target: 'timedOut', actions: 'storeTimeout' } }),
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: verifyInput,
                onDone: [
                  { guard: { type: 'isVerified', params: ({ event }) => event.output }, target: '#otp.verified' },
                  { target: 'rejected', actions: 'rejectCode' },
                ],
                onError: { target: 'rejected', actions: 'rejectCode' },
              },
            },
            timedOut: {
              description: 'The check got no answer in time and was cancelled: the timeout message; Confirm tries again.',
              tags: ['timedOut'],
              on: {
                'OTP.CODE_CHANGED': { guard: 'isEditedCode', target: 'editing', actions: ['storeCode', 'clearError'] },
                'OTP.CONFIRM': { guard: 'canConfirm', target: 'verifying', actions: 'clearError' },
              },
            },
            rejected: {
              description: 'Wrong code: the error id shows under red boxes; Confirm waits for the digits to change.',
              tags: ['rejected'],
              on: {
                'OTP.CODE_CHANGED': { guard: 'isDifferentCode', target: 'editing', actions: ['storeCode', 'clearError'] },
              },
            },
          },
        },
      },
    },
    resending: {
      description: 'Requesting a fresh code after the countdown ran out.',
      tags: ['open', 'loading'],
      ...requestState({ onTimeout: { target: 'requestFailed', actions: 'storeTimeout' } }),
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp',
        input: requestInput,
        onDone: { target: 'active', actions: [{ type: 'storeIssuedCode', params: ({ event }) => event.output }, 'clearCode'] },
        onError: [
          { guard: 'isCooldownError', target: '#otp.active.timer.coolingDown', actions: ['storeError', 'startCooldown'] },
          { target: 'requestFailed', actions: 'storeError' },
        ],
      },
      on: { 'OTP.CANCEL': { target: 'cancelled' } },
    },
    verified: {
      description: 'The code was accepted; the caller gets the code details.',
      type: 'final',
      entry: 'notifyVerified',
      output: verifiedOutput,
    },
    cancelled: {
      description: 'Closed by the person: timer stopped, input cleared, caller told.',
      type: 'final',
      entry: ['clearCode', 'notifyCancelled'],
      output: cancelledOutput,
    },
    requestFailed: {
      description: 'No code could be sent: the dialog closes and the caller gets the error.',
      type: 'final',
      entry: 'notifyRequestFailed',
      output: requestFailedOutput,
    },
  },
});
