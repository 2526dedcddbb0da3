import { notProvided } from '../shared/provided';
import type { OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from './otp.types';

/**
 * Default actors of the OTP dialog. Both need the network, so the defaults are stubs; the app wires
 * POST /auth/otp and the caller's verifying call (login: /auth/{provider}_authen, registration:
 * /auth/verify) with `.provide()`.
 */
export const requestOtp = notProvided<OtpRequestOutput, OtpTarget>('otp.requestOtp');

export const verifyOtp = notProvided<OtpVerifyOutput, OtpVerifyInput>('otp.verifyOtp');
