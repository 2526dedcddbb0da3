import { defineFlow } from '../flow';
import { consentGateMachine } from './consentGate.machine';

export const consentGateFlow = defineFlow({
  id: 'consentGate',
  title: 'Legal-text consent dialog (terms, privacy, age, marketing)',
  purpose: 'Accept becomes active only after the text is scrolled to within 100 px of the end (age: the exact end).',
  machine: consentGateMachine,
  screen: true,
  input: { kind: 'terms', version: '1', locale: 'th' },
  events: {
    'xstate.done.actor.loadConsentText': [{ output: '<h2>Terms</h2><p>…</p>' }],
    'xstate.error.actor.loadConsentText': [{ error: { message: 'network', status: 0 } }],
    'CONSENT.SCROLLED': [
      { scrollTop: 0, scrollHeight: 2000, clientHeight: 400 },
      { scrollTop: 1500, scrollHeight: 2000, clientHeight: 400 },
    ],
    'CONSENT.JUMP_TO_BOTTOM': [{}],
    'CONSENT.ACCEPT': [{}],
    'CONSENT.CANCEL': [{}],
    'CONSENT.RETRY': [{}],
  },
});
