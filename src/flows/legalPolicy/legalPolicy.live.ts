/** The policy page chart with its calls: the current version, its text and the member's record. */
import { fromPromise } from 'xstate';
import { legalPolicyMachine } from '@machines/legalPolicy/legalPolicy.machine';
import type { LegalPolicyInput, LegalPolicyPage } from '@machines/legalPolicy/legalPolicy.types';
import type { AppServices } from '@/flows/shared/services';
import { acceptanceOf, isCurrent } from '@/domain/consent/versions';
import { fetchConsentRecord, fetchConsentVersions, fetchPolicyText } from '@/flows/shared/consentApi';

export function createLegalPolicyLogic(services: AppServices) {
  return legalPolicyMachine.provide({
    actors: {
      loadPolicyPage: fromPromise<LegalPolicyPage, LegalPolicyInput>(async ({ input, signal }) => {
        const [versions, record] = await Promise.all([fetchConsentVersions(services, signal), fetchConsentRecord(services, signal)]);
        const version = versions[input.kind];
        const html = await fetchPolicyText(services, { kind: input.kind, version, locale: input.locale }, signal);
        const acceptance = acceptanceOf(record, input.kind);
        return { version, html, acceptance, current: isCurrent(input.kind, acceptance, versions) };
      }),
    },
  });
}
