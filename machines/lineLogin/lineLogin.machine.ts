/**
 * lineLogin: signing in with LINE, two ways, one ending. Inside the LINE app the
 * liffLogin child takes the ID token from LIFF; in an ordinary browser the pkceLogin child runs LINE
 * Login's authorization-code flow with PKCE and verifies the ID token. Either way the raw ID token (never
 * a user id) goes to POST /auth/line_login, the account goes to the session (SESSION.SIGNED_IN), and the
 * member lands on the deep link first asked for. Every failure is a translated error state with a retry.
 * A LINE user who is not yet a member (/auth/line_login answers not_registered) signs up on the spot: the
 * registration chart in mode 'line', prefilled from the ID token, with the consent dialogs and
 * POST /line/register {form fields, id_token}; then /auth/line_login again, and the page first asked for
 * shows the welcome points the sign-up granted.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { isBusinessError } from '@/domain/errors/businessErrors';
import { newcomerFromIdToken } from '@/domain/line/newcomer';
import { toLineLoginError } from '@/domain/line/sdkErrors';
import { requestDelays, requestState, requestTimeoutError } from '../shared/request';
import type { RegistrationInput, RegistrationOutput } from '../registration/registration.types';
import { errorOf } from '../shared/actorEvents';
import { lineLoginActors } from './lineLogin.actors';
import type { LineAccount, LineChildOutput, LineLoginContext, LineLoginEvent, LineLoginInput, LineLoginTag } from './lineLogin.types';

function liffInput({ context }: { context: LineLoginContext }) {
  return { liffId: context.liffId };
}

function pkceInput({ context }: { context: LineLoginContext }) {
  return { callback: context.callback, next: context.next, channelId: context.channelId };
}

function appLoginInput({ context }: { context: LineLoginContext }) {
  return { idToken: context.idToken ?? '' };
}

function signUpInput({ context }: { context: LineLoginContext }): RegistrationInput {
  return { mode: 'line', locale: context.locale, today: context.today, line: context.newcomer };
}

export const lineLoginMachine = setup({
  types: {
    context: {} as LineLoginContext,
    events: {} as LineLoginEvent,
    input: {} as LineLoginInput,
    tags: {} as LineLoginTag,
  },
  actors: lineLoginActors,
  delays: { ...requestDelays },
  guards: {
    /** /auth/line_login does not know this LINE user, and no sign-up has happened yet in this attempt. */
    isNewcomer: ({ context, event }) => context.newcomer === null && isBusinessError(toApiError(errorOf(event)), 'notRegistered'),
    signedUp: (_, registration: RegistrationOutput) => registration !== null,
    isInLineClient: ({ context }) => context.mode === 'liff',
    hasCallback: ({ context }) => context.callback !== null,
    childSucceeded: (_, output: LineChildOutput) => output.ok,
  },
  actions: {
    /** Sends SESSION.SIGNED_IN { account } to the session actor; provided by the app. */
    notifySignedIn: () => {},
    /** liff.closeWindow() (spec section 8: OK closes the window in the messaging client); provided by the app. */
    closeWindow: () => {},
    forgetCallback: assign({ callback: null }),
    clearError: assign({ error: null, idToken: null, newcomer: null, welcomePoints: 0 }),
    assignChildResult: assign(({ context }, output: LineChildOutput) => {
      if (!output.ok) return {};
      return { idToken: output.idToken, next: output.next ?? context.next };
    }),
    assignChildError: assign({
      error: (_, output: LineChildOutput) => {
        return output.ok ? null : output.error;
      },
    }),
    assignAccount: assign({ account: (_, account: LineAccount) => account }),
    assignAppLoginError: assign({ error: ({ event }) => toLineLoginError(errorOf(event), 'appLoginFailed') }),
    assignAppLoginTimeout: assign({ error: () => toLineLoginError(requestTimeoutError(), 'network') }),
    assignNewcomer: assign({ newcomer: ({ context }) => newcomerFromIdToken(context.idToken ?? '') }),
    assignSignUp: assign({ welcomePoints: (_, registration: RegistrationOutput) => registration?.welcomePoints ?? 0 }),
    assignSignUpEnded: assign({ error: () => toLineLoginError(null, 'appLoginFailed') }),
  },
}).createMachine({
  id: 'lineLogin',
  context: ({ input }) => ({
    mode: input.mode,
    locale: input.locale ?? 'th',
    today: input.today ?? '2026-01-01',
    newcomer: null,
    welcomePoints: 0,
    liffId: input.liffId,
    channelId: input.channelId,
    next: input.next,
    callback: input.callback,
    idToken: null,
    account: null,
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        { guard: 'isInLineClient', target: 'liff' },
        { guard: 'hasCallback', target: 'pkce' },
        { target: 'ready' },
      ],
    },
    ready: {
      description: 'In a browser: the member chooses "Sign in with LINE".',
      tags: ['startable'],
      on: { 'LINE.START': 'pkce' },
    },
    liff: {
      description: 'Inside the LINE app: LIFF init, context and ID token.',
      tags: ['loading'],
      invoke: {
        id: 'liffLogin',
        src: 'liffLogin',
        input: liffInput,
        onDone: [
          { guard: { type: 'childSucceeded', params: ({ event }) => event.output }, target: 'signingIn', actions: { type: 'assignChildResult', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'assignChildError', params: ({ event }) => event.output } },
        ],
      },
    },
    pkce: {
      description: 'In a browser: PKCE round trip to LINE, token exchange and ID token verification.',
      tags: ['loading'],
      invoke: {
        id: 'pkceLogin',
        src: 'pkceLogin',
        input: pkceInput,
        onDone: [
          { guard: { type: 'childSucceeded', params: ({ event }) => event.output }, target: 'signingIn', actions: { type: 'assignChildResult', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'assignChildError', params: ({ event }) => event.output } },
        ],
      },
    },
    signingIn: {
      description: 'POST /auth/line_login with the raw ID token (cancelled after REQUEST_TIMEOUT). A LINE user who is not yet a member goes on to the sign-up form.',
      tags: ['loading'],
      ...requestState({ onTimeout: { target: 'failed', actions: 'assignAppLoginTimeout' }, slowNotice: false }),
      invoke: {
        id: 'lineAppLogin',
        src: 'lineAppLogin',
        input: appLoginInput,
        onDone: { target: 'signedIn', actions: [{ type: 'assignAccount', params: ({ event }) => event.output }, 'notifySignedIn'] },
        onError: [
          { guard: 'isNewcomer', target: 'signingUp', actions: 'assignNewcomer' },
          { target: 'failed', actions: 'assignAppLoginError' },
        ],
      },
    },
    signingUp: {
      description:
        'Not a member yet: the sign-up form prefilled from the ID token (name, picture, e-mail when the token has it), the terms, privacy and age dialogs, then POST /line/register with the form fields and the id_token. A refusal keeps everything typed with a translated message; once registered, /auth/line_login again.',
      tags: ['signingUp'],
      invoke: {
        id: 'lineSignUp',
        src: 'lineSignUp',
        input: signUpInput,
        onDone: [
          { guard: { type: 'signedUp', params: ({ event }) => event.output }, target: 'signingIn', actions: { type: 'assignSignUp', params: ({ event }) => event.output } },
          { target: 'failed', actions: 'assignSignUpEnded' },
        ],
      },
    },
    signedIn: {
      description: 'Signed in; the page moves on to the deep link.',
      tags: ['done'],
      type: 'final',
    },
    failed: {
      description: 'Login failed: the SDK error code and a translated message, with Try again (and Close inside LINE).',
      tags: ['error'],
      on: {
        'LINE.RETRY': { target: 'choosing', actions: ['clearError', 'forgetCallback'] },
        // Only inside the LINE app is there a window to close (a browser offers the other ways to sign in).
        'LINE.CLOSE': { guard: 'isInLineClient', actions: 'closeWindow' },
      },
    },
  },
});
