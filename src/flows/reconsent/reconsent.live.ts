/** The re-consent chart with its calls: versions and record, the existing consent dialogs, the legal save. */
import { fromPromise } from 'xstate';
import { reconsentMachine } from '@machines/reconsent/reconsent.machine';
import type { ConsentStatus, ReconsentInput, SaveLegalInput } from '@machines/reconsent/reconsent.types';
import type { AppServices } from '@/flows/shared/services';
import { createConsentGateLogic } from '@/flows/consentGate/consentGate.live';
import { fetchConsentRecord, fetchConsentVersions, legalConsentBody, postConsent } from '@/flows/shared/consentApi';

export function createReconsentLogic(services: AppServices) {
  return reconsentMachine.provide({
    actors: {
      loadConsentStatus: fromPromise<ConsentStatus, ReconsentInput>(async ({ signal }) => {
        const [versions, record] = await Promise.all([fetchConsentVersions(services, signal), fetchConsentRecord(services, signal)]);
        return { versions, record };
      }),
      saveLegalConsent: fromPromise<void, SaveLegalInput>(({ input, signal }) =>
        postConsent(services, legalConsentBody({ versions: input.versions, record: input.record, accept: { terms: true, privacy: true, age: true }, marketing: null }), input.tranId, signal),
      ),
      consentGate: createConsentGateLogic(services),
    },
  });
}
