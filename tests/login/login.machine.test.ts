import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { loginMachine } from '@machines/login/login.machine';
import { describeLoginError, selectLoginView, selectOtpRef } from '@machines/login/login.selectors';
import type { DeviceInfo, PasswordLoginInput } from '@machines/login/login.types';
import { otpMachine } from '@machines/otp/otp.machine';
import type { OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';
import type { Account } from '@machines/session/session.types';

const account: Account = { token: 'tok', userId: 'U1', jwt: 'jwt' };
const device: DeviceInfo = { uuid: 'u-1', os: 'Android', platform: 'web', macAddress: '02:00:00:00:00:01', returning: false };

interface Fakes {
  password?: (input: PasswordLoginInput) => Promise<Account>;
  request?: (input: OtpTarget) => Promise<OtpRequestOutput>;
  verify?: (input: OtpVerifyInput) => Promise<OtpVerifyOutput>;
  readDevice?: () => Promise<DeviceInfo>;
  deviceLogin?: (input: DeviceInfo) => Promise<Account>;
  deviceResume?: (input: DeviceInfo) => Promise<Account>;
  save?: (account: Account) => Promise<void>;
}

function start(fakes: Fakes = {}, next = '/profile') {
  const calls = {
    password: vi.fn(fakes.password ?? (async () => account)),
    request: vi.fn(fakes.request ?? (async () => ({ refcode: 'REF1', expireinseconds: 60 }))),
    verify: vi.fn(fakes.verify ?? (async () => ({ status: 200, data: account }))),
    readDevice: vi.fn(fakes.readDevice ?? (async () => device)),
    deviceLogin: vi.fn(fakes.deviceLogin ?? (async () => account)),
    deviceResume: vi.fn(fakes.deviceResume ?? (async () => account)),
    signedIn: vi.fn(),
    navigate: vi.fn(),
    save: vi.fn(fakes.save ?? (async () => {})),
  };
  const machine = loginMachine.provide({
    actors: {
      passwordLogin: fromPromise<Account, PasswordLoginInput>(({ input }) => calls.password(input)),
      otp: otpMachine.provide({
        actors: {
          requestOtp: fromPromise<OtpRequestOutput, OtpTarget>(({ input }) => calls.request(input)),
          verifyOtp: fromPromise<OtpVerifyOutput, OtpVerifyInput>(({ input }) => calls.verify(input)),
        },
      }),
      readDevice: fromPromise<DeviceInfo, void>(() => calls.readDevice()),
      deviceLogin: fromPromise<Account, DeviceInfo>(({ input }) => calls.deviceLogin(input)),
      deviceResume: fromPromise<Account, DeviceInfo>(({ input }) => calls.deviceResume(input)),
      saveAccount: fromPromise<void, { account: Account; next: string }>(({ input }) => calls.save(input.account)),
    },
    actions: {
      notifySignedIn: ({ context }) => calls.signedIn(context.account),
      navigateToNext: ({ context }) => calls.navigate(context.next),
    },
  });
  const actor = createActor(machine, { input: { next } }).start();
  return { actor, calls, view: () => selectLoginView(actor.getSnapshot()) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login: username and password', () => {
  it('shows required errors only after a submit attempt', () => {
    const { actor, view, calls } = start();
    expect(view().usernameError).toBeNull();
    actor.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
    expect(view().usernameError).toEqual({ id: 'validation.required' });
    expect(view().passwordError).toEqual({ id: 'validation.required' });
    expect(calls.password).not.toHaveBeenCalled();
    actor.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'somchai' });
    expect(view().usernameError).toBeNull();
  });

  it('signs in, tells the session and goes to next', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'LOGIN.USERNAME_CHANGED', value: ' somchai ' });
    actor.send({ type: 'LOGIN.PASSWORD_CHANGED', value: 'Passw0rd!' });
    actor.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
    expect(view().pending).toBe('password');
    await settle();
    expect(calls.password).toHaveBeenCalledWith({ username: 'somchai', password: 'Passw0rd!' });
    expect(calls.signedIn).toHaveBeenCalledWith(account);
    expect(calls.navigate).toHaveBeenCalledWith('/profile');
    expect(actor.getSnapshot().output).toEqual({ account, next: '/profile' });
  });

  it('a wrong password shows the alert and keeps what was typed', async () => {
    const { actor, view } = start({
      password: async () => { throw new ApiCallError({ message: 'Invalid username or password', status: 401, id: 1401 }); },
    });
    actor.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'somchai' });
    actor.send({ type: 'LOGIN.PASSWORD_CHANGED', value: 'nope' });
    actor.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
    await settle();
    expect(view().alert).toEqual({
      titleId: 'login.error.title', message: { id: 'login.error.credentials' }, code: '1401',
    });
    actor.send({ type: 'LOGIN.ERROR_DISMISSED' });
    expect(view().alert).toBeUndefined();
    expect(view().username).toBe('somchai');
    expect(view().password).toBe('nope');
    expect(view().canSubmit).toBe(true);
  });

  it('an error without a code shows the generic message with 100000', async () => {
    const { actor, view } = start({ password: async () => { throw new ApiCallError({ message: '', status: 500 }); } });
    actor.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'a' });
    actor.send({ type: 'LOGIN.PASSWORD_CHANGED', value: 'b' });
    actor.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
    await settle();
    expect(view().alert).toMatchObject({ message: { id: 'login.error.generic' }, code: '100000' });
  });

  it('no response at all shows the connection message', async () => {
    const { actor, view } = start({ password: async () => { throw new TypeError('Failed to fetch'); } });
    actor.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'a' });
    actor.send({ type: 'LOGIN.PASSWORD_CHANGED', value: 'b' });
    actor.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
    await settle();
    expect(view().alert?.message).toEqual({ id: 'login.error.connection' });
  });
});

describe('login: mobile and OTP', () => {
  it('strips non-digits, shows 3-3-4 and rejects an invalid number after submit', () => {
    const { actor, view, calls } = start();
    actor.send({ type: 'LOGIN.METHOD_CHANGED', method: 'mobile' });
    actor.send({ type: 'LOGIN.MOBILE_CHANGED', value: '08😀1-234' });
    expect(view().mobileDisplay).toBe('081-234');
    expect(view().mobileError).toBeNull();
    actor.send({ type: 'LOGIN.OTP_REQUESTED' });
    expect(view().mobileError).toEqual({ id: 'validation.mobile.invalid' });
    expect(calls.request).not.toHaveBeenCalled();
    actor.send({ type: 'LOGIN.MOBILE_CHANGED', value: '912' });
    expect(view().mobileDisplay).toBe('');
  });

  it('requests a code, verifies it through the OTP dialog and signs in with the account it returns', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGIN.METHOD_CHANGED', method: 'mobile' });
    actor.send({ type: 'LOGIN.MOBILE_CHANGED', value: '0812345678' });
    actor.send({ type: 'LOGIN.OTP_REQUESTED' });
    await settle();
    expect(calls.request).toHaveBeenCalledWith(expect.objectContaining({ contactNumber: '0812345678', channel: 'login', option: 'sms' }));
    const otp = selectOtpRef(actor.getSnapshot());
    expect(otp).toBeDefined();
    otp!.send({ type: 'OTP.CODE_CHANGED', value: '123456' });
    otp!.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(calls.verify).toHaveBeenCalledWith(expect.objectContaining({ otp: '123456', refcode: 'REF1', contactNumber: '0812345678' }));
    expect(calls.signedIn).toHaveBeenCalledWith(account);
    expect(calls.navigate).toHaveBeenCalledWith('/profile');
  });

  it('a wrong code stays in the dialog (login does not fail)', async () => {
    const { actor } = start({ verify: async () => { throw new ApiCallError({ id: 2091, message: 'wrong', status: 400 }); } });
    actor.send({ type: 'LOGIN.MOBILE_CHANGED', value: '0812345678' });
    actor.send({ type: 'LOGIN.OTP_REQUESTED' });
    await settle();
    const otp = selectOtpRef(actor.getSnapshot())!;
    otp.send({ type: 'OTP.CODE_CHANGED', value: '000000' });
    otp.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('verifyingMobile');
    expect(otp.getSnapshot().hasTag('rejected')).toBe(true);
  });

  it('a failed OTP request closes the dialog, shows its message and keeps the number', async () => {
    const { actor, view } = start({
      request: async () => { throw new ApiCallError({ code: 'mobile_internet_fail', message: 'offline', status: 503 }); },
    });
    actor.send({ type: 'LOGIN.METHOD_CHANGED', method: 'mobile' });
    actor.send({ type: 'LOGIN.MOBILE_CHANGED', value: '0812345678' });
    actor.send({ type: 'LOGIN.OTP_REQUESTED' });
    await settle();
    expect(selectOtpRef(actor.getSnapshot())).toBeUndefined();
    expect(view().alert).toMatchObject({ message: { id: 'otp.error.internetFail' }, code: 'mobile_internet_fail' });
    actor.send({ type: 'LOGIN.ERROR_DISMISSED' });
    expect(view().mobileDisplay).toBe('081-234-5678');
    expect(view().method).toBe('mobile');
  });

  it('cancelling the dialog returns to the form with the number kept', async () => {
    const { actor, view } = start();
    actor.send({ type: 'LOGIN.MOBILE_CHANGED', value: '0812345678' });
    actor.send({ type: 'LOGIN.OTP_REQUESTED' });
    await settle();
    selectOtpRef(actor.getSnapshot())!.send({ type: 'OTP.CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(view().alert).toBeUndefined();
    expect(view().mobileDisplay).toBe('081-234-5678');
  });

  it('a verified code without an account is a failure, not a sign-in', async () => {
    const { actor, view, calls } = start({ verify: async () => ({ status: 200 }) });
    actor.send({ type: 'LOGIN.MOBILE_CHANGED', value: '0812345678' });
    actor.send({ type: 'LOGIN.OTP_REQUESTED' });
    await settle();
    const otp = selectOtpRef(actor.getSnapshot())!;
    otp.send({ type: 'OTP.CODE_CHANGED', value: '123456' });
    otp.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(calls.signedIn).not.toHaveBeenCalled();
    expect(view().alert).toMatchObject({ message: { id: 'login.error.generic' }, code: '100000' });
  });
});

describe('login: guest', () => {
  it('a new device uses device login with uuid, os, platform and mac address', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGIN.GUEST_CHOSEN' });
    await settle();
    expect(calls.deviceLogin).toHaveBeenCalledWith(device);
    expect(calls.deviceResume).not.toHaveBeenCalled();
    expect(calls.signedIn).toHaveBeenCalledWith(account);
  });

  it('a returning guest resumes the device', async () => {
    const returning = { ...device, returning: true };
    const { calls, actor } = start({ readDevice: async () => returning });
    actor.send({ type: 'LOGIN.GUEST_CHOSEN' });
    await settle();
    expect(calls.deviceResume).toHaveBeenCalledWith(returning);
    expect(calls.deviceLogin).not.toHaveBeenCalled();
    expect(calls.navigate).toHaveBeenCalledWith('/profile');
  });

  it('a resume the server does not recognise (404) falls back to device login', async () => {
    const { calls, actor } = start({
      readDevice: async () => ({ ...device, returning: true }),
      deviceResume: async () => { throw new ApiCallError({ message: 'Unknown device', status: 404 }); },
    });
    actor.send({ type: 'LOGIN.GUEST_CHOSEN' });
    await settle();
    expect(calls.deviceLogin).toHaveBeenCalled();
    expect(calls.signedIn).toHaveBeenCalled();
  });

  it('a failed guest login shows the alert and returns to the form with the input kept', async () => {
    const { actor, view } = start({ deviceLogin: async () => { throw new ApiCallError({ message: 'Service unavailable', status: 503, id: 5003 }); } });
    actor.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'somchai' });
    actor.send({ type: 'LOGIN.GUEST_CHOSEN' });
    expect(view().pending).toBe('guest');
    await settle();
    expect(view().alert).toMatchObject({ message: { id: 'login.error.generic' }, code: '5003' });
    actor.send({ type: 'LOGIN.ERROR_DISMISSED' });
    expect(view().username).toBe('somchai');
  });

  describe('sign-in is saved before leaving, and every call has a timeout', () => {
    it('navigates only after the account is saved (a reload right after sign-in stays signed in)', async () => {
      let saved!: () => void;
      const { actor, calls, view } = start({ save: () => new Promise<void>((resolve) => (saved = resolve)) });
      actor.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'somchai' });
      actor.send({ type: 'LOGIN.PASSWORD_CHANGED', value: 'Passw0rd!' });
      actor.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
      await settle();
      expect(calls.signedIn).toHaveBeenCalledTimes(1);
      expect(calls.save).toHaveBeenCalledWith(account);
      expect(calls.navigate).not.toHaveBeenCalled();
      expect(view().pending).toBe('saving');
      saved();
      await settle();
      expect(calls.navigate).toHaveBeenCalledWith('/profile');
    });

    it('a save that never finishes does not hold the member: it goes on after REQUEST_SLOW', async () => {
      const { actor, calls } = start({ save: () => new Promise<void>(() => {}) });
      actor.send({ type: 'LOGIN.GUEST_CHOSEN' });
      await settle();
      expect(calls.navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
      expect(calls.navigate).toHaveBeenCalledTimes(1);
    });

    it('a password sign-in says slow after REQUEST_SLOW and gives up at REQUEST_TIMEOUT with the timeout message', async () => {
      let signal: AbortSignal | undefined;
      const machine = loginMachine.provide({
        actors: {
          passwordLogin: fromPromise<Account, PasswordLoginInput>(({ signal: s }) => {
            signal = s;
            return new Promise<Account>(() => {});
          }),
        },
      });
      const actor = createActor(machine, { input: { next: '/' } }).start();
      actor.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'somchai' });
      actor.send({ type: 'LOGIN.PASSWORD_CHANGED', value: 'x' });
      actor.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
      await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
      expect(selectLoginView(actor.getSnapshot()).slow).toBe(true);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
      expect(signal?.aborted).toBe(true);
      expect(selectLoginView(actor.getSnapshot()).alert?.message).toEqual({ id: 'errors.timeout' });
      actor.send({ type: 'LOGIN.ERROR_DISMISSED' });
      expect(selectLoginView(actor.getSnapshot()).username).toBe('somchai');
    });

    it('a 500 with the server’s text shows the spec’s generic login text, never the server’s words', () => {
      const alert = describeLoginError({ status: 500, id: 500, code: 500, message: 'Sandbox fault: HTTP 500 on passwordLogin', raw: {} }, 'password');
      expect(alert.message).toEqual({ id: 'login.error.generic' });
      expect(alert.code).toBe('500');
      expect(describeLoginError({ status: 502, message: 'Bad Gateway', raw: '<html>' }, 'guest').message).toEqual({ id: 'login.error.generic' });
      expect(describeLoginError({ status: 429, id: 2093, code: 'mobile_wait', message: 'x' }, 'otp').message).toEqual({ id: 'otp.error.mobileWait' });
    });
  });
});

