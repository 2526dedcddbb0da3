/**
 * The sign-in connect: what /login shows in the chart's states (the form, Sign in enabled from the chart's
 * 'submittable' tag, the OTP dialog child, section 8's alert) and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { connect } from '@machines/login/login.connect';
import { loginMachine } from '@machines/login/login.machine';
import type { DeviceInfo, LoginEvent, PasswordLoginInput } from '@machines/login/login.types';
import { otpMachine } from '@machines/otp/otp.machine';
import type { OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';
import type { Account } from '@machines/session/session.types';


function start(password: () => Promise<Account> = () => new Promise(() => undefined)) {
  const machine = loginMachine.provide({
    actors: {
      passwordLogin: fromPromise<Account, PasswordLoginInput>(password),
      otp: otpMachine.provide({
        actors: {
          requestOtp: fromPromise<OtpRequestOutput, OtpTarget>(() => new Promise(() => undefined)),
          verifyOtp: fromPromise<OtpVerifyOutput, OtpVerifyInput>(() => new Promise(() => undefined)),
        },
      }),
      readDevice: fromPromise<DeviceInfo, void>(() => new Promise(() => undefined)),
    },
    actions: { notifySignedIn: () => undefined, navigateToNext: () => undefined },
  });
  return createActor(machine, { input: { next: '/profile' } }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sign-in connect', () => {
  it('editing: the form, Sign in enabled from the submittable tag, no alert, no OTP dialog; every handler sends its event', () => {
    const actor = start();
    const snapshot = actor.getSnapshot();
    const send = vi.fn<(event: LoginEvent) => void>();
    const view = connect(snapshot, send);
    expect(view.form.view).toMatchObject({ method: 'password', busy: false, canSubmit: snapshot.hasTag('submittable') });
    expect(view.form.view.canSubmit).toBe(true);
    expect(view.error.alert).toBeUndefined();
    expect(view.otp).toBeUndefined();
    const { form } = view;
    form.onMethodChange('mobile');
    form.onUsernameChange('somchai');
    form.onPasswordChange('secret');
    form.onMobileChange('0812345678');
    form.onPasswordSubmit();
    form.onOtpRequest();
    form.onGuest();
    view.error.onDismiss();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'LOGIN.METHOD_CHANGED', method: 'mobile' },
      { type: 'LOGIN.USERNAME_CHANGED', value: 'somchai' },
      { type: 'LOGIN.PASSWORD_CHANGED', value: 'secret' },
      { type: 'LOGIN.MOBILE_CHANGED', value: '0812345678' },
      { type: 'LOGIN.PASSWORD_SUBMITTED' },
      { type: 'LOGIN.OTP_REQUESTED' },
      { type: 'LOGIN.GUEST_CHOSEN' },
      { type: 'LOGIN.ERROR_DISMISSED' },
    ]);
  });

  it('signing in: busy with the password spinner; a wrong password: the alert with its code', async () => {
    const running = start();
    running.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'somchai' });
    running.send({ type: 'LOGIN.PASSWORD_CHANGED', value: 'secret' });
    running.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
    expect(connect(running.getSnapshot(), vi.fn()).form.view).toMatchObject({ busy: true, pending: 'password' });

    const refused = start(async () => {
      throw new ApiCallError({ id: 1401, message: 'Invalid username or password', status: 401 });
    });
    refused.send({ type: 'LOGIN.USERNAME_CHANGED', value: 'somchai' });
    refused.send({ type: 'LOGIN.PASSWORD_CHANGED', value: 'bad' });
    refused.send({ type: 'LOGIN.PASSWORD_SUBMITTED' });
    await settle();
    const view = connect(refused.getSnapshot(), vi.fn());
    expect(view.error.alert).toEqual({ titleId: 'login.error.title', message: { id: 'login.error.credentials' }, code: '1401' });
    expect(view.form.view.alert).toBe(view.error.alert);
  });

  it('the mobile sign-in: the OTP dialog child while it runs', () => {
    const actor = start();
    actor.send({ type: 'LOGIN.METHOD_CHANGED', method: 'mobile' });
    actor.send({ type: 'LOGIN.MOBILE_CHANGED', value: '0812345678' });
    actor.send({ type: 'LOGIN.OTP_REQUESTED' });
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.otp).toBeDefined();
    expect(view.otp).toBe(actor.getSnapshot().children.otp);
  });
});
