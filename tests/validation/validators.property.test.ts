import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { correctDay, validateBirthdate, yearOptions } from '@/domain/validation/birthdate';
import { EMAIL_MAX_LENGTH, validateEmail } from '@/domain/validation/email';
import { isValidNationalId, nationalIdCheckDigit, validateNationalId } from '@/domain/validation/nationalId';
import { keepLettersOnly, validateName } from '@/domain/validation/names';
import { validateWifiConfirm, validateWifiCredential } from '@/domain/validation/wifi';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((a) => a.join(''));
const thaiLetter = fc.constantFrom(...'กขคงจฉชซญดตถทนบปผพฟมยรลวศสหอฮะาิีุูเแโใไ่้๊๋'.split(''));
const englishLetter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));

describe('national id checksum (property)', () => {
  it('12 digits plus the computed check digit is always valid', () => {
    fc.assert(
      fc.property(digits(12), (first12) => {
        // Independent restatement of the rule: weights 13..2, (11 - sum mod 11) mod 10.
        const sum = [...first12].reduce((s, d, i) => s + Number(d) * (13 - i), 0);
        const check = (11 - (sum % 11)) % 10;
        expect(nationalIdCheckDigit(first12)).toBe(check);
        expect(isValidNationalId(first12 + check)).toBe(true);
        expect(validateNationalId(first12 + check, { required: true })).toBeNull();
      }),
    );
  });

  it('any other last digit is invalid', () => {
    fc.assert(
      fc.property(digits(12), fc.integer({ min: 1, max: 9 }), (first12, shift) => {
        const wrong = (nationalIdCheckDigit(first12) + shift) % 10;
        expect(isValidNationalId(first12 + wrong)).toBe(false);
        expect(validateNationalId(first12 + wrong, { required: true })).toEqual({ id: 'validation.nationalId.invalid' });
      }),
    );
  });

  it('fewer than 13 digits is too short; non-digits are ignored as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }).chain((n) => digits(n)), (short) => {
        expect(validateNationalId(short, { required: true })).toEqual({ id: 'validation.tooShort', values: { min: 13 } });
      }),
    );
    expect(validateNationalId('1-1037-02071-81-1', { required: true })).toBeNull();
    expect(validateNationalId('', { required: false })).toBeNull();
    expect(validateNationalId('', { required: true })).toEqual({ id: 'validation.required' });
  });
});

describe('names (property)', () => {
  it('two or more Thai or English letters are valid', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(thaiLetter, englishLetter), { minLength: 2, maxLength: 30 }), (letters) => {
        expect(validateName(letters.join(''))).toBeNull();
      }),
    );
  });

  it('a digit, symbol or emoji anywhere is rejected, and text-only input removes them', () => {
    fc.assert(
      fc.property(
        fc.array(englishLetter, { minLength: 2, maxLength: 10 }).map((a) => a.join('')),
        fc.constantFrom('1', '๑', '@', '😀', '-', '.', '_'),
        fc.nat(),
        (name, bad, at) => {
          const i = at % (name.length + 1);
          const dirty = name.slice(0, i) + bad + name.slice(i);
          expect(validateName(dirty)).toEqual({ id: 'validation.name.lettersOnly' });
          expect(keepLettersOnly(dirty)).toBe(name);
        },
      ),
    );
  });

  it('one letter is too short, blank is required', () => {
    fc.assert(fc.property(fc.oneof(thaiLetter, englishLetter), (one) => {
      expect(validateName(one)).toEqual({ id: 'validation.tooShort', values: { min: 2 } });
    }));
    expect(validateName('   ')).toEqual({ id: 'validation.required' });
  });
});

describe('e-mail (property)', () => {
  const local = fc.stringMatching(/^[a-z0-9]{1,10}$/);
  const domain = fc.stringMatching(/^[a-z]{2,10}\.(com|co\.th|net)$/);
  it('well-formed addresses up to 50 characters are valid', () => {
    fc.assert(fc.property(local, domain, (l, d) => {
      const email = `${l}@${d}`;
      expect(validateEmail(email, { required: true })).toBeNull();
    }));
  });
  it('longer than 50 is rejected, a missing @ is invalid, blank is optional on registration', () => {
    fc.assert(fc.property(fc.integer({ min: EMAIL_MAX_LENGTH - 7, max: 80 }), (n) => {
      const email = `${'a'.repeat(n)}@mail.com`;
      expect(validateEmail(email, { required: false })).toEqual({ id: 'validation.tooLong', values: { max: 50 } });
    }));
    fc.assert(fc.property(local, domain, (l, d) => {
      expect(validateEmail(`${l}${d}`, { required: false })).toEqual({ id: 'validation.email.invalid' });
    }));
    expect(validateEmail('', { required: false })).toBeNull();
    expect(validateEmail('', { required: true })).toEqual({ id: 'validation.required' });
  });
});

describe('Wi-Fi credentials rule (property)', () => {
  const allowedChar = fc.constantFrom(...'abcXYZ019_'.split(''));
  it('8+ of [A-Za-z0-9_] is valid', () => {
    fc.assert(fc.property(fc.array(allowedChar, { minLength: 8, maxLength: 32 }), (cs) => {
      expect(validateWifiCredential(cs.join(''))).toBeNull();
    }));
  });
  it('fewer than 8 is too short; any other character is rejected', () => {
    fc.assert(fc.property(fc.array(allowedChar, { minLength: 1, maxLength: 7 }), (cs) => {
      expect(validateWifiCredential(cs.join(''))).toEqual({ id: 'validation.tooShort', values: { min: 8 } });
    }));
    fc.assert(fc.property(fc.array(allowedChar, { minLength: 8, maxLength: 16 }), fc.constantFrom('-', ' ', 'ก', '!', '.'), (cs, bad) => {
      expect(validateWifiCredential(cs.join('') + bad)).toEqual({ id: 'validation.wifi.characters' });
    }));
  });
  it('confirmation must match', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
      expect(validateWifiConfirm(a, b)).toEqual(a === b ? null : { id: 'validation.wifi.mismatch' });
    }));
  });
});

describe('date correction (property)', () => {
  it('always yields a real date in the same month, never later than the chosen day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const fixed = correctDay({ year, month, day });
        const date = Temporal.PlainDate.from({ year, month, day: fixed.day! }, { overflow: 'reject' });
        expect(date.month).toBe(month);
        expect(fixed.day!).toBeLessThanOrEqual(day);
        if (day <= date.daysInMonth) expect(fixed.day).toBe(day);
        else expect(fixed.day).toBe(date.daysInMonth);
      }),
    );
  });
  it('31 February becomes the 28th, or the 29th in a leap year', () => {
    expect(correctDay({ year: 2023, month: 2, day: 31 }).day).toBe(28);
    expect(correctDay({ year: 2024, month: 2, day: 31 }).day).toBe(29);
  });
  it('minimum age 20: exactly 20 today passes, a day younger fails with invalid_diff', () => {
    const today = Temporal.PlainDate.from('2026-11-21');
    expect(validateBirthdate({ year: 2006, month: 11, day: 21 }, today, 20)).toBeNull();
    expect(validateBirthdate({ year: 2006, month: 11, day: 22 }, today, 20)).toEqual({ id: 'validation.birthdate.invalid_diff', values: { age: 20 } });
    expect(validateBirthdate({ year: 2006, month: 11 }, today, 20)).toEqual({ id: 'validation.birthdate.required' });
  });
  it('the year list goes 100 years back, in Buddhist years for Thai', () => {
    const today = Temporal.PlainDate.from('2026-11-21');
    const th = yearOptions(today, 1054);
    const en = yearOptions(today, 1033);
    expect(th[0]).toEqual({ value: 2026, label: 2569 });
    expect(en[0]).toEqual({ value: 2026, label: 2026 });
    expect(en.at(-1)).toEqual({ value: 1926, label: 1926 });
  });
});
