import { defineFlow } from '../flow';
import { otpMachine } from './otp.machine';
import type { OtpSnapshot } from './otp.selectors';

/**
 * State identity for path generation: the remaining and cooldown seconds are counters, so they stay out;
 * what matters is whether time is left (Confirm possible), whether six digits are typed, and whether the
 * code on screen is the one last rejected.
 */
function serializeOtpState(snapshot: OtpSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    hasTimeLeft: context.remainingSeconds > 0,
    digitsComplete: context.code.length === 6,
    unchangedSinceRejected: context.rejectedCode !== '' && context.rejectedCode === context.code,
  });
}


export const otpFlow = defineFlow({
  id: 'otp',
  title: 'One-time code dialog (OTP)',
  purpose: 'Sends a six-digit code, counts down its validity, verifies it, and offers a resend (5-minute cooldown on mobile_wait).',
  machine: otpMachine,
  screen: true,
  input: { contactNumber: '0812345678', channel: 'login', requestEnabled: true },
  inputs: { callerRequests: { contactNumber: '0812345678', channel: 'register', requestEnabled: false, refcode: 'K7QF', expireInSeconds: 1 } },
  events: {
    // A one-second code first, so a single tick reaches `expired` in the generated graph.
    'xstate.done.actor.requestOtp': [{ output: { refcode: 'K7QF', expireinseconds: 1 } }, { output: { refcode: 'K7QF', expireinseconds: 60 } }],
    'xstate.error.actor.requestOtp': [
      { error: { code: 'mobile_wait', message: 'Please wait 5 minutes', status: 400 } },
      { error: { code: 'mobile_internet_fail', message: 'Network error', status: 0 } },
    ],
    'xstate.done.actor.verifyOtp': [{ output: { status: 200, data: { token: 'sandbox-token' } } }, { output: { success: true } }, { output: { status: 200, success: false } }],
    'xstate.error.actor.verifyOtp': [
      { error: { id: 2091, code: 'mobile_wrong', message: 'OTP incorrect', status: 400 } },
      { error: { id: 1405, message: 'Refcode expired', status: 400 } },
    ],
    'OTP.CODE_CHANGED': [{ value: '123456' }, { value: '12a3' }, { value: '654321' }],
    'OTP.CONFIRM': [{}],
    'OTP.RESEND': [{}],
    'OTP.CANCEL': [{}],
    'OTP.CODE_SENT': [{ refcode: 'N3WR', expireinseconds: 60 }],
  },
  serializeState: serializeOtpState,
  limit: 400,
});
