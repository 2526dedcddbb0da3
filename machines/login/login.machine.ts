/**
 * Login (/login, spec sections 1, 2, 6, 7 and 8). Three ways in: username and password; a mobile number
 * and a one-time code (the OTP dialog chart runs as the child `otp`, its verifying call being
 * /auth/{provider}_authen, so a wrong code stays in the dialog); and "continue as guest", a device login
 * that resumes a returning guest's device instead (/auth/device_resume). Every failure becomes `failed`
 * with the error for the login alert, and dismissing it returns to the form with everything typed still
 * there (the fields live in context). On success the session is told (`notifySignedIn`, wired to send
 * SESSION.SIGNED_IN), the account is saved (`savingAccount`: a reload right after signing in must not
 * come back signed out), and only then the app goes to `next`.
 * Every call follows the request-timeout pattern (machines/shared/request.ts): a slow notice after
 * REQUEST_SLOW, and after REQUEST_TIMEOUT the call is cancelled into `failed` with the timeout message.
 */
import { assign, setup } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { toApiError } from '@/domain/apiError';
import { normalizePhoneInput, validatePhone } from '@/domain/validation/phone';
import type { Account } from '@machines/session/session.types';
import { otpMachine } from '@machines/otp/otp.machine';
import { requestDelays, requestState, requestTimeoutError } from '@machines/shared/request';
import type { OtpInput, OtpOutput } from '@machines/otp/otp.types';
import { deviceLogin, deviceResume, passwordLogin, readDevice, saveAccount } from './login.actors';
import type {
  DeviceInfo,
  LoginContext,
  LoginEvent,
  LoginFailureSource,
  LoginInput,
  LoginOutput,
  LoginTag,
  PasswordLoginInput,
} from './login.types';
import { errorOf } from '../shared/actorEvents';

/** Channel name sent with the OTP request of a sign-in. */
export const OTP_LOGIN_CHANNEL = 'login';

function initialContext({ input }: { input: LoginInput | undefined }): LoginContext {
  return {
    method: input?.method ?? 'password',
    username: '',
    password: '',
    mobile: '',
    passwordSubmitted: false,
    mobileSubmitted: false,
    next: input?.next ?? '/',
  };
}

function passwordInput({ context }: { context: LoginContext }): PasswordLoginInput {
  return { username: context.username.trim(), password: context.password };
}

function otpInput({ context }: { context: LoginContext }): OtpInput {
  return { contactNumber: context.mobile, channel: OTP_LOGIN_CHANNEL, option: 'sms', requestEnabled: true };
}

function deviceInput({ context }: { context: LoginContext }): DeviceInfo {
  if (!context.device) throw new Error('login: device data missing');
  return context.device;
}

function signedInOutput({ context }: { context: LoginContext }): LoginOutput {
  if (!context.account) throw new Error('login: signed in without an account');
  return { account: context.account, next: context.next };
}

/** How the OTP child ended: its output, or the error it failed with. */
type OtpSettled = { output: OtpOutput } | { error: unknown };

function accountOf(value: unknown): Account | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const token = (value as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? (value as Account) : undefined;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput | undefined,
    output: {} as LoginOutput,
    tags: {} as LoginTag,
  },
  actors: { passwordLogin, otp: otpMachine, readDevice, deviceLogin, deviceResume, saveAccount },
  delays: { ...requestDelays },
  guards: {
    passwordFormValid: ({ context }) => context.username.trim() !== '' && context.password !== '',
    mobileValid: ({ context }) => validatePhone(context.mobile) === null,
    otpVerified: (_, output: OtpOutput) => output.status === 'verified' && accountOf(output.response.data) !== undefined,
    otpVerifiedWithoutAccount: (_, output: OtpOutput) => output.status === 'verified',
    otpRequestFailed: (_, output: OtpOutput) => output.status === 'requestFailed',
    isReturningGuest: (_, device: DeviceInfo) => device.returning === true,
    // The server no longer knows this guest device: register it again instead of failing.
    isUnknownDevice: ({ event }) => {
      const status = toApiError(errorOf(event)).status;
      return status === 404 || status === 410;
    },
  },
  actions: {
    chooseMethod: assign({ method: ({ context, event }) => (event.type === 'LOGIN.METHOD_CHANGED' ? event.method : context.method) }),
    storeUsername: assign({ username: ({ context, event }) => (event.type === 'LOGIN.USERNAME_CHANGED' ? event.value : context.username) }),
    storePassword: assign({ password: ({ context, event }) => (event.type === 'LOGIN.PASSWORD_CHANGED' ? event.value : context.password) }),
    storeMobile: assign({ mobile: ({ context, event }) => (event.type === 'LOGIN.MOBILE_CHANGED' ? normalizePhoneInput(event.value) : context.mobile) }),
    markPasswordSubmitted: assign({ passwordSubmitted: true }),
    markMobileSubmitted: assign({ mobileSubmitted: true }),
    storeAccount: assign({ account: (_, account: Account) => account }),
    storeOtpAccount: assign({ account: (_, output: OtpOutput) => accountOf(output.status === 'verified' ? output.response.data : undefined) }),
    storeDevice: assign({ device: (_, device: DeviceInfo) => device }),
    storePasswordError: assign({ error: ({ event }) => toApiError(errorOf(event)), failureSource: 'password' as const }),
    storeGuestError: assign({ error: ({ event }) => toApiError(errorOf(event)), failureSource: 'guest' as const }),
    storeOtpError: assign({
      error: (_, settled: OtpSettled): ApiError => {
        if ('error' in settled) return toApiError(settled.error);
        if (settled.output.status === 'requestFailed') return settled.output.error;
        return { message: '', status: 200 };
      },
      failureSource: 'otp' as const,
    }),
    storeTimeout: assign((_, params: { source: LoginFailureSource }) => ({ error: requestTimeoutError(), failureSource: params.source })),
    clearError: assign({ error: undefined, failureSource: undefined }),
    // Wired in src/flows/login/login.live.ts: SESSION.SIGNED_IN to the session actor, then navigation to `next`.
    notifySignedIn: () => {},
    navigateToNext: () => {},
  },
}).createMachine({
  id: 'login',
  context: initialContext,
  output: signedInOutput,
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: username and password, or a mobile number for a one-time code; or continue as guest.',
      tags: ['submittable'],
      on: {
        'LOGIN.METHOD_CHANGED': { actions: 'chooseMethod' },
        'LOGIN.USERNAME_CHANGED': { actions: 'storeUsername' },
        'LOGIN.PASSWORD_CHANGED': { actions: 'storePassword' },
        'LOGIN.MOBILE_CHANGED': { actions: 'storeMobile' },
        'LOGIN.PASSWORD_SUBMITTED': [
          { guard: 'passwordFormValid', target: 'signingIn', actions: 'markPasswordSubmitted' },
          { actions: 'markPasswordSubmitted' },
        ],
        'LOGIN.OTP_REQUESTED': [
          { guard: 'mobileValid', target: 'verifyingMobile', actions: 'markMobileSubmitted' },
          { actions: 'markMobileSubmitted' },
        ],
        'LOGIN.GUEST_CHOSEN': { target: 'guest' },
      },
    },
    signingIn: {
      description: 'Checking the username and password.',
      tags: ['loading'],
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeTimeout', params: { source: 'password' } } } }),
      invoke: {
        id: 'passwordLogin',
        src: 'passwordLogin',
        input: passwordInput,
        onDone: { target: 'savingAccount', actions: { type: 'storeAccount', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'storePasswordError' },
      },
    },
    verifyingMobile: {
      description: 'The OTP dialog is open: a code went to the mobile number; verifying it signs the member in.',
      invoke: {
        id: 'otp',
        src: 'otp',
        input: otpInput,
        onDone: [
          { guard: { type: 'otpVerified', params: ({ event }) => event.output }, target: 'savingAccount', actions: { type: 'storeOtpAccount', params: ({ event }) => event.output } },
          { guard: { type: 'otpRequestFailed', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'storeOtpError', params: ({ event }) => ({ output: event.output }) } },
          { guard: { type: 'otpVerifiedWithoutAccount', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'storeOtpError', params: ({ event }) => ({ output: event.output }) } },
          { target: 'editing' },
        ],
        onError: { target: 'failed', actions: { type: 'storeOtpError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    guest: {
      description: 'Continue as guest: a device login, or a device resume for a returning guest.',
      tags: ['loading'],
      initial: 'readingDevice',
      states: {
        readingDevice: {
          invoke: {
            id: 'readDevice',
            src: 'readDevice',
            onDone: [
              { guard: { type: 'isReturningGuest', params: ({ event }) => event.output }, target: 'resuming', actions: { type: 'storeDevice', params: ({ event }) => event.output } },
              { target: 'registering', actions: { type: 'storeDevice', params: ({ event }) => event.output } },
            ],
            onError: { target: '#login.failed', actions: 'storeGuestError' },
          },
        },
        resuming: {
          ...requestState({ onTimeout: { target: '#login.failed', actions: { type: 'storeTimeout', params: { source: 'guest' } } } }),
          invoke: {
            id: 'deviceResume',
            src: 'deviceResume',
            input: deviceInput,
            onDone: { target: '#login.savingAccount', actions: { type: 'storeAccount', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isUnknownDevice', target: 'registering' },
              { target: '#login.failed', actions: 'storeGuestError' },
            ],
          },
        },
        registering: {
          ...requestState({ onTimeout: { target: '#login.failed', actions: { type: 'storeTimeout', params: { source: 'guest' } } } }),
          invoke: {
            id: 'deviceLogin',
            src: 'deviceLogin',
            input: deviceInput,
            onDone: { target: '#login.savingAccount', actions: { type: 'storeAccount', params: ({ event }) => event.output } },
            onError: { target: '#login.failed', actions: 'storeGuestError' },
          },
        },
      },
    },
    failed: {
      description: 'The login alert: the message for the error code; OK returns to the form with the input kept.',
      tags: ['failed'],
      on: { 'LOGIN.ERROR_DISMISSED': { target: 'editing', actions: 'clearError' } },
    },
    savingAccount: {
      description: 'Signed in: the session is told and the account saved before leaving, so a reload stays signed in.',
      tags: ['loading'],
      entry: 'notifySignedIn',
      // A refused or slow write (storage blocked, quota) keeps the account in memory: go on regardless.
      after: { REQUEST_SLOW: 'signedIn' },
      invoke: { id: 'saveAccount', src: 'saveAccount', input: signedInOutput, onDone: 'signedIn', onError: 'signedIn' },
    },
    signedIn: {
      description: 'Signed in and saved: the app opens the page asked for.',
      type: 'final',
      entry: 'navigateToNext',
      output: signedInOutput,
    },
  },
});
