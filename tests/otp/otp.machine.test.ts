import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { otpMachine, RESEND_COOLDOWN_SECONDS } from '@machines/otp/otp.machine';
import { selectOtpView } from '@machines/otp/otp.selectors';
import type { OtpEmitted, OtpInput, OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';

type Fakes = {
  request?: (input: OtpTarget) => Promise<OtpRequestOutput>;
  verify?: (input: OtpVerifyInput) => Promise<OtpVerifyOutput>;
};

function start(input: OtpInput = { contactNumber: '0812345678' }, fakes: Fakes = {}) {
  const request = vi.fn(fakes.request ?? (async () => ({ refcode: 'ABCD', expireinseconds: 60 })));
  const verify = vi.fn(fakes.verify ?? (async () => ({ status: 200 })));
  const machine = otpMachine.provide({
    actors: {
      requestOtp: fromPromise<OtpRequestOutput, OtpTarget>(({ input }) => request(input)),
      verifyOtp: fromPromise<OtpVerifyOutput, OtpVerifyInput>(({ input }) => verify(input)),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: OtpEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as OtpEmitted));
  actor.start();
  return { actor, request, verify, emitted, view: () => selectOtpView(actor.getSnapshot()) };
}

/** Lets resolved promises settle under fake timers. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

async function seconds(n: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(n * 1000);
}

const wrongCode = new ApiCallError({ id: 2091, code: 'mobile_wrong', message: 'OTP incorrect', status: 400 });
const otherError = new ApiCallError({ id: 1405, message: 'Refcode not found', status: 400 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('otp machine: request on start', () => {
  it('requests a code when requests are enabled and stores refcode and expiry', async () => {
    const { actor, request, view } = start({ contactNumber: '0812345678', channel: 'login' });
    expect(view().loading).toBe(true);
    expect(view().open).toBe(true);
    await settle();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ contactNumber: '0812345678', option: 'sms', channel: 'login' }));
    expect(actor.getSnapshot().context.refcode).toBe('ABCD');
    expect(view().remaining).toBe('01:00');
    expect(view().sentTo).toBe('081-234-5678');
  });

  it('does not request when requests are disabled and uses the caller’s refcode and expiry', async () => {
    const { request, view } = start({ contactNumber: '0812345678', requestEnabled: false, refcode: 'XY12', expireInSeconds: 90 });
    await settle();
    expect(request).not.toHaveBeenCalled();
    expect(view().refcode).toBe('XY12');
    expect(view().remaining).toBe('01:30');
  });

  it('defaults the countdown to 60 s when the server sends no expiry', async () => {
    const { view } = start(undefined, { request: async () => ({ refcode: 'R1' }) });
    await settle();
    expect(view().remaining).toBe('01:00');
  });

  it('shows the e-mail instead of the phone when the code goes by e-mail', async () => {
    const { view, request } = start({ email: 'a@b.co' });
    await settle();
    expect(view().sentTo).toBe('a@b.co');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ option: 'email', email: 'a@b.co' }));
  });
});

describe('otp machine: countdown', () => {
  it('ticks every second and formats mm:ss', async () => {
    const { view } = start(undefined, { request: async () => ({ refcode: 'R', expireinseconds: 75 }) });
    await settle();
    expect(view().remaining).toBe('01:15');
    expect(view().resendIn).toBe('01:15');
    await seconds(1);
    expect(view().remaining).toBe('01:14');
    await seconds(15);
    expect(view().remaining).toBe('00:59');
    await vi.advanceTimersByTimeAsync(999);
    expect(view().remaining).toBe('00:59');
  });

  it('at zero shows the resend link and disables Confirm even with six digits', async () => {
    const { actor, view } = start(undefined, { request: async () => ({ refcode: 'R', expireinseconds: 3 }) });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '123456' });
    expect(view().canConfirm).toBe(true);
    expect(view().showResend).toBe(false);
    await seconds(3);
    expect(view().remaining).toBe('00:00');
    expect(view().expired).toBe(true);
    expect(view().showResend).toBe(true);
    expect(view().canResend).toBe(true);
    expect(view().resendIn).toBeUndefined();
    expect(view().canConfirm).toBe(false);
    expect(actor.getSnapshot().can({ type: 'OTP.CONFIRM' })).toBe(false);
  });

  it('does not offer a resend while time is left', async () => {
    const { actor } = start();
    await settle();
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(false);
  });
});

describe('otp machine: resend', () => {
  it('requests a new code, restarts the countdown and clears the digits', async () => {
    let n = 0;
    const { actor, request, view } = start(undefined, {
      request: async () => ({ refcode: `R${++n}`, expireinseconds: 2 }),
    });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '12' });
    await seconds(2);
    actor.send({ type: 'OTP.RESEND' });
    expect(view().loading).toBe(true);
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    expect(view().refcode).toBe('R2');
    expect(view().remaining).toBe('00:02');
    expect(view().code).toBe('');
    expect(view().expired).toBe(false);
  });

  it('notifies the caller (emitted and sent to the parent) when requests are disabled, then takes the new code', async () => {
    const { actor, request, emitted, view } = start({ contactNumber: '0812345678', requestEnabled: false, refcode: 'A', expireInSeconds: 1 });
    await seconds(1);
    actor.send({ type: 'OTP.RESEND' });
    expect(request).not.toHaveBeenCalled();
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'OTP.RESEND_REQUESTED', target: expect.objectContaining({ contactNumber: '0812345678' }) }));
    expect(view().showResend).toBe(false);
    actor.send({ type: 'OTP.CODE_SENT', refcode: 'B', expireinseconds: 30 });
    expect(view().refcode).toBe('B');
    expect(view().remaining).toBe('00:30');
    expect(view().expired).toBe(false);
  });

  it('sends OTP.RESEND_REQUESTED to an invoking parent that reports to it', async () => {
    const seen: string[] = [];
    const parent = setup({
      actors: { otp: otpMachine },
      actions: { record: ({ event }) => void seen.push(event.type) },
    }).createMachine({
      invoke: { id: 'otp', src: 'otp', input: { contactNumber: '0812345678', requestEnabled: false, refcode: 'A', expireInSeconds: 1, reportsToParent: true } },
      on: { 'OTP.RESEND_REQUESTED': { actions: 'record' } },
    });
    const actor = createActor(parent).start();
    await seconds(1);
    const child = actor.getSnapshot().children.otp as ActorRefFrom<typeof otpMachine>;
    child.send({ type: 'OTP.RESEND' });
    expect(seen).toEqual(['OTP.RESEND_REQUESTED']);
  });

  it('a mobile_wait answer starts the 5-minute cooldown with its message, then offers resend again', async () => {
    let n = 0;
    const { actor, view } = start(undefined, {
      request: async () => {
        n += 1;
        if (n === 2) throw new ApiCallError({ code: 'mobile_wait', message: 'wait', status: 400 });
        return { refcode: `R${n}`, expireinseconds: 1 };
      },
    });
    await settle();
    await seconds(1);
    actor.send({ type: 'OTP.RESEND' });
    await settle();
    expect(view().open).toBe(true);
    expect(view().showResend).toBe(false);
    expect(view().canResend).toBe(false);
    expect(view().resendIn).toBe('05:00');
    expect(view().error).toEqual({ id: 'otp.error.mobileWait' });
    expect(view().canConfirm).toBe(false);
    await seconds(1);
    expect(view().resendIn).toBe('04:59');
    await seconds(RESEND_COOLDOWN_SECONDS - 1);
    expect(view().showResend).toBe(true);
    expect(view().canResend).toBe(true);
    expect(view().error).toBeUndefined();
    actor.send({ type: 'OTP.RESEND' });
    await settle();
    expect(view().refcode).toBe('R3');
  });

  it('any other resend failure closes the dialog and hands the error to the caller', async () => {
    let n = 0;
    const { actor, emitted } = start(undefined, {
      request: async () => {
        n += 1;
        if (n === 2) throw new ApiCallError({ code: 'mobile_internet_fail', message: 'offline', status: 0 });
        return { refcode: 'R', expireinseconds: 1 };
      },
    });
    await settle();
    await seconds(1);
    actor.send({ type: 'OTP.RESEND' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'requestFailed', error: expect.objectContaining({ code: 'mobile_internet_fail' }) });
    expect(emitted.map((e) => e.type)).toContain('OTP.REQUEST_FAILED');
  });
});

describe('otp machine: Confirm gating', () => {
  it('is enabled only with exactly six digits and time left; non-digits are dropped', async () => {
    const { actor, view } = start();
    await settle();
    const can = () => actor.getSnapshot().can({ type: 'OTP.CONFIRM' });
    expect(can()).toBe(false);
    actor.send({ type: 'OTP.CODE_CHANGED', value: '12345' });
    expect(can()).toBe(false);
    actor.send({ type: 'OTP.CODE_CHANGED', value: '12a3b4-5 6' });
    expect(view().code).toBe('123456');
    expect(view().boxes).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(can()).toBe(true);
    actor.send({ type: 'OTP.CODE_CHANGED', value: '1234567' });
    expect(view().code).toBe('123456');
    actor.send({ type: 'OTP.CODE_CHANGED', value: '๑๒๓๔๕๖' });
    expect(view().code).toBe('');
    expect(can()).toBe(false);
  });

  it('ignores Confirm with fewer than six digits', async () => {
    const { actor, verify } = start();
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '123' });
    actor.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(verify).not.toHaveBeenCalled();
  });
});

describe('otp machine: verify', () => {
  it('success by HTTP 200 notifies the caller with the code details and closes', async () => {
    const { actor, verify, emitted } = start({ contactNumber: '0812345678' }, { verify: async () => ({ status: 200, data: { token: 't' } }) });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '123456' });
    actor.send({ type: 'OTP.CONFIRM' });
    expect(selectOtpView(actor.getSnapshot()).verifying).toBe(true);
    await settle();
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ otp: '123456', refcode: 'ABCD', contactNumber: '0812345678' }));
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.output).toEqual({
      status: 'verified', code: '123456', refcode: 'ABCD', contactNumber: '0812345678', email: undefined,
      response: { status: 200, data: { token: 't' } },
    });
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'OTP.VERIFIED', code: '123456', refcode: 'ABCD' }));
    expect(selectOtpView(snap).open).toBe(false);
  });

  it('success by a success flag also closes', async () => {
    const { actor } = start(undefined, { verify: async () => ({ success: true }) });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '654321' });
    actor.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ status: 'verified', code: '654321' });
  });

  it('a success flag of false is a rejection', async () => {
    const { actor, view } = start(undefined, { verify: async () => ({ status: 200, success: false }) });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '654321' });
    actor.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(view().invalid).toBe(true);
    expect(view().error).toEqual({ id: 'otp.error.mobileWrong' });
  });

  it('error id 2091 shows the mobile-wrong text, the id as Error Code, red boxes, Confirm disabled', async () => {
    const { actor, view } = start(undefined, { verify: async () => { throw wrongCode; } });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '111111' });
    actor.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(view().open).toBe(true);
    expect(view().invalid).toBe(true);
    expect(view().error).toEqual({ id: 'otp.error.mobileWrong' });
    expect(view().errorCode).toBe('2091');
    expect(view().canConfirm).toBe(false);
  });

  it('another error id shows the translated text by status (400: connection), never the server’s words', async () => {
    const { actor, view } = start(undefined, { verify: async () => { throw otherError; } });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '111111' });
    actor.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(view().error).toMatchObject({ id: 'errors.internetConnection', values: { hasId: 'no', hasCode: 'no' } });
    expect(view().errorCode).toBe('1405');
  });

  it('a refused code gets the entry error under the boxes (wrong OTP, try again); no answer at all does not', async () => {
    for (const [refusal, expected] of [
      [wrongCode, { id: 'otp.error.entry' }],
      [otherError, { id: 'otp.error.entry' }],
      [new ApiCallError({ message: 'offline', status: 0 }), undefined],
    ] as const) {
      const { actor, view } = start(undefined, { verify: async () => { throw refusal; } });
      await settle();
      expect(view().entryError).toBeUndefined();
      actor.send({ type: 'OTP.CODE_CHANGED', value: '111111' });
      actor.send({ type: 'OTP.CONFIRM' });
      await settle();
      expect(view().invalid).toBe(true);
      expect(view().entryError).toEqual(expected);
      // Typing again takes the entry error away with the red boxes.
      actor.send({ type: 'OTP.CODE_CHANGED', value: '11111' });
      expect(view().entryError).toBeUndefined();
      actor.stop();
    }
  });

  it('changing the digits clears the red state and enables Confirm again; the same digits do not', async () => {
    const { actor, view, verify } = start(undefined, { verify: async () => { throw wrongCode; } });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '111111' });
    actor.send({ type: 'OTP.CONFIRM' });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '111111' });
    expect(view().invalid).toBe(true);
    expect(view().canConfirm).toBe(false);
    actor.send({ type: 'OTP.CODE_CHANGED', value: '11111' });
    expect(view().invalid).toBe(false);
    expect(view().error).toBeUndefined();
    expect(view().errorCode).toBeUndefined();
    expect(view().canConfirm).toBe(false);
    actor.send({ type: 'OTP.CODE_CHANGED', value: '111112' });
    expect(view().canConfirm).toBe(true);
    actor.send({ type: 'OTP.CONFIRM' });
    await settle();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps counting while verifying', async () => {
    let resolve: (v: OtpVerifyOutput) => void = () => undefined;
    const { actor, view } = start(undefined, { verify: () => new Promise((r) => { resolve = r; }) });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '123456' });
    actor.send({ type: 'OTP.CONFIRM' });
    await seconds(2);
    expect(view().remaining).toBe('00:58');
    expect(view().canConfirm).toBe(false);
    resolve({ status: 200 });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('otp machine: cancel and request failure', () => {
  it('cancel stops the timer, clears the input and notifies the caller', async () => {
    const { actor, emitted } = start();
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '123' });
    actor.send({ type: 'OTP.CANCEL' });
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(snap.context.code).toBe('');
    expect(snap.output).toEqual({ status: 'cancelled' });
    expect(emitted.map((e) => e.type)).toEqual(['OTP.CANCELLED']);
    expect(vi.getTimerCount()).toBe(0);
    const before = snap.context.remainingSeconds;
    await seconds(5);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(before);
  });

  it('cancel while the code is being requested closes too', async () => {
    const { actor } = start(undefined, { request: () => new Promise(() => undefined) });
    actor.send({ type: 'OTP.CANCEL' });
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });

  it('a failed request closes the dialog and hands the error to the caller', async () => {
    const failure = new ApiCallError({ code: 'mobile_dup', message: 'dup', status: 400 });
    const { actor, emitted } = start(undefined, { request: async () => { throw failure; } });
    await settle();
    const snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
    expect(selectOtpView(snap).open).toBe(false);
    expect(snap.output).toEqual({ status: 'requestFailed', error: expect.objectContaining({ code: 'mobile_dup', status: 400 }) });
    expect(emitted).toContainEqual({ type: 'OTP.REQUEST_FAILED', error: expect.objectContaining({ code: 'mobile_dup' }) });
  });

  it('an invoking parent receives the output in its done event', async () => {
    const outputs: unknown[] = [];
    const parent = createMachine({
      invoke: {
        id: 'otp',
        src: otpMachine.provide({ actors: { requestOtp: fromPromise<OtpRequestOutput, OtpTarget>(async () => { throw new ApiCallError({ message: 'x', status: 500 }); }) } }),
        input: { contactNumber: '0812345678' },
        onDone: { actions: ({ event }) => void outputs.push(event.output) },
      },
    });
    createActor(parent).start();
    await settle();
    expect(outputs).toEqual([{ status: 'requestFailed', error: expect.objectContaining({ status: 500 }) }]);
  });
});


