import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_LENGTH, isCompleteOtp, otpBoxes, sanitizeOtpInput } from '@/domain/validation/otpCode';
import { validateOtpCode } from '@/domain/validation/otpRule';
import { formatPhoneDisplay, formatPhoneInput, isThaiMobile, normalizePhoneInput, validatePhone } from '@/domain/validation/phone';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((a) => a.join(''));
const thaiMobile = digits(9, 9).map((rest) => `0${rest}`);
/** Noise a person or a paste might add: separators, spaces, emoji, letters, Thai digits. */
const noise = fc.constantFrom('-', ' ', '+', '(', ')', '😀', 'a', '.', '๑', '\u200b');
const sprinkle = (value: string) =>
  fc.array(fc.tuple(fc.nat({ max: value.length }), noise), { maxLength: 6 }).map((inserts) => {
    let out = value;
    for (const [at, ch] of [...inserts].sort((a, b) => b[0] - a[0])) out = out.slice(0, at) + ch + out.slice(at);
    return out;
  });

describe('phone normalising and display (property)', () => {
  it('any valid mobile survives any noise and is valid', () => {
    fc.assert(fc.property(thaiMobile.chain((m) => fc.tuple(fc.constant(m), sprinkle(m))), ([mobile, typed]) => {
      expect(normalizePhoneInput(typed)).toBe(mobile);
      expect(validatePhone(typed)).toBeNull();
      expect(isThaiMobile(normalizePhoneInput(typed))).toBe(true);
    }));
  });

  it('keeps digits only, never more than 10, and clears a value not starting with 0', () => {
    fc.assert(fc.property(fc.string(), (raw) => {
      const out = normalizePhoneInput(raw);
      expect(out).toMatch(/^\d{0,10}$/);
      if (out !== '') expect(out[0]).toBe('0');
      const firstDigit = raw.replace(/\D/g, '')[0];
      if (firstDigit !== undefined && firstDigit !== '0') expect(out).toBe('');
    }));
  });

  it('display groups 3-3-4 with "-" and round-trips', () => {
    fc.assert(fc.property(thaiMobile, (mobile) => {
      const shown = formatPhoneDisplay(mobile);
      expect(shown).toMatch(/^0\d{2}-\d{3}-\d{4}$/);
      expect(shown.length).toBe(12);
      expect(normalizePhoneInput(shown)).toBe(mobile);
      expect(formatPhoneInput(mobile)).toBe(shown);
    }));
  });

  it('while typing, the grouping never puts a separator first, last or twice in a row', () => {
    fc.assert(fc.property(digits(1, 10).map((d) => `0${d}`.slice(0, 10)), (partial) => {
      const shown = formatPhoneInput(partial);
      expect(shown.replace(/-/g, '')).toBe(partial);
      expect(shown).not.toMatch(/^-|-$|--/);
    }));
  });

  it('too few digits is invalid; empty is required', () => {
    fc.assert(fc.property(digits(0, 8).map((d) => `0${d}`), (short) => {
      expect(validatePhone(short)).toEqual({ id: 'validation.mobile.invalid' });
    }));
    expect(validatePhone('')).toEqual({ id: 'validation.required' });
  });
});

describe('OTP digits (property)', () => {
  it('the hidden input keeps ASCII digits only, at most six, in order', () => {
    fc.assert(fc.property(fc.string(), (raw) => {
      const out = sanitizeOtpInput(raw);
      expect(out).toMatch(/^\d{0,6}$/);
      expect(out).toBe(raw.replace(/[^0-9]/g, '').slice(0, OTP_LENGTH));
    }));
  });

  it('a pasted or autofilled code with noise becomes the six digits', () => {
    fc.assert(fc.property(digits(6, 6).chain((c) => fc.tuple(fc.constant(c), sprinkle(c))), ([code, pasted]) => {
      expect(sanitizeOtpInput(pasted)).toBe(code);
      expect(isCompleteOtp(sanitizeOtpInput(pasted))).toBe(true);
      expect(validateOtpCode(code)).toBeNull();
    }));
  });

  it('the six boxes show the typed digits then blanks', () => {
    fc.assert(fc.property(digits(0, 6), (typed) => {
      const boxes = otpBoxes(typed);
      expect(boxes).toHaveLength(6);
      expect(boxes.join('')).toBe(typed);
      expect(boxes.slice(typed.length).every((b) => b === '')).toBe(true);
    }));
  });

  it('fewer than six digits is never complete', () => {
    fc.assert(fc.property(digits(1, 5), (partial) => {
      expect(isCompleteOtp(partial)).toBe(false);
      expect(validateOtpCode(partial)).toEqual({ id: 'validation.otp.sixDigits', values: { length: 6 } });
    }));
  });
});
