import { defineFlow } from '../flow';
import { lineLoginMachine } from './lineLogin.machine';

const signedInAccount = { token: 'sandbox-line-token', userId: 'U100245', jwt: 'sandbox-jwt' };

export const lineLoginFlow = defineFlow({
  id: 'lineLogin',
  title: 'Sign in with LINE',
  purpose:
    'Inside the LINE app takes the ID token from LIFF; in a browser runs LINE Login with PKCE and verifies the ID token; then signs in at /auth/line_login and returns to the page first asked for.',
  machine: lineLoginMachine,
  screen: true,
  input: { mode: 'pkce', liffId: '1650000000-devliffid', channelId: '1650000000', next: '/campaign/1001', callback: { code: 'sandbox-code', state: 'St4teSt4te12' } },
  inputs: {
    insideLine: { mode: 'liff', liffId: '1650000000-devliffid', channelId: '1650000000', next: '/campaign/1001', callback: null },
  },
  events: {
    'LINE.START': [{}],
    'LINE.RETRY': [{}],
    'LINE.CLOSE': [{}],
    'xstate.done.actor.pkceLogin': [
      { output: { ok: true, idToken: 'eyJhbGciOiJFUzI1NiJ9.sandbox.signature', next: '/campaign/1001' } },
      { output: { ok: false, error: { code: 'INVALID_ARGUMENT', reason: 'stateMismatch' } } },
      { output: { ok: false, error: { code: 'INVALID_ID_TOKEN', reason: 'idTokenExpired', detail: 'expires within 30 minutes' } } },
    ],
    'xstate.done.actor.liffLogin': [
      { output: { ok: true, idToken: 'eyJhbGciOiJFUzI1NiJ9.liff.signature' } },
      { output: { ok: false, error: { code: 'INIT_FAILED', reason: 'liffInitFailed', detail: 'Invalid LIFF ID' } } },
    ],
    'xstate.done.actor.lineAppLogin': [{ output: signedInAccount }],
    'xstate.error.actor.lineAppLogin': [
      { error: { status: 401, id: 1905, message: 'LINE account is not linked to a member' } },
      { error: { status: 0, message: 'Failed to fetch' } },
    ],
  },
  limit: 200,
});
