/**
 * The OTP dialog's connect: snapshot + send → what the dialog shows (the selector's view, with Confirm,
 * Resend and Cancel enabled from `snapshot.can`) and the handlers that send the chart's events. Pure like the
 * chart, so every screen that shows the dialog, its replay and the tests share one mapping of intents to events.
 */
import type { SnapshotFrom } from 'xstate';
import type { otpMachine } from './otp.machine';
import { selectOtpView, type OtpView } from './otp.selectors';
import type { OtpEvent } from './otp.types';

/** Sends one of the OTP chart's events (the running actor's `send`). */
export type OtpSend = (event: OtpEvent) => void;

/** The dialog's view and its intents. */
export interface OtpDialogView {
  view: OtpView;
  /** Raw value of the hidden input (the chart keeps digits only). */
  onCodeChange: (value: string) => void;
  onConfirm: () => void;
  onResend: () => void;
  onCancel: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof otpMachine>, send: OtpSend): OtpDialogView {
  return {
    view: selectOtpView(snapshot),
    onCodeChange: (value) => send({ type: 'OTP.CODE_CHANGED', value }),
    onConfirm: () => send({ type: 'OTP.CONFIRM' }),
    onResend: () => send({ type: 'OTP.RESEND' }),
    onCancel: () => send({ type: 'OTP.CANCEL' }),
  };
}
