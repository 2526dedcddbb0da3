import { fromPromise } from 'xstate';
import type { OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from './otp.types';

/**
 * Default actors of the OTP dialog. Both need the network, so the defaults are stubs; the app wires
 * POST /auth/otp and the caller's verifying call (login: /auth/{provider}_authen, registration:
 * /auth/verify) with `.provide()`.
 */
export const requestOtp = fromPromise<OtpRequestOutput, OtpTarget>(async () => {
  throw new Error('otp.requestOtp is not provided');
});

export const verifyOtp = fromPromise<OtpVerifyOutput, OtpVerifyInput>(async () => {
  throw new Error('otp.verifyOtp is not provided');
});
