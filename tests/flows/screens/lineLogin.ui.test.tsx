/**
 * Sign in with LINE: the generated paths driven through the /linelogin page (src/flows/lineLogin/
 * LineLoginScreen.tsx) in a router. "Sign in with LINE", Try again and Close are pressed; what LINE and the
 * app's sign-in call answer (the LIFF and PKCE children, /auth/line_login) is fed. Signed in, the page opens the
 * deep link first asked for.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { lineLoginFlow } from '@machines/lineLogin/lineLogin.flow';
import type { lineLoginMachine } from '@machines/lineLogin/lineLogin.machine';
import type { LineLoginContext } from '@machines/lineLogin/lineLogin.types';
import { registrationMachine } from '@machines/registration/registration.machine';
import type { FlowRun } from '@/flowTooling/player';
import { LineLoginScreen } from '@/flows/lineLogin/LineLoginScreen';
import { RegistrationScreen } from '@/flows/registration/RegisterScreen';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

let router: ReturnType<typeof createMemoryRouter> | undefined;
const closed: string[] = [];

const executors = {
  'LINE.START': () => {
    const start = screen.getByRole('button', { name: 'Sign in with LINE' });
    expect(start).toBeEnabled();
    fireEvent.click(start);
  },
  'LINE.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'LINE.CLOSE': () => {
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed, 'Close asks LIFF to close the window').toEqual(['closed']);
  },
  'xstate.done.actor.liffLogin': fed,
  'xstate.error.actor.liffLogin': fed,
  'xstate.done.actor.pkceLogin': fed,
  'xstate.error.actor.pkceLogin': fed,
  'xstate.done.actor.lineAppLogin': fed,
  'xstate.error.actor.lineAppLogin': fed,
  'xstate.done.actor.lineSignUp': fed,
  'xstate.error.actor.lineSignUp': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof lineLoginMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as LineLoginContext;
const loadingText = (run: FlowRun) => (context(run).mode === 'liff' ? 'Signing you in with LINE…' : 'Connecting to LINE…');

replayThroughScreen({
  flow: lineLoginFlow,
  executors,
  actions: { closeWindow: () => void closed.push('closed') } as never,
  children: { lineSignUp: registrationMachine },
  render: (run) => {
    closed.length = 0;
    router = createMemoryRouter(
      [
        { path: '/linelogin', element: <LineLoginScreen actorRef={run.actor as unknown as ActorRefFrom<typeof lineLoginMachine>} SignUp={RegistrationScreen} /> },
        { path: '/campaign/:id', element: <p>Campaign page</p> },
      ],
      { initialEntries: ['/linelogin?next=/campaign/1001'] },
    );
    return <RouterProvider router={router} />;
  },
  expectations: {
    ready: () => {
      expect(screen.getByRole('button', { name: 'Sign in with LINE' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Other ways to sign in' })).toHaveAttribute('href', '/login');
    },
    liff: (run) => expect(screen.getByText(loadingText(run))).toBeInTheDocument(),
    pkce: (run) => expect(screen.getByText(loadingText(run))).toBeInTheDocument(),
    signingIn: (run) => expect(screen.getByText(loadingText(run))).toBeInTheDocument(),
    signingUp: (run) => {
      // The sign-up form of the registration chart, prefilled from the ID token (its own replays drive it).
      expect(screen.getByRole('heading', { name: 'Sign up with LINE' })).toBeInTheDocument();
      expect(context(run).newcomer?.idToken).toBe(context(run).idToken);
    },
    failed: (run) => {
      const error = context(run).error;
      expect(screen.getByText(/Error code: /)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      // Inside LINE: Close (the chart asks LIFF to close the window); in a browser: other ways to sign in.
      if (context(run).mode === 'liff') expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      else expect(screen.getByRole('link', { name: 'Other ways to sign in' })).toBeInTheDocument();
      expect(error).not.toBeNull();
    },
    signedIn: (run) => {
      expect(router?.state.location.pathname).toBe('/campaign/1001');
      expect(screen.getByText('Campaign page')).toBeInTheDocument();
      // After a sign-up the page first asked for shows the welcome points (WelcomePointHost reads the history state).
      const points = context(run).welcomePoints;
      expect(router?.state.location.state).toEqual(points > 0 ? { welcomePoints: points } : null);
    },
  },
});
