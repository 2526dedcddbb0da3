import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, formatPhoneInput, isThaiMobile, normalizePhoneInput, validatePhone } from '@/domain/validation/phone';

describe('phone validation (spec section 5)', () => {
  it.each([
    ['0812345678', '0812345678'],
    ['081-234-5678', '0812345678'],
    ['081 234 5678', '0812345678'],
    ['08😀12345678', '0812345678'],
    ['0812345678999', '0812345678'],
    ['abc0812', '0812'],
    ['812345678', ''],
    ['+66812345678', ''],
    ['', ''],
  ])('normalizes %j to %j', (raw, expected) => {
    expect(normalizePhoneInput(raw)).toBe(expected);
  });

  it('accepts exactly 0 followed by 9 digits', () => {
    expect(isThaiMobile('0812345678')).toBe(true);
    expect(isThaiMobile('081234567')).toBe(false);
    expect(isThaiMobile('1812345678')).toBe(false);
    expect(isThaiMobile('08123456789')).toBe(false);
    expect(isThaiMobile('081-234-5678')).toBe(false);
  });

  it('reports required, invalid or nothing', () => {
    expect(validatePhone('')).toEqual({ id: 'validation.required' });
    expect(validatePhone('   ')).toEqual({ id: 'validation.required' });
    expect(validatePhone('081234')).toEqual({ id: 'validation.mobile.invalid' });
    expect(validatePhone('912345678')).toEqual({ id: 'validation.mobile.invalid' });
    expect(validatePhone('081-234-5678')).toBeNull();
  });

  it('groups 3-3-rest with - while typing', () => {
    expect(formatPhoneInput('08')).toBe('08');
    expect(formatPhoneInput('0812')).toBe('081-2');
    expect(formatPhoneInput('0812345')).toBe('081-234-5');
    expect(formatPhoneInput('0812345678')).toBe('081-234-5678');
    expect(formatPhoneInput('0812345678').length).toBeLessThanOrEqual(12);
    expect(formatPhoneInput('912')).toBe('');
  });

  it('displays numbers of 10 digits as 3-3-4', () => {
    expect(formatPhoneDisplay('0812345678')).toBe('081-234-5678');
    expect(formatPhoneDisplay('08123')).toBe('08123');
  });
});
