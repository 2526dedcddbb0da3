import { defineFlow } from '../flow';
import { loginMachine } from './login.machine';
import type { LoginSnapshot } from './login.selectors';

const account = { token: 'sandbox-token', userId: 'U100245', jwt: 'sandbox-jwt' };
const device = { uuid: 'guest-7f3c9a1e2b4d', os: 'Android', platform: 'web', macAddress: '02:1a:2b:3c:4d:5e' };

/**
 * Identity: the state value plus what the submit guards read (typed text itself, the chosen tab and the
 * submitted flags only change what is shown).
 */
function serializeLoginState(snapshot: LoginSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    usernameTyped: context.username.trim() !== '',
    passwordTyped: context.password !== '',
    mobileReady: context.mobile.length === 10,
  });
}

export const loginFlow = defineFlow({
  id: 'login',
  title: 'Sign in (/login)',
  purpose: 'Username and password, mobile number with a one-time code, or continue as guest (device login or resume).',
  machine: loginMachine,
  screen: true,
  input: { next: '/profile' },
  events: {
    'LOGIN.METHOD_CHANGED': [{ method: 'mobile' }, { method: 'password' }],
    'LOGIN.USERNAME_CHANGED': [{ value: 'somchai' }],
    'LOGIN.PASSWORD_CHANGED': [{ value: 'Passw0rd!' }],
    'LOGIN.MOBILE_CHANGED': [{ value: '0812345678' }],
    'LOGIN.PASSWORD_SUBMITTED': [{}],
    'LOGIN.OTP_REQUESTED': [{}],
    'LOGIN.GUEST_CHOSEN': [{}],
    'LOGIN.ERROR_DISMISSED': [{}],
    'xstate.done.actor.passwordLogin': [{ output: account }],
    'xstate.error.actor.passwordLogin': [{ error: { message: 'Invalid username or password', status: 401 } }],
    'xstate.done.actor.otp': [
      { output: { status: 'verified', code: '123456', refcode: 'K7QF', contactNumber: '0812345678', response: { status: 200, data: account } } },
      { output: { status: 'verified', code: '123456', refcode: 'K7QF', contactNumber: '0812345678', response: { status: 200 } } },
      { output: { status: 'requestFailed', error: { code: 'mobile_internet_fail', message: 'offline', status: 0 } } },
      { output: { status: 'cancelled' } },
    ],
    'xstate.error.actor.otp': [{ error: { message: 'OTP dialog crashed', status: 0 } }],
    'xstate.done.actor.readDevice': [{ output: { ...device, returning: true } }, { output: { ...device, returning: false } }],
    'xstate.error.actor.readDevice': [{ error: { message: 'storage unavailable', status: 0 } }],
    'xstate.done.actor.deviceResume': [{ output: account }],
    'xstate.error.actor.deviceResume': [{ error: { message: 'Unknown device', status: 404 } }, { error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.deviceLogin': [{ output: account }],
    'xstate.error.actor.deviceLogin': [{ error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.saveAccount': [{}],
    'xstate.error.actor.saveAccount': [{ error: { message: 'QuotaExceededError', status: 0 } }],
  },
  serializeState: serializeLoginState,
  limit: 400,
});
