import { fromPromise } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { MarketingConsentInput, MarketingState, SaveMarketingInput } from './marketingConsent.types';

/** Current versions and the member's consent record; the app provides the API implementation. */
export const loadMarketingState = fromPromise<MarketingState, MarketingConsentInput>(async () => {
  throw new Error('marketingConsent.loadMarketingState is not provided');
});

/** POST /consent (legal body with the marketing object) and POST /consent/marketingmessage_setting. */
export const saveMarketing = fromPromise<void, SaveMarketingInput>(async () => {
  throw new Error('marketingConsent.saveMarketing is not provided');
});

/** The scrollable marketing text (reused consent-gate chart: text by version, Confirm near the end). */
export const readMarketingText = consentGateMachine;
