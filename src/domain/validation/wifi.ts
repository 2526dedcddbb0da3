import { type } from 'arktype';
import type { FieldError } from './fieldError';
import { check, fieldRule } from './fieldRule';

/** Spec section 5: Wi-Fi username and password use a–z, A–Z, 0–9 and underscore only, at least 8 characters. */
const WIFI_MIN_LENGTH = 8;

/** Username and password; not trimmed, a space is a character the rule refuses. */
export const wifiCredentialRule = fieldRule<string>([
  check(type('string > 0'), { id: 'validation.required' }),
  check(type(/^[A-Za-z0-9_]+$/), { id: 'validation.wifi.characters' }),
  check(type('string').atLeastLength(WIFI_MIN_LENGTH), { id: 'validation.tooShort', values: { min: WIFI_MIN_LENGTH } }),
]);

/** Password and confirmation must match ('Passwords don't match'). */
export const wifiConfirmRule = fieldRule<{ password: string; confirm: string }>([
  check(type({ confirm: 'string > 0' }), { id: 'validation.required' }),
  check(type({ password: 'string', confirm: 'string' }).narrow((v) => v.password === v.confirm), { id: 'validation.wifi.mismatch' }),
]);

export function validateWifiCredential(value: string): FieldError {
  return wifiCredentialRule(value);
}

export function validateWifiConfirm(password: string, confirm: string): FieldError {
  return wifiConfirmRule({ password, confirm });
}
