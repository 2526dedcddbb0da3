import type { FieldError } from './fieldError';
import { validateNationalId } from './nationalId';

/**
 * Tax id of the tax-invoice form (spec section 5): 13 digits, required, with the national-id checksum.
 * A company's tax id is not an ID card number, so its refusal names the tax ID; an individual's tax id is
 * the ID card number and keeps that message.
 */
export function validateTaxId(raw: string, personType: 'individual' | 'company' | string): FieldError {
  const error = validateNationalId(raw, { required: true });
  if (error?.id === 'validation.nationalId.invalid' && personType === 'company') return { id: 'validation.taxId.invalid' };
  return error;
}
