/**
 * lineLogin (issue 4, chart 3): signing in with LINE, two ways, one ending. Inside the LINE app the
 * liffLogin child takes the ID token from LIFF; in an ordinary browser the pkceLogin child runs LINE
 * Login's authorization-code flow with PKCE and verifies the ID token. Either way the raw ID token (never
 * a user id) goes to POST /auth/line_login, the account goes to the session (SESSION.SIGNED_IN), and the
 * member lands on the deep link first asked for. Every failure is a translated error state with a retry.
 */
import { assign, setup } from 'xstate';
import { toLineLoginError } from '@/domain/line/sdkErrors';
import { errorOf, outputOf } from './actorEvents';
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

export const lineLoginMachine = setup({
  types: {
    context: {} as LineLoginContext,
    events: {} as LineLoginEvent,
    input: {} as LineLoginInput,
    tags: {} as LineLoginTag,
  },
  actors: lineLoginActors,
  guards: {
    isInLineClient: ({ context }) => context.mode === 'liff',
    hasCallback: ({ context }) => context.callback !== null,
    childSucceeded: ({ event }) => outputOf<LineChildOutput>(event).ok,
  },
  actions: {
    /** Sends SESSION.SIGNED_IN { account } to the session actor; provided by the app. */
    notifySignedIn: () => {},
    /** liff.closeWindow() (spec section 8: OK closes the window in the messaging client); provided by the app. */
    closeWindow: () => {},
    forgetCallback: assign({ callback: null }),
    clearError: assign({ error: null, idToken: null }),
    assignChildResult: assign(({ context, event }) => {
      const output = outputOf<LineChildOutput>(event);
      if (!output.ok) return {};
      return { idToken: output.idToken, next: output.next ?? context.next };
    }),
    assignChildError: assign({
      error: ({ event }) => {
        const output = outputOf<LineChildOutput>(event);
        return output.ok ? null : output.error;
      },
    }),
    assignAccount: assign({ account: ({ event }) => outputOf<LineAccount>(event) }),
    assignAppLoginError: assign({ error: ({ event }) => toLineLoginError(errorOf(event), 'appLoginFailed') }),
  },
}).createMachine({
  id: 'lineLogin',
  context: ({ input }) => ({
    mode: input.mode,
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
          { guard: 'childSucceeded', target: 'signingIn', actions: 'assignChildResult' },
          { target: 'failed', actions: 'assignChildError' },
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
          { guard: 'childSucceeded', target: 'signingIn', actions: 'assignChildResult' },
          { target: 'failed', actions: 'assignChildError' },
        ],
      },
    },
    signingIn: {
      description: 'POST /auth/line_login with the raw ID token.',
      tags: ['loading'],
      invoke: {
        id: 'lineAppLogin',
        src: 'lineAppLogin',
        input: appLoginInput,
        onDone: { target: 'signedIn', actions: ['assignAccount', 'notifySignedIn'] },
        onError: { target: 'failed', actions: 'assignAppLoginError' },
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
