import { defineFlow } from '../flow';
import { reconsentMachine } from './reconsent.machine';

const versions = { terms: '2', privacy: '1', marketing: '1', cookie: '1', age: '20' };

export const reconsentFlow = defineFlow({
  id: 'reconsent',
  title: 'Re-consent after a policy change',
  purpose: 'After sign-in, a member who accepted an older terms, privacy or age version accepts the new one or signs out.',
  machine: reconsentMachine,
  screen: true,
  input: { locale: 'th' },
  events: {
    'xstate.done.actor.loadConsentStatus': [
      { output: { versions, record: { TermAndCondition: 1, DataPrivacy: 1, ConsentAge: 20 } } },
      { output: { versions, record: { TermAndCondition: 2, DataPrivacy: 1, ConsentAge: 20 } } },
      { output: { versions, record: { TermAndCondition: 1, DataPrivacy: 0, ConsentAge: 20 } } },
    ],
    'xstate.error.actor.loadConsentStatus': [
      { error: { message: 'Service unavailable', status: 503 } },
      { error: { message: 'Failed to fetch', status: 0, code: 'offline' } },
    ],
    'xstate.done.actor.consentGate': [
      { output: { kind: 'terms', version: '2', accepted: true, html: '<p>Terms</p>' } },
      { output: { kind: 'terms', version: '2', accepted: false, html: '' } },
    ],
    'xstate.done.actor.saveLegalConsent': [{}],
    'xstate.error.actor.saveLegalConsent': [{ error: { message: 'Service unavailable', status: 503 } }],
    'RECONSENT.REVIEW': [{}],
    'RECONSENT.SIGN_OUT': [{}],
  },
  // How many policies are still to read decides where an acceptance leads.
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}|${snapshot.context.pending.length}`,
});
