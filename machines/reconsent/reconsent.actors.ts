import { notProvided } from '../shared/provided';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { ConsentStatus, ReconsentInput, SaveLegalInput } from './reconsent.types';

/** Current versions (blob) and the member's record (GET /consent); the app provides them. */
export const loadConsentStatus = notProvided<ConsentStatus, ReconsentInput>('reconsent.loadConsentStatus');

/** POST /consent, legal variant, with the versions now accepted. */
export const saveLegalConsent = notProvided<void, SaveLegalInput>('reconsent.saveLegalConsent');

/** The terms, privacy and age dialogs that already exist (consent-gate chart). */
export const consentGate = consentGateMachine;
