import { fromPromise } from 'xstate';
import { consentGateMachine } from '../consentGate/consentGate.machine';
import type { ConsentVersions, RegisterPayload, RegisterResult, VerifiedPhone } from './registration.types';

/** Current consent versions from blob storage. */
export const loadConsentVersions = fromPromise<ConsentVersions, void>(async () => {
  throw new Error('registration.loadConsentVersions is not provided');
});

/** Registers the member (POST /auth/register). */
export const registerMember = fromPromise<RegisterResult, RegisterPayload>(async () => {
  throw new Error('registration.registerMember is not provided');
});

/**
 * Verifies the mobile number by OTP for /register/phone. The app provides the OTP dialog's machine;
 * its output is the verified phone, or null when the person cancelled.
 */
export const verifyPhone = fromPromise<VerifiedPhone | null, { contactNumber: string }>(async () => {
  throw new Error('registration.verifyPhone is not provided');
});

export { consentGateMachine as consentGate };
