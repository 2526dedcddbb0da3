/**
 * Property tests of the profile address (spec section 3 "Profile address": number, moo, village, building,
 * floor, room, soi, road, the address line and the location; section 5 "empty strings are removed"): any
 * part starts the address; a started address needs the house number or the line and every location level;
 * the save body carries the trimmed parts only when the address is started, and never an empty string.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProfileForm } from '@machines/profileEdit/profileEdit.types';
import { profileUpdateBody } from '@/flows/profileEdit/profileEdit.live';
import { ADDRESS_PARTS } from '@/domain/address/addressForm';
import { EMPTY_LOCATION, type LocationValue } from '@/domain/address/location';
import { hasProfileAddress, validateProfileForm } from '@/domain/profile/profileForm';

const location10110: LocationValue = {
  zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1033', districtName: 'คลองเตย',
  districtNameEn: 'Khlong Toei', subDistrictCode: '100901', subDistrictName: 'คลองเตย', subDistrictNameEn: 'Khlong Toei',
};

const base: ProfileForm = {
  firstName: 'Somchai', lastName: 'Jaidee', gender: 'male', email: '', nationalId: '', notification: true, contactNumber: '0812345678',
  birth: { day: 14, month: 5, year: 1988 }, number: '', moo: '', village: '', building: '', floor: '', room: '', soi: '', road: '', address: '',
  location: EMPTY_LOCATION,
};

const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 10 }), fc.constantFrom('88/12', 'ซอยลาดพร้าว 71', 'Sukhumvit'));
const partsArb = fc.record(Object.fromEntries([...ADDRESS_PARTS, 'address'].map((k) => [k, text])) as Record<(typeof ADDRESS_PARTS)[number] | 'address', typeof text>);
const locationArb = fc.constantFrom(EMPTY_LOCATION, location10110, { ...EMPTY_LOCATION, zipcode: '10110' });

describe('profile address rules', () => {
  it('any non-blank part, the line or a zipcode starts the address; only then are the street and location checked', () => {
    fc.assert(fc.property(partsArb, locationArb, (parts, location) => {
      const form = { ...base, ...parts, location };
      const started = [...ADDRESS_PARTS, 'address' as const].some((k) => form[k].trim() !== '') || location.zipcode !== '';
      expect(hasProfileAddress(form)).toBe(started);
      const errors = validateProfileForm(form);
      const noStreet = form.number.trim() === '' && form.address.trim() === '';
      expect(errors.number?.id === 'profile.edit.numberOrAddress').toBe(started && noStreet);
      expect(errors.location !== undefined).toBe(started && location !== location10110);
    }));
  });

  it('the save body sends the trimmed parts only for a started address, and no empty string ever', () => {
    fc.assert(fc.property(partsArb, locationArb, (parts, location) => {
      const form = { ...base, ...parts, location };
      const body = profileUpdateBody(form) as Record<string, unknown>;
      for (const value of Object.values(body)) if (typeof value === 'string') expect(value.trim()).not.toBe('');
      for (const part of [...ADDRESS_PARTS, 'address' as const]) {
        const expected = hasProfileAddress(form) && form[part].trim() !== '' ? form[part].trim() : undefined;
        expect(body[part]).toBe(expected);
      }
      expect(body.zipcode).toBe(hasProfileAddress(form) && location.zipcode !== '' ? location.zipcode : undefined);
    }));
  });

  it('a part over 100 characters is too long', () => {
    const errors = validateProfileForm({ ...base, number: '1', road: 'x'.repeat(101), location: location10110 });
    expect(errors.road).toEqual({ id: 'validation.tooLong', values: { max: 100 } });
  });
});
