import { type } from 'arktype';
import type { FieldError } from './fieldError';
import { check, fieldRule } from './fieldRule';
import { OTP_LENGTH, SIX_DIGITS } from './otpCode';

/** The one-time code (spec sections 5 and 9): required, exactly six digits. */
export const otpCodeRule = fieldRule<string>([
  check(type('string > 0'), { id: 'validation.required' }),
  check(type(SIX_DIGITS), { id: 'validation.otp.sixDigits', values: { length: OTP_LENGTH } }),
]);

export function validateOtpCode(raw: string): FieldError {
  return otpCodeRule(raw);
}
