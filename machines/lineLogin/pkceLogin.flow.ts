import { defineFlow } from '../flow';
import { pkceLoginMachine } from './pkceLogin.machine';

export const pkceLoginFlow = defineFlow({
  id: 'pkceLogin',
  title: 'LINE Login in a browser (PKCE)',
  purpose:
    'Back from LINE with code and state: checks the state, exchanges the code with the PKCE verifier, fetches LINE’s keys and verifies the ID token (ES256, key id, issuer, audience, nonce, 30 minutes before expiry).',
  machine: pkceLoginMachine,
  screen: { none: 'A child of lineLogin: the person sees only its loading and error states, which the lineLogin screen replay drives.' },
  input: { callback: { code: 'sandbox-code', state: 'St4teSt4te12' }, next: '/campaign/1001', channelId: '1650000000' },
  inputs: {
    firstVisit: { callback: null, next: '/campaign/1001', channelId: '1650000000' },
    refused: { callback: { error: 'access_denied', errorDescription: "The user didn't allow the agreement", state: 'St4teSt4te12' }, next: '/', channelId: '1650000000' },
  },
  events: {
    'xstate.done.actor.loadPendingLogin': [
      { output: { codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', state: 'St4teSt4te12', nonce: 'N0nceN0nce12', next: '/campaign/1001', redirectUri: 'http://localhost/linelogin' } },
      { output: { codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', state: 'ForgedState1', nonce: 'N0nceN0nce12', next: '/', redirectUri: 'http://localhost/linelogin' } },
      { output: null },
    ],
    'xstate.error.actor.loadPendingLogin': [{ error: { message: 'storage unavailable', status: 0 } }],
    'xstate.done.actor.prepareAuthorization': [{ output: { authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize?response_type=code' } }],
    'xstate.error.actor.prepareAuthorization': [{ error: { message: 'crypto unavailable', status: 0 } }],
    'xstate.done.actor.exchangeCode': [{ output: { accessToken: 'sbxline.token', idToken: 'eyJhbGciOiJFUzI1NiJ9.sandbox.signature', expiresIn: 2592000 } }],
    'xstate.error.actor.exchangeCode': [
      { error: { status: 400, code: 'invalid_grant', message: 'code_verifier does not match code_challenge' } },
      { error: { status: 0, message: 'Failed to fetch' } },
    ],
    'xstate.done.actor.fetchCerts': [{ output: { keys: [{ kty: 'EC', crv: 'P-256', kid: 'sandbox-line-es256-1', alg: 'ES256', x: 'x', y: 'y' }] } }],
    'xstate.error.actor.fetchCerts': [{ error: { status: 503, message: 'Service Unavailable' } }],
    'xstate.done.actor.verifyIdToken': [
      { output: { iss: 'https://access.line.me', sub: 'U4af4980629f5f1b8a2b7c3d9e8f70011', aud: '1650000000', exp: 1900000000, iat: 1899996400, nonce: 'N0nceN0nce12', name: 'Somchai' } },
    ],
    'xstate.error.actor.verifyIdToken': [
      { error: { reason: 'idTokenAudience', detail: 'unexpected "aud" claim value' } },
      { error: { reason: 'idTokenExpired', detail: 'expires within 30 minutes' } },
      { error: { reason: 'idTokenKeyId', detail: 'kid is not in LINE’s certs' } },
    ],
  },
  limit: 200,
});
