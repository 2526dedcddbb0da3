/** Property tests of the address rules: refiltering, the tax form's skip logic (the save bodies: tests/api/adapters). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TAX_CHECKED_FIELDS, emptyAddressForm, skippedTaxFields, validateTaxForm, validateDeliveryForm,
} from '@/domain/address/addressBook';
import { chooseLevel, districtsOf, sanitizeZipcode, settleSelection, subdistrictsOf, type PostcodeLists } from '@/domain/address/location';
import { nationalIdCheckDigit } from '@/domain/validation/nationalId';
import { lists10110, twoProvinces } from './fixtures';

const listsArb = fc.constantFrom<PostcodeLists>(lists10110, twoProvinces);

describe('location rules', () => {
  it('the zipcode input keeps at most 5 digits and nothing else', () => {
    fc.assert(fc.property(fc.string(), (raw) => {
      const z = sanitizeZipcode(raw);
      expect(z).toMatch(/^\d{0,5}$/);
      expect(raw.replace(/\D/g, '').startsWith(z)).toBe(true);
    }));
  });

  it('any choice at any level leaves a consistent selection: each lower level belongs to the one above', () => {
    fc.assert(fc.property(listsArb, fc.array(fc.tuple(fc.constantFrom('province', 'district', 'subdistrict' as const), fc.nat(5)), { maxLength: 8 }), (lists, moves) => {
      let sel = settleSelection(lists, {});
      for (const [level, n] of moves) {
        const pool = level === 'province' ? lists.provinces : level === 'district' ? districtsOf(lists, sel.provinceCode) : subdistrictsOf(lists, sel.provinceCode, sel.districtCode);
        const pick = pool[n % Math.max(pool.length, 1)];
        if (!pick) continue;
        const before = sel;
        sel = chooseLevel(lists, sel, level, pick.code);
        if (level === 'province' && before.provinceCode === pick.code) expect(sel).toEqual(before);
      }
      expect(lists.provinces.some((p) => p.code === sel.provinceCode)).toBe(true);
      expect(districtsOf(lists, sel.provinceCode).some((d) => d.code === sel.districtCode)).toBe(true);
      expect(subdistrictsOf(lists, sel.provinceCode, sel.districtCode).some((s) => s.code === sel.subDistrictCode)).toBe(true);
    }));
  });
});

describe('tax form (17 checked fields)', () => {
  it('checks exactly 17 fields, and skips the company name for an individual, title and names for a company', () => {
    expect(TAX_CHECKED_FIELDS).toHaveLength(17);
    fc.assert(fc.property(fc.constantFrom('individual', 'company' as const), (personType) => {
      const errors = validateTaxForm({ ...emptyAddressForm('tax'), personType });
      for (const skipped of skippedTaxFields(personType)) expect(errors).not.toHaveProperty(skipped);
      for (const field of ['taxId', 'contactNumber', 'email', 'number', 'location'] as const) expect(errors).toHaveProperty(field);
      const checked = TAX_CHECKED_FIELDS.filter((f) => !skippedTaxFields(personType).includes(f));
      for (const key of Object.keys(errors)) expect(checked).toContain(key);
    }));
  });

  it('a tax id passes only with the national-id checksum', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 0, max: 9 }), (first12, digit) => {
      const form = { ...emptyAddressForm('tax'), taxId: first12 + String(digit) };
      const ok = digit === nationalIdCheckDigit(first12);
      expect(validateTaxForm(form).taxId === undefined).toBe(ok);
    }));
  });

  it("a refused tax id names the tax ID for a company and the ID card number for an individual", () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 1, max: 9 }), (first12, shift) => {
      const wrong = first12 + String((nationalIdCheckDigit(first12) + shift) % 10);
      expect(validateTaxForm({ ...emptyAddressForm('tax'), personType: 'company', taxId: wrong }).taxId).toEqual({ id: 'validation.taxId.invalid' });
      expect(validateTaxForm({ ...emptyAddressForm('tax'), personType: 'individual', taxId: wrong }).taxId).toEqual({ id: 'validation.nationalId.invalid' });
    }));
    // Required and too short read the same for both.
    expect(validateTaxForm({ ...emptyAddressForm('tax'), personType: 'company', taxId: '' }).taxId).toEqual({ id: 'validation.required' });
    expect(validateTaxForm({ ...emptyAddressForm('tax'), personType: 'company', taxId: '0105' }).taxId).toEqual({ id: 'validation.tooShort', values: { min: 13 } });
  });
});

describe('delivery form', () => {
  it('the delivery form checks its 6 fields', () => {
    expect(Object.keys(validateDeliveryForm(emptyAddressForm('delivery'))).sort()).toEqual(['address', 'addressName', 'contactNumber', 'firstName', 'lastName', 'location']);
  });
});
