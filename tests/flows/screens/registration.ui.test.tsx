/**
 * Registration: the generated paths of /register and /register/phone driven through the page
 * (src/flows/registration/RegisterScreen.tsx, RegistrationScreen) in a router. Fields, gender, the date selects,
 * "Send code", "Sign up" and "Get started" are used on the page; the consent dialogs and the OTP dialog are the
 * real ones on their own charts (stubbed calls), their outcomes fed to the registration chart like the calls'.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { FlowEventType } from '@machines/flow';
import { otpMachine } from '@machines/otp/otp.machine';
import { registrationFlow } from '@machines/registration/registration.flow';
import type { registrationMachine } from '@machines/registration/registration.machine';
import type { RegistrationContext } from '@machines/registration/registration.types';
import type { FlowRun } from '@/flowTooling/player';
import { RegistrationScreen } from '@/flows/registration/RegisterScreen';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

let router: ReturnType<typeof createMemoryRouter> | undefined;

const LABELS: Record<string, string> = { firstName: 'First name', lastName: 'Last name', mobile: 'Mobile number', email: 'Email', nationalId: 'ID card number' };
const PARTS: Record<string, string> = { day: 'Day', month: 'Month', year: 'Year' };
const GENDERS: Record<string, string> = { male: 'Male', female: 'Female', unspecified: 'Not specified' };

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

const executors = {
  'FORM.FIELD_CHANGED': (step) => {
    const input = field(LABELS[String(step.payload.field)]!);
    expect(input, 'a person can type here').not.toHaveAttribute('readonly');
    fireEvent.change(input, { target: { value: String(step.payload.value) } });
  },
  'FORM.GENDER_CHANGED': (step) => fireEvent.click(screen.getByRole('radio', { name: GENDERS[String(step.payload.value)] })),
  'FORM.BIRTHDATE_CHANGED': (step) =>
    fireEvent.change(screen.getByLabelText(PARTS[String(step.payload.part)]!, { selector: 'select' }), { target: { value: String(step.payload.value) } }),
  'FORM.SUBMIT': () => {
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
  },
  'PHONE.SUBMIT': () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })),
  'REGISTRATION.START': () => fireEvent.click(screen.getByRole('button', { name: /^(Get started|Start)$/ })),
  'xstate.done.actor.loadConsentVersions': fed,
  'xstate.error.actor.loadConsentVersions': fed,
  'xstate.done.actor.verifyPhone': fed,
  'xstate.error.actor.verifyPhone': fed,
  'xstate.done.actor.consentGate': fed,
  'xstate.error.actor.consentGate': fed,
  'xstate.done.actor.registerMember': fed,
  'xstate.error.actor.registerMember': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof registrationMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as RegistrationContext;
const dialog = (name: string) => screen.getByRole('dialog', { name });

/** The form shows what was typed (nothing lost), the verified mobile locked, and the failure when there is one. */
function formShowsContext(run: FlowRun) {
  const c = context(run);
  expect(field('First name')).toHaveValue(c.form.firstName);
  expect(field('Last name')).toHaveValue(c.form.lastName);
  expect(field('Mobile number').getAttribute('value')?.replace(/\D/g, '')).toBe(c.form.mobile);
  if (c.mode === 'phone' && c.verifiedPhone) expect(field('Mobile number')).toHaveAttribute('readonly');
  if (c.failure) expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  if (c.mode === 'line') {
    expect(field('Email')).toHaveValue(c.form.email);
    expect(screen.getByText(/Your LINE account is not a member yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up with mobile number and OTP' })).toBeNull();
  }
  if (c.mode === 'line' && c.failure && c.failure.id !== 'register.error.mobileDuplicate' && c.failure.id !== 'errors.timeout') {
    // A refusal: the message chosen by status and error id (the generic handler), with its id.
    expect(screen.getByText(/Error ID: 1906|Error code: 500|Something went wrong/)).toBeInTheDocument();
  }
  if (c.failure?.id === 'errors.timeout') {
    expect(screen.getByText('The server is taking too long to answer. Please try again.')).toBeInTheDocument();
  }
}

const SLOW = 'This is taking longer than usual…';
const slowShown = (slow: boolean) => (slow ? expect(screen.getByText(SLOW)).toBeInTheDocument() : expect(screen.queryByText(SLOW)).toBeNull());

function submitting(run: FlowRun) {
  formShowsContext(run);
  expect(screen.getByText('Signing you up…')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
}

function consentOpen(title: string) {
  return (run: FlowRun) => {
    expect(dialog(title)).toBeInTheDocument();
    formShowsContext(run);
  };
}

replayThroughScreen({
  flow: registrationFlow,
  executors,
  children: { consentGate: consentGateMachine, verifyPhone: otpMachine },
  render: (run) => {
    const c = context(run);
    const actor = run.actor as unknown as ActorRefFrom<typeof registrationMachine>;
    const path = c.mode === 'phone' ? '/register/phone' : '/register';
    router = createMemoryRouter(
      [
        { path, element: <RegistrationScreen actor={actor} mode={c.mode} /> },
        { path: '/', element: <p>Rewards page</p> },
      ],
      { initialEntries: [path] },
    );
    return <RouterProvider router={router} />;
  },
  expectations: {
    'loadingVersions.waiting': () => {
      expect(screen.getByText('Loading')).toBeInTheDocument();
      slowShown(false);
    },
    'loadingVersions.slow': () => {
      expect(screen.getByText('Loading')).toBeInTheDocument();
      slowShown(true);
    },
    enteringMobile: (run) => {
      expect(field('Mobile number').getAttribute('value')?.replace(/\D/g, '')).toBe(context(run).form.mobile);
      expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByLabelText('First name')).toBeNull();
    },
    verifyingMobile: () => {
      expect(dialog('Enter OTP')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    },
    editing: (run) => {
      formShowsContext(run);
      expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    acceptingTerms: consentOpen('Terms and Conditions'),
    acceptingPrivacy: consentOpen('Privacy Policy'),
    acceptingAge: consentOpen('Age confirmation'),
    'submitting.waiting': (run) => {
      submitting(run);
      slowShown(false);
    },
    'submitting.slow': (run) => {
      submitting(run);
      slowShown(true);
    },
    registered: (run) => {
      const points = context(run).welcomePoints;
      expect(screen.getByRole('heading', { name: points > 0 ? 'Welcome to the club!' : 'Sign-up complete' })).toBeInTheDocument();
      if (points > 0) expect(screen.getByText(`${points} points`)).toBeInTheDocument();
    },
    done: (run) => {
      if (context(run).mode === 'line') {
        // Registered from LINE: the LINE login signs the member in next (its screen takes over).
        expect(screen.getByText('Signing you up…')).toBeInTheDocument();
        expect(run.actor.getSnapshot().output).toEqual({ account: context(run).account, welcomePoints: context(run).welcomePoints });
        return;
      }
      expect(router?.state.location.pathname).toBe('/');
      expect(screen.getByText('Rewards page')).toBeInTheDocument();
    },
  },
});
