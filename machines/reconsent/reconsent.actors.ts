import { fromPromise } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { ConsentStatus, ReconsentInput, SaveLegalInput } from './reconsent.types';

/** Current versions (blob) and the member's record (GET /consent); the app provides them. */
export const loadConsentStatus = fromPromise<ConsentStatus, ReconsentInput>(async () => {
  throw new Error('reconsent.loadConsentStatus is not provided');
});

/** POST /consent, legal variant, with the versions now accepted. */
export const saveLegalConsent = fromPromise<void, SaveLegalInput>(async () => {
  throw new Error('reconsent.saveLegalConsent is not provided');
});

/** The terms, privacy and age dialogs that already exist (consent-gate chart). */
export const consentGate = consentGateMachine;
