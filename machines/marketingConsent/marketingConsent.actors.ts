import { notProvided } from '../shared/provided';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { MarketingConsentInput, MarketingState, SaveMarketingInput } from './marketingConsent.types';

/** Current versions and the member's consent record; the app provides the API implementation. */
export const loadMarketingState = notProvided<MarketingState, MarketingConsentInput>('marketingConsent.loadMarketingState');

/** POST /consent (legal body with the marketing object) and POST /consent/marketingmessage_setting. */
export const saveMarketing = notProvided<void, SaveMarketingInput>('marketingConsent.saveMarketing');

/** The scrollable marketing text (reused consent-gate chart: text by version, Confirm near the end). */
export const readMarketingText = consentGateMachine;
