/**
 * The OTP connect: what the dialog shows in the chart's states (Confirm and Resend enabled from snapshot.can)
 * and that each handler sends the chart's event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { connect } from '@machines/otp/otp.connect';
import { otpMachine } from '@machines/otp/otp.machine';
import type { OtpEvent, OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';

function start(verify: () => Promise<OtpVerifyOutput> = async () => ({ status: 200 })) {
  const machine = otpMachine.provide({
    actors: {
      requestOtp: fromPromise<OtpRequestOutput, OtpTarget>(async () => ({ refcode: 'ABCD', expireinseconds: 60 })),
      verifyOtp: fromPromise<OtpVerifyOutput, OtpVerifyInput>(verify),
    },
  });
  return createActor(machine, { input: { contactNumber: '0812345678' } }).start();
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('OTP connect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requesting: open and loading, Confirm disabled as the chart refuses it', () => {
    const actor = start();
    const { view } = connect(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ open: true, loading: true, canConfirm: false });
    expect(view.canConfirm).toBe(actor.getSnapshot().can({ type: 'OTP.CONFIRM' }));
  });

  it('counting with six digits: Confirm enabled from snapshot.can; the handlers send the chart events', async () => {
    const actor = start(() => new Promise(() => undefined));
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '123456' });
    const send = vi.fn<(event: OtpEvent) => void>();
    const dialog = connect(actor.getSnapshot(), send);
    expect(dialog.view).toMatchObject({ open: true, loading: false, sentTo: '081-234-5678', refcode: 'ABCD', code: '123456', remaining: '01:00' });
    expect(dialog.view.canConfirm).toBe(true);
    expect(dialog.view.canConfirm).toBe(actor.getSnapshot().can({ type: 'OTP.CONFIRM' }));
    dialog.onCodeChange('12 34');
    dialog.onConfirm();
    dialog.onResend();
    dialog.onCancel();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'OTP.CODE_CHANGED', value: '12 34' },
      { type: 'OTP.CONFIRM' },
      { type: 'OTP.RESEND' },
      { type: 'OTP.CANCEL' },
    ]);
  });

  it('verifying, then a refused code: red boxes and the entry error; expired: Resend enabled', async () => {
    const actor = start(async () => {
      throw new ApiCallError({ id: 2091, code: 'mobile_wrong', message: 'OTP incorrect', status: 400 });
    });
    await settle();
    actor.send({ type: 'OTP.CODE_CHANGED', value: '123456' });
    actor.send({ type: 'OTP.CONFIRM' });
    expect(connect(actor.getSnapshot(), vi.fn()).view).toMatchObject({ verifying: true, loading: true });
    await settle();
    const rejected = connect(actor.getSnapshot(), vi.fn()).view;
    expect(rejected).toMatchObject({ invalid: true, entryError: { id: 'otp.error.entry' }, error: { id: 'otp.error.mobileWrong' }, errorCode: '2091', canConfirm: false });
    await vi.advanceTimersByTimeAsync(60_000);
    const expired = connect(actor.getSnapshot(), vi.fn()).view;
    expect(expired).toMatchObject({ expired: true, showResend: true, canResend: true });
    expect(expired.canResend).toBe(actor.getSnapshot().can({ type: 'OTP.RESEND' }));
  });

  it('cancelled: the dialog is closed', async () => {
    const actor = start();
    await settle();
    actor.send({ type: 'OTP.CANCEL' });
    expect(connect(actor.getSnapshot(), vi.fn()).view.open).toBe(false);
  });
});
