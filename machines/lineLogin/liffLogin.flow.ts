import { defineFlow } from '../flow';
import { liffLoginMachine } from './liffLogin.machine';

export const liffLoginFlow = defineFlow({
  id: 'liffLogin',
  title: 'LINE login inside the LINE app (LIFF)',
  purpose: 'Initialises LIFF with the LIFF id, reads the context and the raw ID token for /auth/line_login.',
  machine: liffLoginMachine,
  screen: { none: 'A child of lineLogin: the person sees only its loading and error states, which the lineLogin screen replay drives.' },
  input: { liffId: '1650000000-devliffid' },
  inputs: {
    noLiffId: { liffId: '' },
  },
  events: {
    'xstate.done.actor.initLiff': [
      { output: { isLoggedIn: true, isInClient: true } },
      { output: { isLoggedIn: false, isInClient: false } },
    ],
    'xstate.error.actor.initLiff': [{ error: { code: 'INIT_FAILED', message: 'Invalid LIFF ID' } }],
    'xstate.done.actor.readLiffContext': [{ output: { type: 'utou', viewType: 'full' } }],
    'xstate.error.actor.readLiffContext': [{ error: { message: 'Please login first' } }],
    'xstate.done.actor.readIdToken': [{ output: 'eyJhbGciOiJFUzI1NiJ9.liff.signature' }, { output: null }],
    'xstate.error.actor.readIdToken': [{ error: { message: 'Need access_token for api call' } }],
  },
  limit: 100,
});
