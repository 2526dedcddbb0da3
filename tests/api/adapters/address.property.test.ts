/** Property tests of the address save bodies: the tax fields of each person type, no empty strings sent. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliverySaveBody, taxSaveBody } from '@/api/adapters/address';
import { withoutEmptyStrings } from '@/api/adapters/common';
import { emptyAddressForm, type AddressForm } from '@/domain/address/addressForm';
import { nationalIdCheckDigit } from '@/domain/validation/nationalId';

const APP_ID = 'app-1';
const text = fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ maxLength: 12 }));

function validTaxId(first12: string): string {
  return first12 + String(nationalIdCheckDigit(first12));
}

describe('tax save body', () => {
  it('the payload carries only the fields of the person type', () => {
    fc.assert(fc.property(fc.constantFrom('individual', 'company' as const), fc.stringMatching(/^\d{12}$/), (personType, first12) => {
      const form: AddressForm = {
        ...emptyAddressForm('tax'), personType, title: 'ms', firstName: 'Malee', lastName: 'Sukjai', companyName: 'Saengchan Co., Ltd.',
        taxId: validTaxId(first12), contactNumber: '0898765432', email: 'malee@example.com', number: '9',
      };
      const body = taxSaveBody(form, APP_ID);
      if (personType === 'company') {
        expect(body).not.toHaveProperty('title');
        expect(body).not.toHaveProperty('firstname');
        expect(body.companyname).toBe('Saengchan Co., Ltd.');
      } else {
        expect(body).not.toHaveProperty('companyname');
        expect(body).toMatchObject({ title: 'ms', firstname: 'Malee' });
      }
    }));
  });
});

describe('payload cleaning (empty strings removed)', () => {
  const formArb = fc.record({
    addressName: text, firstName: text, lastName: text, contactNumber: text, address: text, building: text, room: text, floor: text,
    village: text, number: text, moo: text, soi: text, road: text, companyName: text, taxId: text, email: text,
  });
  it('no delivery or tax payload ever carries an empty or blank string', () => {
    fc.assert(fc.property(formArb, fc.constantFrom('individual', 'company' as const), (fields, personType) => {
      for (const body of [deliverySaveBody({ ...emptyAddressForm('delivery'), ...fields }, APP_ID), taxSaveBody({ ...emptyAddressForm('tax'), ...fields, personType }, APP_ID)]) {
        for (const value of Object.values(body)) if (typeof value === 'string') expect(value.trim()).not.toBe('');
      }
    }));
  });

  it('withoutEmptyStrings keeps every non-empty value unchanged', () => {
    fc.assert(fc.property(fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string(), fc.boolean(), fc.integer())), (obj) => {
      const cleaned = withoutEmptyStrings(obj);
      for (const [k, v] of Object.entries(obj)) {
        if (typeof v === 'string' && v.trim() === '') expect(Object.hasOwn(cleaned, k)).toBe(false);
        else expect(cleaned[k]).toBe(v);
      }
    }));
  });
});
