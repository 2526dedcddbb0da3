import { defineFlow } from '../flow';
import { lineLoginMachine } from './lineLogin.machine';

const signedInAccount = { token: 'sandbox-line-token', userId: 'U100245', jwt: 'sandbox-jwt' };

export const lineLoginFlow = defineFlow({
  id: 'lineLogin',
  title: 'Sign in with LINE',
  purpose:
    'Inside the LINE app takes the ID token from LIFF; in a browser runs LINE Login with PKCE and verifies the ID token; then signs in at /auth/line_login and returns to the page first asked for. A LINE user who is not yet a member signs up (form prefilled from the ID token, consent dialogs, /line/register) and is signed in with the welcome points shown.',
  machine: lineLoginMachine,
  screen: true,
  input: { mode: 'pkce', liffId: '1650000000-devliffid', channelId: '1650000000', next: '/campaign/1001', callback: { code: 'sandbox-code', state: 'St4teSt4te12' }, locale: 'en', today: '2026-11-21' },
  inputs: {
    insideLine: { mode: 'liff', liffId: '1650000000-devliffid', channelId: '1650000000', next: '/campaign/1001', callback: null, locale: 'en', today: '2026-11-21' },
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
      { error: { status: 404, id: 2095, code: 'not_registered', message: 'This LINE account is not a member yet. Please sign up.' } },
    ],
    'xstate.done.actor.lineSignUp': [{ output: { account: { token: 'sandbox-new-token', jwt: 'sandbox-new-jwt', userId: 'U300001' }, welcomePoints: 100 } }, { output: null }],
    'xstate.error.actor.lineSignUp': [{ error: { message: 'sign-up crashed', status: 0 } }],
  },
  // A sign-up already made in this attempt changes what a not_registered answer does (isNewcomer).
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { newcomer: unknown }).newcomer !== null]),
  limit: 200,
});
