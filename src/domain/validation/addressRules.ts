/**
 * The address fields of spec section 5 as arktype schemas: the free-text parts (required or optional, with
 * their length limits), the person type and title choices of the tax form, and the Thai address block (a
 * 5-digit zipcode and one choice at each level, each with its own message). Kept apart from
 * src/domain/address/location.ts so the screens that only show an address do not load arktype.
 */
import { type } from 'arktype';
import { ZIPCODE, ZIPCODE_LENGTH, type LocationErrors, type LocationValue } from '@/domain/address/location';
import type { FieldError } from './fieldError';
import { check, fieldRule, requiredText, textAtMost, type FieldRule } from './fieldRule';

const REQUIRED = { id: 'validation.required' } as const;
const tooLong = (max: number) => ({ id: 'validation.tooLong', values: { max } });

/** An optional text part: at most `max` characters once trimmed. */
export function optionalTextRule(max: number): FieldRule<string> {
  return fieldRule<string>([check(textAtMost(max), tooLong(max))]);
}

/** A required text part: not empty once trimmed, at most `max` characters. */
export function requiredTextRule(max: number): FieldRule<string> {
  return fieldRule<string>([check(requiredText, REQUIRED), check(textAtMost(max), tooLong(max))]);
}

/** A required choice of the tax form: one of the offered values ('Please select answer'). */
export function choiceRule(values: readonly string[]): FieldRule<string> {
  return fieldRule<string>([check(type.enumerated(...values), { id: 'validation.select.required' })]);
}

/** The address block's levels, each a required selection with its own message. */
const selected = type('string > 0');
export const locationRules = {
  zipcode: fieldRule<string>([
    check(selected, REQUIRED),
    check(type(ZIPCODE), { id: 'address.error.zipcodeLength', values: { length: ZIPCODE_LENGTH } }),
  ]),
  province: fieldRule<string>([check(selected, { id: 'address.error.provinceRequired' })]),
  district: fieldRule<string>([check(selected, { id: 'address.error.districtRequired' })]),
  subdistrict: fieldRule<string>([check(selected, { id: 'address.error.subdistrictRequired' })]),
};

/** Required checks of the block (spec section 5): a 5-digit zipcode and one choice at each level. */
export function validateLocation(value: LocationValue): LocationErrors {
  const found: Record<keyof typeof locationRules, FieldError> = {
    zipcode: locationRules.zipcode(value.zipcode),
    province: locationRules.province(value.provinceCode),
    district: locationRules.district(value.districtCode),
    subdistrict: locationRules.subdistrict(value.subDistrictCode),
  };
  const errors: LocationErrors = {};
  for (const [level, error] of Object.entries(found) as Array<[keyof LocationErrors, FieldError]>) if (error) errors[level] = error;
  return errors;
}
