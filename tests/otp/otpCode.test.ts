import { describe, expect, it } from 'vitest';
import { isCompleteOtp, OTP_LENGTH, otpBoxes, sanitizeOtpInput } from '@/domain/validation/otpCode';
import { validateOtpCode } from '@/domain/validation/otpRule';

describe('OTP code validation (spec sections 5 and 9)', () => {
  it('is six digits long', () => {
    expect(OTP_LENGTH).toBe(6);
  });

  it.each([
    ['123456', '123456'],
    ['12 34 56', '123456'],
    ['1234567890', '123456'],
    ['a1b2c3', '123'],
    ['๑๒๓๔๕๖', ''],
    ['', ''],
  ])('keeps digits of %j: %j', (raw, expected) => {
    expect(sanitizeOtpInput(raw)).toBe(expected);
  });

  it('is complete only with exactly six ASCII digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
  });

  it('splits into six boxes', () => {
    expect(otpBoxes('12')).toEqual(['1', '2', '', '', '', '']);
    expect(otpBoxes('123456')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('validates required and six digits', () => {
    expect(validateOtpCode('')).toEqual({ id: 'validation.required' });
    expect(validateOtpCode('123')).toEqual({ id: 'validation.otp.sixDigits', values: { length: 6 } });
    expect(validateOtpCode('123456')).toBeNull();
  });
});
