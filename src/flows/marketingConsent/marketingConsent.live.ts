/** The marketing consent chart with its calls (versions, record, text and both saves of section 7). */
import { fromPromise } from 'xstate';
import { marketingConsentMachine } from '@machines/marketingConsent/marketingConsent.machine';
import type { MarketingConsentInput, MarketingState, SaveMarketingInput } from '@machines/marketingConsent/marketingConsent.types';
import type { AppServices } from '@/flows/shared/services';
import { createConsentGateLogic } from '@/flows/consentGate/consentGate.live';
import { fetchConsentRecord, fetchConsentVersions, saveMarketingChoices } from '@/flows/shared/consentApi';

export function createMarketingConsentLogic(services: AppServices) {
  return marketingConsentMachine.provide({
    actors: {
      loadMarketingState: fromPromise<MarketingState, MarketingConsentInput>(async ({ signal }) => {
        const [versions, record] = await Promise.all([fetchConsentVersions(services, signal), fetchConsentRecord(services, signal)]);
        return { versions, record };
      }),
      saveMarketing: fromPromise<void, SaveMarketingInput>(({ input, signal }) => saveMarketingChoices(services, input, signal)),
      readMarketingText: createConsentGateLogic(services),
    },
  });
}
