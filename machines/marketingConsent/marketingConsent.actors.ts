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

/** A client transaction id for one save (the app provides a random one; tests a fixed one). */
export function newTranId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The scrollable marketing text (reused consent-gate chart: text by version, Confirm near the end). */
export const readMarketingText = consentGateMachine;
