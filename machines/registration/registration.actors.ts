import { notProvided } from '../shared/provided';
import { consentGateMachine } from '../consentGate/consentGate.machine';
import type { ConsentVersions, RegisterPayload, RegisterResult } from './registration.types';

/** Current consent versions from blob storage. */
export const loadConsentVersions = notProvided<ConsentVersions, void>('registration.loadConsentVersions');

/** Registers the member (POST /auth/register). */
export const registerMember = notProvided<RegisterResult, RegisterPayload>('registration.registerMember');

/** /register/phone verifies the mobile number with the OTP dialog's own chart (its actors are provided by the app). */
export { otpMachine as verifyPhone } from '../otp/otp.machine';

export { consentGateMachine as consentGate };
