/**
 * The registration connect: snapshot + send → what /register, /register/phone and the LINE sign-up show
 * (the step, the mobile step, the form, the success screen, the consent and OTP children) and the handlers
 * that send the chart's events. Pure like the chart, so the screen and its replay share one mapping.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { consentGateMachine } from '../consentGate/consentGate.machine';
import type { otpMachine } from '../otp/otp.machine';
import type { registrationMachine } from './registration.machine';
import { selectRegistrationForm, selectRegistrationSlow, selectRegistrationStep, selectRegistrationSuccess } from './registration.selectors';
import type { RegistrationContext, RegistrationEvent, RegistrationForm, TextField } from './registration.types';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
/** Sends one of the registration chart's events (the running actor's `send`). */
export type RegistrationSend = (event: RegistrationEvent) => void;
type FormView = ReturnType<typeof selectRegistrationForm>;

export interface RegistrationScreenView {
  step: ReturnType<typeof selectRegistrationStep>;
  /** The call of this step has run past REQUEST_SLOW. */
  slow: boolean;
  /** Today (ISO): the year list counts from it. */
  today: string;
  /** /register/phone's first step: the number, its error and Send code (busy while the OTP dialog runs). */
  mobileStep: {
    mobile: string;
    error?: NonNullable<FormView['errors']['mobile']>;
    failure: RegistrationContext['failure'];
    busy: boolean;
    onChange: (value: string) => void;
    onSubmit: () => void;
  };
  /** The sign-up form: values, errors, the failure banner; busy from the consent step on. */
  form: FormView & {
    busy: boolean;
    onFieldChange: (field: TextField, value: string) => void;
    onGenderChange: (value: Exclude<RegistrationForm['gender'], ''>) => void;
    onBirthChange: (part: 'day' | 'month' | 'year', value: number | undefined) => void;
    onSubmit: () => void;
  };
  /** The success screen; Get started begins again (the screen then goes home). */
  success: { welcomePoints: number; onStart: () => void };
  /** The consent dialogs' chart, while it runs. */
  gate?: ActorRefFrom<typeof consentGateMachine>;
  /** The OTP dialog of the phone step, while it runs. */
  otp?: ActorRefFrom<typeof otpMachine>;
}

export function connect(snapshot: Snapshot, send: RegistrationSend): RegistrationScreenView {
  const step = selectRegistrationStep(snapshot);
  const formView = selectRegistrationForm(snapshot);
  const otp = snapshot.children.verifyPhone as ActorRefFrom<typeof otpMachine> | undefined;
  const onFieldChange = (field: TextField, value: string) => send({ type: 'FORM.FIELD_CHANGED', field, value });
  return {
    step,
    slow: selectRegistrationSlow(snapshot),
    today: snapshot.context.today,
    mobileStep: {
      mobile: formView.form.mobile,
      error: formView.errors.mobile,
      failure: formView.failure,
      busy: otp !== undefined,
      onChange: (value) => onFieldChange('mobile', value),
      onSubmit: () => send({ type: 'PHONE.SUBMIT' }),
    },
    form: {
      ...formView,
      busy: step !== 'form',
      onFieldChange,
      onGenderChange: (value) => send({ type: 'FORM.GENDER_CHANGED', value }),
      onBirthChange: (part, value) => send({ type: 'FORM.BIRTHDATE_CHANGED', part, value }),
      onSubmit: () => send({ type: 'FORM.SUBMIT' }),
    },
    success: { welcomePoints: selectRegistrationSuccess(snapshot).welcomePoints, onStart: () => send({ type: 'REGISTRATION.START' }) },
    gate: snapshot.children.consentGate as ActorRefFrom<typeof consentGateMachine> | undefined,
    otp,
  };
}
