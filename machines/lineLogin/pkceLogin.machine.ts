/**
 * pkceLogin: LINE Login in an ordinary browser (spec section 4 "Messaging login": authorization-code flow
 * with PKCE). Without a callback in the URL it prepares a verifier, S256 challenge, state and nonce, keeps
 * them with the deep link in session storage and sends the browser to LINE's authorize endpoint. Back on
 * /linelogin with `code` and `state` it checks the state against the stored one (a forged or stale state
 * stops here), exchanges the code with the verifier, fetches LINE's certs and verifies the ID token (ES256,
 * key id, signature, issuer, audience, nonce, expiry 30 minutes early). The raw ID token goes to the parent.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/provided';
import type { AuthorizeCallback } from '@/domain/line/authorize';
import { type LineLoginError, LineSdkError, toLineLoginError } from '@/domain/line/sdkErrors';
import { errorOf } from '../shared/actorEvents';
import { requestDelays, requestState, requestTimeoutError } from '../shared/request';
import type { LineChildOutput, LineIdTokenClaims, LineJwks, LineTokenSet, PendingLineLogin } from './lineLogin.types';

export interface PkceLoginInput {
  callback: AuthorizeCallback | null;
  next: string;
  channelId: string;
}

export interface PkceLoginContext {
  callback: AuthorizeCallback | null;
  next: string;
  channelId: string;
  authorizeUrl: string | null;
  pending: PendingLineLogin | null;
  tokens: LineTokenSet | null;
  jwks: LineJwks | null;
  claims: LineIdTokenClaims | null;
  error: LineLoginError | null;
}

/** Input of the ID-token check. */
export interface VerifyIdTokenInput {
  idToken: string;
  jwks: LineJwks;
  channelId: string;
  nonce: string;
}

export const pkceLoginActors = {
  /** Creates verifier, challenge, state and nonce, stores them with `next`, returns the authorize URL. */
  prepareAuthorization: notProvided<{ authorizeUrl: string }, { next: string; channelId: string }>('pkceLogin.prepareAuthorization'),
  /** Reads what prepareAuthorization stored; null when nothing is stored. */
  loadPendingLogin: notProvided<PendingLineLogin | null, void>('pkceLogin.loadPendingLogin'),
  /** POST token: grant_type authorization_code, client_id, code, code_verifier, redirect_uri. */
  exchangeCode: fromPromise<LineTokenSet, { code: string; codeVerifier: string; redirectUri: string; channelId: string }>(
    async () => {
      throw new Error('pkceLogin.exchangeCode is not provided');
    },
  ),
  /** GET certs: LINE's public keys. */
  fetchCerts: notProvided<LineJwks, void>('pkceLogin.fetchCerts'),
  /** Verifies the ID token; throws a LineSdkError naming the failed check. */
  verifyIdToken: notProvided<LineIdTokenClaims, VerifyIdTokenInput>('pkceLogin.verifyIdToken'),
};

function pkceOutput({ context }: { context: PkceLoginContext }): LineChildOutput {
  if (context.error || !context.tokens || !context.claims) {
    return { ok: false, error: context.error ?? toLineLoginError(null, 'idTokenMalformed') };
  }
  return { ok: true, idToken: context.tokens.idToken, next: context.pending?.next ?? context.next };
}

function prepareInput({ context }: { context: PkceLoginContext }) {
  return { next: context.next, channelId: context.channelId };
}

function exchangeInput({ context }: { context: PkceLoginContext }) {
  return {
    code: context.callback?.code ?? '',
    codeVerifier: context.pending?.codeVerifier ?? '',
    redirectUri: context.pending?.redirectUri ?? '',
    channelId: context.channelId,
  };
}

function verifyInput({ context }: { context: PkceLoginContext }): VerifyIdTokenInput {
  return {
    idToken: context.tokens?.idToken ?? '',
    jwks: context.jwks ?? { keys: [] },
    channelId: context.channelId,
    nonce: context.pending?.nonce ?? '',
  };
}

export const pkceLoginMachine = setup({
  types: {
    context: {} as PkceLoginContext,
    input: {} as PkceLoginInput,
    output: {} as LineChildOutput,
  },
  actors: pkceLoginActors,
  delays: { ...requestDelays },
  guards: {
    callbackHasError: ({ context }) => Boolean(context.callback?.error),
    hasCallback: ({ context }) => Boolean(context.callback?.code),
    stateMatches: ({ context }, pending: PendingLineLogin | null) => {
      const returned = context.callback?.state;
      return Boolean(pending && returned && pending.state === returned && pending.codeVerifier);
    },
  },
  actions: {
    /** Navigates the browser to `context.authorizeUrl` (window.location.assign); provided by the app. */
    redirectToAuthorize: () => {},
    /** Stores the messaging SDK state of spec section 3 from context (tokens, claims), sealed; provided by the app. */
    persistTokens: () => {},
    assignAuthorizeUrl: assign({ authorizeUrl: (_, prepared: { authorizeUrl: string }) => prepared.authorizeUrl }),
    /** Forgets verifier, state and nonce once used (or refused); provided by the app. */
    clearPendingLogin: () => {},
    assignPending: assign({ pending: (_, pending: PendingLineLogin | null) => pending }),
    assignTokens: assign({ tokens: (_, tokens: LineTokenSet) => tokens }),
    assignJwks: assign({ jwks: (_, jwks: LineJwks) => jwks }),
    assignClaims: assign({ claims: (_, claims: LineIdTokenClaims) => claims }),
    assignAuthorizationDenied: assign({
      error: ({ context }) => toLineLoginError(new LineSdkError('authorizationDenied', context.callback?.errorDescription, context.callback?.error), 'authorizationDenied'),
    }),
    assignStateMismatch: assign({ error: () => toLineLoginError(null, 'stateMismatch') }),
    assignPrepareError: assign({ error: ({ event }) => toLineLoginError(errorOf(event), 'network') }),
    assignExchangeError: assign({ error: ({ event }) => toLineLoginError(errorOf(event), 'tokenExchangeFailed') }),
    /** No answer within REQUEST_TIMEOUT: the call was cancelled (a network failure, code 'timeout'). */
    assignTimeout: assign({ error: () => toLineLoginError(requestTimeoutError(), 'network') }),
    assignCertsError: assign({ error: ({ event }) => toLineLoginError(errorOf(event), 'certsUnavailable') }),
    assignVerifyError: assign({ error: ({ event }) => toLineLoginError(errorOf(event), 'idTokenMalformed') }),
  },
}).createMachine({
  id: 'pkceLogin',
  context: ({ input }) => ({
    callback: input.callback,
    next: input.next,
    channelId: input.channelId,
    authorizeUrl: null,
    pending: null,
    tokens: null,
    jwks: null,
    claims: null,
    error: null,
  }),
  initial: 'routing',
  output: pkceOutput,
  states: {
    routing: {
      always: [
        { guard: 'callbackHasError', target: 'failed', actions: 'assignAuthorizationDenied' },
        { guard: 'hasCallback', target: 'checkingState' },
        { target: 'preparing' },
      ],
    },
    preparing: {
      description: 'A 43-character verifier, its S256 challenge, a state and a nonce, kept with the deep link.',
      invoke: {
        id: 'prepareAuthorization',
        src: 'prepareAuthorization',
        input: prepareInput,
        onDone: { target: 'redirecting', actions: [{ type: 'assignAuthorizeUrl', params: ({ event }) => event.output }, 'redirectToAuthorize'] },
        onError: { target: 'failed', actions: 'assignPrepareError' },
      },
    },
    redirecting: {
      description: "The browser is on its way to LINE's authorize page.",
    },
    checkingState: {
      description: 'The state LINE returned must be the one this browser stored; otherwise the request was forged or stale.',
      invoke: {
        id: 'loadPendingLogin',
        src: 'loadPendingLogin',
        onDone: [
          { guard: { type: 'stateMatches', params: ({ event }) => event.output }, target: 'exchanging', actions: { type: 'assignPending', params: ({ event }) => event.output } },
          { target: 'failed', actions: 'assignStateMismatch' },
        ],
        onError: { target: 'failed', actions: 'assignStateMismatch' },
      },
    },
    exchanging: {
      description: 'POST token with the code and the code verifier (cancelled after REQUEST_TIMEOUT).',
      ...requestState({ onTimeout: { target: 'failed', actions: 'assignTimeout' }, slowNotice: false }),
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: exchangeInput,
        onDone: { target: 'fetchingCerts', actions: { type: 'assignTokens', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'assignExchangeError' },
      },
    },
    fetchingCerts: {
      description: "GET LINE's public keys (cancelled after REQUEST_TIMEOUT).",
      ...requestState({ onTimeout: { target: 'failed', actions: 'assignTimeout' }, slowNotice: false }),
      invoke: {
        id: 'fetchCerts',
        src: 'fetchCerts',
        onDone: { target: 'verifying', actions: { type: 'assignJwks', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'assignCertsError' },
      },
    },
    verifying: {
      description: 'ES256 only, key id in the certs, signature, issuer, audience = channel id, nonce, not expired (30 minutes early).',
      invoke: {
        id: 'verifyIdToken',
        src: 'verifyIdToken',
        input: verifyInput,
        onDone: { target: 'verified', actions: [{ type: 'assignClaims', params: ({ event }) => event.output }, 'persistTokens'] },
        onError: { target: 'failed', actions: 'assignVerifyError' },
      },
    },
    verified: { type: 'final', entry: 'clearPendingLogin' },
    failed: { type: 'final', entry: 'clearPendingLogin' },
  },
});
