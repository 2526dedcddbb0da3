/** Shared fakes for the LINE tests: a signing key, token minting, and the lineLogin chart with fake actors. */
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { liffLoginMachine } from '@machines/lineLogin/liffLogin.machine';
import { lineLoginMachine } from '@machines/lineLogin/lineLogin.machine';
import type { LineLoginInput, LineTokenSet, PendingLineLogin } from '@machines/lineLogin/lineLogin.types';
import { pkceLoginMachine, type VerifyIdTokenInput } from '@machines/lineLogin/pkceLogin.machine';
import { verifyLineIdToken } from '@/platform/line/verifyIdToken';

export const CHANNEL_ID = '2000000001';
export const NOW = Date.UTC(2026, 10, 21, 3, 0, 0);
export const PENDING: PendingLineLogin = {
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  state: 'St4teSt4te12',
  nonce: 'N0nceN0nce12',
  next: '/campaign/1001',
  redirectUri: 'http://localhost/linelogin',
};

export interface TestKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

export async function createTestKey(kid = 'test-kid-1'): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey: privateKey as CryptoKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

/** Claims of a good token at NOW; override any. */
export function claims(overrides: Partial<JWTPayload> = {}): JWTPayload {
  const iat = Math.floor(NOW / 1000);
  return { iss: 'https://access.line.me', sub: 'U4af4980629f5f1b8a2b7c3d9e8f70011', aud: CHANNEL_ID, exp: iat + 3600, iat, nonce: PENDING.nonce, name: 'Somchai', ...overrides };
}

export async function signToken(key: TestKey, payload: JWTPayload, header: { alg?: string; kid?: string } = {}): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: header.alg ?? 'ES256', kid: header.kid ?? String(key.jwk.kid) }).sign(key.privateKey);
}

/** An HS256 token with the right kid: the "wrong algorithm" case. */
export async function signHs256(payload: JWTPayload, kid: string): Promise<string> {
  const secret = new TextEncoder().encode('a-shared-secret-that-must-never-be-accepted');
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid }).sign(secret);
}

export interface PkceFakes {
  idToken: string;
  jwks: JWK[];
  pending?: PendingLineLogin | null;
  exchangeError?: unknown;
  /** The token exchange never answers (its abort signal is recorded). */
  exchangeHangs?: AbortSignal[];
  appLoginError?: unknown;
}

export interface Calls {
  exchange: Array<{ code: string; codeVerifier: string; redirectUri: string; channelId: string }>;
  appLogin: Array<{ idToken: string }>;
  signedIn: unknown[];
  persisted: number;
  cleared: number;
  redirects: string[];
}

export function pkceMachine(fakes: PkceFakes, calls: Calls) {
  const tokens = (): LineTokenSet => ({ accessToken: 'at', idToken: fakes.idToken, expiresIn: 2_592_000 });
  return lineLoginMachine.provide({
    actors: {
      pkceLogin: pkceLoginMachine.provide({
        actors: {
          prepareAuthorization: fromPromise(async () => ({ authorizeUrl: 'http://localhost/sandbox/line-access/oauth2/v2.1/authorize?x=1' })),
          loadPendingLogin: fromPromise(async () => (fakes.pending === undefined ? PENDING : fakes.pending)),
          exchangeCode: fromPromise(async ({ input, signal }) => {
            calls.exchange.push(input);
            if (fakes.exchangeHangs) {
              fakes.exchangeHangs.push(signal);
              return new Promise<LineTokenSet>(() => undefined);
            }
            if (fakes.exchangeError) throw fakes.exchangeError;
            return tokens();
          }),
          fetchCerts: fromPromise(async () => ({ keys: fakes.jwks as Array<Record<string, unknown>> })),
          verifyIdToken: fromPromise(async ({ input }: { input: VerifyIdTokenInput }) =>
            verifyLineIdToken({ ...input, now: Date.now() }),
          ),
        },
        actions: {
          persistTokens: () => {
            calls.persisted += 1;
          },
          clearPendingLogin: () => {
            calls.cleared += 1;
          },
          redirectToAuthorize: ({ context }) => {
            calls.redirects.push(context.authorizeUrl ?? '');
          },
        },
      }),
      lineAppLogin: fromPromise(async ({ input }) => {
        calls.appLogin.push(input);
        if (fakes.appLoginError) throw fakes.appLoginError;
        return { token: 'member-token', userId: 'U100245' };
      }),
      liffLogin: liffLoginMachine,
    },
    actions: {
      notifySignedIn: ({ context }) => {
        calls.signedIn.push(context.account);
      },
    },
  });
}

export function newCalls(): Calls {
  return { exchange: [], appLogin: [], signedIn: [], persisted: 0, cleared: 0, redirects: [] };
}

export function pkceInput(overrides: Partial<LineLoginInput> = {}): LineLoginInput {
  return {
    mode: 'pkce',
    liffId: `${CHANNEL_ID}-sandbox`,
    channelId: CHANNEL_ID,
    next: '/',
    callback: { code: 'the-code', state: PENDING.state },
    ...overrides,
  };
}

type AnyLineSnapshot = SnapshotFrom<typeof lineLoginMachine>;

/** Runs the chart until it rests (signed in, failed or ready). */
export async function runToRest(machine: ReturnType<typeof pkceMachine>, input: LineLoginInput) {
  const actor = createActor(machine, { input });
  actor.start();
  const snapshot: AnyLineSnapshot = await waitFor(actor, (s) => s.status === 'done' || s.hasTag('error') || s.hasTag('startable'), { timeout: 5000 });
  return { actor, snapshot };
}
