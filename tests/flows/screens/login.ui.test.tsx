/**
 * The sign-in chart's generated paths driven through the /login page (src/flows/login/LoginScreen.tsx) in a
 * router: tabs, fields and buttons are used as a person uses them (typing into a field of the other tab
 * first opens that tab), the OTP dialog is the real one on its own chart (stubbed calls), the error alert is
 * dismissed with OK; the calls' outcomes are fed. Signing in opens the page asked for.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { loginFlow } from '@machines/login/login.flow';
import type { loginMachine } from '@machines/login/login.machine';
import type { LoginContext, LoginMethod } from '@machines/login/login.types';
import { otpMachine } from '@machines/otp/otp.machine';
import type { FlowRun } from '@/flowTooling/player';
import { LoginScreen } from '@/flows/login/LoginScreen';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

let router: ReturnType<typeof createMemoryRouter> | undefined;

const tab = (method: LoginMethod) => screen.getByRole('tab', { name: method === 'password' ? 'Username & password' : 'Mobile number (OTP)' });

/** A person opens the tab of a field before using it; the tab click is LOGIN.METHOD_CHANGED, which keeps the state. */
function openTab(method: LoginMethod) {
  if (tab(method).getAttribute('aria-selected') !== 'true') fireEvent.click(tab(method));
}

function type(method: LoginMethod, label: string, value: unknown) {
  openTab(method);
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value: String(value) } });
}

const executors = {
  'LOGIN.METHOD_CHANGED': (step) => fireEvent.click(tab(step.payload.method as LoginMethod)),
  'LOGIN.USERNAME_CHANGED': (step) => type('password', 'Username', step.payload.value),
  'LOGIN.PASSWORD_CHANGED': (step) => type('password', 'Password', step.payload.value),
  'LOGIN.MOBILE_CHANGED': (step) => type('mobile', 'Mobile number', step.payload.value),
  'LOGIN.PASSWORD_SUBMITTED': () => {
    openTab('password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  },
  'LOGIN.OTP_REQUESTED': () => {
    openTab('mobile');
    fireEvent.click(screen.getByRole('button', { name: 'Request OTP' }));
  },
  'LOGIN.GUEST_CHOSEN': () => fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' })),
  'LOGIN.ERROR_DISMISSED': () => fireEvent.click(screen.getByRole('button', { name: 'OK' })),
  'xstate.done.actor.passwordLogin': fed,
  'xstate.error.actor.passwordLogin': fed,
  'xstate.done.actor.otp': fed,
  'xstate.error.actor.otp': fed,
  'xstate.done.actor.readDevice': fed,
  'xstate.error.actor.readDevice': fed,
  'xstate.done.actor.deviceResume': fed,
  'xstate.error.actor.deviceResume': fed,
  'xstate.done.actor.deviceLogin': fed,
  'xstate.error.actor.deviceLogin': fed,
  'xstate.done.actor.saveAccount': fed,
  'xstate.error.actor.saveAccount': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof loginMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as LoginContext;
const alert = () => screen.queryByRole('alertdialog');
const busyButton = (name: string) => expect(screen.getByRole('button', { name })).toBeDisabled();

/** The form as typed: the fields show the chart's values, the active tab is the chosen method. */
function formShowsContext(run: FlowRun) {
  const c = context(run);
  expect(tab(c.method)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveValue(c.username);
  expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue(c.password);
}

const SLOW = 'This is taking longer than usual…';
function signingIn(run: FlowRun) {
  formShowsContext(run);
  busyButton('Sign in');
  busyButton('Continue as guest');
}
function guestWaiting() {
  busyButton('Continue as guest');
  expect(screen.queryByText(SLOW)).toBeNull();
}
function guestSlow() {
  busyButton('Continue as guest');
  expect(screen.getByText(SLOW)).toBeInTheDocument();
}

replayThroughScreen({
  flow: loginFlow,
  executors,
  children: { otp: otpMachine },
  actions: {
    navigateToNext: ({ context: c }: { context: LoginContext }) => void router?.navigate(c.next, { replace: true }),
  } as never,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof loginMachine>;
    router = createMemoryRouter(
      [
        { path: '/login', element: <LoginScreen actor={actor} next="/profile" /> },
        { path: '/profile', element: <p>Profile page</p> },
      ],
      { initialEntries: ['/login?next=/profile'] },
    );
    return <RouterProvider router={router} />;
  },
  expectations: {
    editing: (run) => {
      formShowsContext(run);
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeEnabled();
      expect(alert()).toBeNull();
      // Field errors appear only after a submit attempt.
      if (context(run).passwordSubmitted && context(run).username.trim() === '') expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    },
    'signingIn.waiting': (run) => {
      signingIn(run);
      expect(screen.queryByText(SLOW)).toBeNull();
    },
    'signingIn.slow': (run) => {
      signingIn(run);
      expect(screen.getByText(SLOW)).toBeInTheDocument();
    },
    // The account is being kept on the device: the form stays busy until the page asked for opens.
    savingAccount: (run) => {
      formShowsContext(run);
      busyButton('Continue as guest');
    },
    verifyingMobile: () => {
      expect(screen.getByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument();
      expect(screen.getByText('Sending the code…')).toBeInTheDocument();
      busyButton('Request OTP');
    },
    'guest.readingDevice': () => busyButton('Continue as guest'),
    'guest.resuming.waiting': guestWaiting,
    'guest.resuming.slow': guestSlow,
    'guest.registering.waiting': guestWaiting,
    'guest.registering.slow': guestSlow,
    failed: (run) => {
      expect(alert()).toHaveTextContent('Something went wrong');
      expect(alert()).toHaveTextContent(/Error code: \S+/);
      expect(screen.queryByText('Sending the code…')).toBeNull();
      formShowsContext(run); // nothing typed is lost
    },
    signedIn: () => {
      expect(router?.state.location.pathname).toBe('/profile');
      expect(screen.getByText('Profile page')).toBeInTheDocument();
    },
  },
});
