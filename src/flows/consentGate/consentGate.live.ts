/**
 * The consent gate with its text loader: GET {blob}/pdpaconsent/{appId}/{type}/{version}/{locale}.txt.
 * Its own module so the screens that read a legal text (registration, re-consent, marketing consent) take
 * only the gate, not the registration chart and its form rules (route chunks stay within 25 kB).
 */
import { fromPromise } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { ConsentGateInput } from '@machines/consentGate/consentGate.types';
import type { AppServices } from '@/flows/shared/services';
import { fetchPolicyText } from '@/flows/shared/consentApi';

export function createConsentGateLogic(services: Pick<AppServices, 'clients' | 'settings'>) {
  return consentGateMachine.provide({
    actors: {
      loadConsentText: fromPromise<string, ConsentGateInput>(({ input, signal }) => fetchPolicyText(services, input, signal)),
    },
  });
}
