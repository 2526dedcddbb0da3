import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { EMPTY_LOCATION } from '@/domain/address/location';
import { birthdateRule } from '@/domain/validation/birthdate';
import { choiceRule, locationRules, optionalTextRule, requiredTextRule, validateLocation } from '@/domain/validation/addressRules';
import { optionalEmailRule, requiredEmailRule } from '@/domain/validation/email';
import type { FieldRule } from '@/domain/validation/fieldRule';
import { nameRule } from '@/domain/validation/names';
import { nationalIdCheckDigit, optionalNationalIdRule, requiredNationalIdRule } from '@/domain/validation/nationalId';
import { isCompleteOtp } from '@/domain/validation/otpCode';
import { otpCodeRule } from '@/domain/validation/otpRule';
import { validatePhone } from '@/domain/validation/phone';
import { mobileRule } from '@/domain/validation/phoneRule';
import { taxIdRules } from '@/domain/validation/taxId';
import { textInputRule } from '@/domain/validation/textInputRule';
import { wifiConfirmRule, wifiCredentialRule } from '@/domain/validation/wifi';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((a) => a.join(''));
const noise = fc.constantFrom('-', ' ', '+', '😀', 'a', '๑', '\u200b', '\t');
const typed = fc.array(fc.oneof(digit, noise), { maxLength: 16 }).map((a) => a.join(''));

const rules: Record<string, FieldRule<never>> = {
  nameRule, mobileRule, otpCodeRule, optionalEmailRule, requiredEmailRule, optionalNationalIdRule, requiredNationalIdRule,
  taxIdIndividual: taxIdRules.individual, taxIdCompany: taxIdRules.company, wifiCredentialRule, wifiConfirmRule,
  optionalText: optionalTextRule(100), requiredText: requiredTextRule(250), choice: choiceRule(['a']),
  birthdate: birthdateRule(Temporal.PlainDate.from('2026-11-21'), 20),
  zipcode: locationRules.zipcode, province: locationRules.province, textInput: textInputRule({ required: true, minLength: 2, maxLength: 5, pattern: /^a/ }),
};

describe('section 5 schemas', () => {
  it('every check of every field rule is an arktype schema with a translated message', () => {
    for (const [name, rule] of Object.entries(rules)) {
      expect(rule.checks.length, name).toBeGreaterThan(0);
      for (const { schema, error } of rule.checks) {
        expect(typeof (schema as unknown as { expression?: unknown }).expression, name).toBe('string');
        expect(error.id, name).toMatch(/^(validation|address)\./);
      }
    }
  });

  it("the forms' mobile schema and the sign-in chart's plain check agree on anything typed", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), typed, digits(9, 9).map((d) => `0${d}`)), (raw) => {
      expect(mobileRule(raw)).toEqual(validatePhone(raw));
    }));
  });

  it("the OTP schema accepts exactly what the OTP chart's plain check calls complete", () => {
    fc.assert(fc.property(fc.oneof(fc.string({ minLength: 1 }), digits(1, 8)), (raw) => {
      expect(otpCodeRule(raw) === null).toBe(isCompleteOtp(raw));
    }));
  });

  it('a company tax id refused by the checksum names the tax ID; an individual one the ID card', () => {
    fc.assert(fc.property(digits(12, 12), fc.integer({ min: 1, max: 9 }), (first12, shift) => {
      const wrong = `${first12}${(nationalIdCheckDigit(first12) + shift) % 10}`;
      expect(taxIdRules.company(wrong)).toEqual({ id: 'validation.taxId.invalid' });
      expect(taxIdRules.individual(wrong)).toEqual({ id: 'validation.nationalId.invalid' });
      expect(taxIdRules.company(`${first12}${nationalIdCheckDigit(first12)}`)).toBeNull();
    }));
  });

  it('address text parts: trimmed length within the limit, required ones not blank', () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), fc.constantFrom('', ' ', '  \t'), (text, pad) => {
      const value = `${pad}${text}${pad}`;
      const length = value.trim().length;
      expect(optionalTextRule(100)(value)).toEqual(length > 100 ? { id: 'validation.tooLong', values: { max: 100 } } : null);
      const required = requiredTextRule(100)(value);
      if (length === 0) expect(required).toEqual({ id: 'validation.required' });
      else expect(required).toEqual(length > 100 ? { id: 'validation.tooLong', values: { max: 100 } } : null);
    }));
  });

  it('the address block: a 5-digit zipcode and each level chosen, each with its own message', () => {
    fc.assert(fc.property(digits(0, 8), fc.boolean(), fc.boolean(), fc.boolean(), (zipcode, province, district, subdistrict) => {
      const errors = validateLocation({
        ...EMPTY_LOCATION, zipcode, provinceCode: province ? '10' : '', districtCode: district ? '1001' : '', subDistrictCode: subdistrict ? '100101' : '',
      });
      const zip = zipcode === '' ? { id: 'validation.required' } : zipcode.length === 5 ? undefined : { id: 'address.error.zipcodeLength', values: { length: 5 } };
      expect(errors.zipcode).toEqual(zip);
      expect(errors.province).toEqual(province ? undefined : { id: 'address.error.provinceRequired' });
      expect(errors.district).toEqual(district ? undefined : { id: 'address.error.districtRequired' });
      expect(errors.subdistrict).toEqual(subdistrict ? undefined : { id: 'address.error.subdistrictRequired' });
    }));
  });

  it('a choice accepts only the offered values', () => {
    fc.assert(fc.property(fc.string(), (value) => {
      expect(choiceRule(['individual', 'company'])(value)).toEqual(
        value === 'individual' || value === 'company' ? null : { id: 'validation.select.required' },
      );
    }));
  });
});
