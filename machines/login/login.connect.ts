/**
 * The sign-in connect: snapshot + send → what /login shows (the form's view, the OTP dialog child, the error
 * alert) and the handlers that send the chart's events. Pure like the chart, so the screen, its replay and
 * the page's component test share one mapping of intents to events.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpMachine } from '../otp/otp.machine';
import type { loginMachine } from './login.machine';
import { selectLoginView, selectOtpRef, type LoginAlert, type LoginView } from './login.selectors';
import type { LoginEvent, LoginMethod } from './login.types';

type Snapshot = SnapshotFrom<typeof loginMachine>;
/** Sends one of the sign-in chart's events (the running actor's `send`). */
export type LoginSend = (event: LoginEvent) => void;

/** What the member does on the sign-in form; each sends one event of the chart. */
export interface LoginHandlers {
  onMethodChange: (method: LoginMethod) => void;
  onUsernameChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onMobileChange: (value: string) => void;
  onPasswordSubmit: () => void;
  onOtpRequest: () => void;
  onGuest: () => void;
}

export interface LoginScreenView {
  /** The form's view (values, errors after a submit, what is running, Sign in enabled from the chart's tag) and its handlers. */
  form: { view: LoginView } & LoginHandlers;
  /** The OTP dialog of the mobile sign-in, while it runs. */
  otp?: ActorRefFrom<typeof otpMachine>;
  /** Section 8's alert of a failed sign-in (open while `alert` is set) and OK. */
  error: { alert: LoginAlert | undefined; onDismiss: () => void };
}

export function connect(snapshot: Snapshot, send: LoginSend): LoginScreenView {
  const view = selectLoginView(snapshot);
  return {
    form: {
      view,
      onMethodChange: (method) => send({ type: 'LOGIN.METHOD_CHANGED', method }),
      onUsernameChange: (value) => send({ type: 'LOGIN.USERNAME_CHANGED', value }),
      onPasswordChange: (value) => send({ type: 'LOGIN.PASSWORD_CHANGED', value }),
      onMobileChange: (value) => send({ type: 'LOGIN.MOBILE_CHANGED', value }),
      onPasswordSubmit: () => send({ type: 'LOGIN.PASSWORD_SUBMITTED' }),
      onOtpRequest: () => send({ type: 'LOGIN.OTP_REQUESTED' }),
      onGuest: () => send({ type: 'LOGIN.GUEST_CHOSEN' }),
    },
    otp: selectOtpRef(snapshot),
    error: { alert: view.alert, onDismiss: () => send({ type: 'LOGIN.ERROR_DISMISSED' }) },
  };
}
