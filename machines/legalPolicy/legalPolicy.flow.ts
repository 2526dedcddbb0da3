import { defineFlow } from '../flow';
import { legalPolicyMachine } from './legalPolicy.machine';

export const legalPolicyFlow = defineFlow({
  id: 'legalPolicy',
  title: 'Policy page (terms, privacy, age)',
  purpose: 'Shows the current text of a policy by version and whether and when the member accepted it.',
  machine: legalPolicyMachine,
  screen: true,
  input: { kind: 'terms', locale: 'th' },
  events: {
    'xstate.done.actor.loadPolicyPage': [
      { output: { version: '2', html: '<h2>Terms</h2>', acceptance: { acceptedVersion: 2, acceptedAt: 1735689600 }, current: true } },
      { output: { version: '3', html: '<h2>Terms</h2>', acceptance: { acceptedVersion: 2, acceptedAt: 1735689600 }, current: false } },
      { output: { version: '2', html: '<h2>Terms</h2>', acceptance: { acceptedVersion: 0, acceptedAt: null }, current: false } },
    ],
    'xstate.error.actor.loadPolicyPage': [{ error: { message: 'Not found', status: 404 } }],
    'POLICY.RETRY': [{}],
  },
});
