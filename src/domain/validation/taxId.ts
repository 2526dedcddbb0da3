import type { FieldError } from './fieldError';
import { fieldRule } from './fieldRule';
import { idChecksum, NATIONAL_ID_LENGTH_CHECKS, requiredNationalIdRule } from './nationalId';

/**
 * Tax id of the tax-invoice form (spec section 5): 13 digits, required, with the national-id checksum.
 * A company's tax id is not an ID card number, so its refusal names the tax ID; an individual's tax id is
 * the ID card number and keeps that message.
 */
export const taxIdRules = {
  individual: requiredNationalIdRule,
  company: fieldRule<string>([...NATIONAL_ID_LENGTH_CHECKS, idChecksum({ id: 'validation.taxId.invalid' })]),
};

export function validateTaxId(raw: string, personType: 'individual' | 'company' | string): FieldError {
  return (personType === 'company' ? taxIdRules.company : taxIdRules.individual)(raw);
}
