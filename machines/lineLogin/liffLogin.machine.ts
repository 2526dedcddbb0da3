/**
 * liffLogin: the in-LINE half of LINE login (spec section 4 "Messaging login"). Inside the
 * LINE app the LIFF SDK already holds the member's login: initialise it with the LIFF id from the runtime
 * settings, read the context, take the raw ID token and hand it to the parent, which exchanges it at
 * /auth/line_login. The SDK is reached only through injected actors (src/platform/line/liff.ts).
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/provided';
import { type LineLoginError, toLineLoginError } from '@/domain/line/sdkErrors';
import { errorOf } from '../shared/actorEvents';
import type { LineChildOutput } from './lineLogin.types';

export interface LiffLoginInput {
  liffId: string;
}

/** What LIFF reports after init. */
export interface LiffInitOutput {
  isLoggedIn: boolean;
  isInClient: boolean;
}

/** The part of liff.getContext() the app keeps. */
export interface LiffContextSummary {
  type: string;
  viewType?: string;
}

export interface LiffLoginContext {
  liffId: string;
  liffContext: LiffContextSummary | null;
  idToken: string | null;
  error: LineLoginError | null;
}

export const liffLoginActors = {
  initLiff: notProvided<LiffInitOutput, { liffId: string }>('liffLogin.initLiff'),
  readLiffContext: notProvided<LiffContextSummary | null, void>('liffLogin.readLiffContext'),
  readIdToken: notProvided<string | null, void>('liffLogin.readIdToken'),
};

function liffOutput({ context }: { context: LiffLoginContext }): LineChildOutput {
  if (context.idToken && !context.error) return { ok: true, idToken: context.idToken };
  return { ok: false, error: context.error ?? toLineLoginError(null, 'idTokenMissing') };
}

function initInput({ context }: { context: LiffLoginContext }): { liffId: string } {
  return { liffId: context.liffId };
}

export const liffLoginMachine = setup({
  types: {
    context: {} as LiffLoginContext,
    input: {} as LiffLoginInput,
    output: {} as LineChildOutput,
  },
  actors: liffLoginActors,
  guards: {
    hasLiffId: ({ context }) => context.liffId.trim() !== '',
    isLoggedIn: (_, init: LiffInitOutput) => init.isLoggedIn,
    hasIdToken: (_, token: string | null) => {
      return typeof token === 'string' && token !== '';
    },
  },
  actions: {
    /** liff.login(): inside LINE it never runs (always logged in); elsewhere it navigates to LINE. */
    requestLiffLogin: () => {},
    assignLiffIdMissing: assign({ error: () => toLineLoginError(null, 'liffIdMissing') }),
    assignInitError: assign({ error: ({ event }) => toLineLoginError(errorOf(event), 'liffInitFailed') }),
    assignIdTokenMissing: assign({ error: () => toLineLoginError(null, 'idTokenMissing') }),
    assignLiffContext: assign({ liffContext: (_, liffContext: LiffContextSummary | null) => liffContext }),
    assignIdToken: assign({ idToken: (_, idToken: string | null) => idToken }),
  },
}).createMachine({
  id: 'liffLogin',
  context: ({ input }) => ({ liffId: input.liffId, liffContext: null, idToken: null, error: null }),
  initial: 'checkingConfig',
  output: liffOutput,
  states: {
    checkingConfig: {
      description: 'Without a LIFF id in the runtime settings LIFF cannot start ("liffId is necessary for liff.init()").',
      always: [{ guard: 'hasLiffId', target: 'initializing' }, { target: 'failed', actions: 'assignLiffIdMissing' }],
    },
    initializing: {
      description: 'liff.init with the LIFF id.',
      invoke: {
        id: 'initLiff',
        src: 'initLiff',
        input: initInput,
        onDone: [{ guard: { type: 'isLoggedIn', params: ({ event }) => event.output }, target: 'readingContext' }, { target: 'loggingIn' }],
        onError: { target: 'failed', actions: 'assignInitError' },
      },
    },
    loggingIn: {
      description: 'Not logged in to LINE: hand over to liff.login(), which leaves the page.',
      entry: 'requestLiffLogin',
    },
    readingContext: {
      description: 'liff.getContext(): where the app was opened (chat, group, external).',
      invoke: {
        id: 'readLiffContext',
        src: 'readLiffContext',
        onDone: { target: 'readingIdToken', actions: { type: 'assignLiffContext', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'assignInitError' },
      },
    },
    readingIdToken: {
      description: 'The raw ID token from liff.getIDToken(); it is what /auth/line_login verifies.',
      invoke: {
        id: 'readIdToken',
        src: 'readIdToken',
        onDone: [
          { guard: { type: 'hasIdToken', params: ({ event }) => event.output }, target: 'done', actions: { type: 'assignIdToken', params: ({ event }) => event.output } },
          { target: 'failed', actions: 'assignIdTokenMissing' },
        ],
        onError: { target: 'failed', actions: 'assignIdTokenMissing' },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});
