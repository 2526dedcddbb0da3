import { fromPromise } from 'xstate';
import { consentGateMachine } from '../consentGate/consentGate.machine';
import type { ConsentVersions, RegisterPayload, RegisterResult } from './registration.types';

/** Current consent versions from blob storage. */
export const loadConsentVersions = fromPromise<ConsentVersions, void>(async () => {
  throw new Error('registration.loadConsentVersions is not provided');
});

/** Registers the member (POST /auth/register). */
export const registerMember = fromPromise<RegisterResult, RegisterPayload>(async () => {
  throw new Error('registration.registerMember is not provided');
});

/** /register/phone verifies the mobile number with the OTP dialog's own chart (its actors are provided by the app). */
export { otpMachine as verifyPhone } from '../otp/otp.machine';

export { consentGateMachine as consentGate };
