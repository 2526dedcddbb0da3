import type { FieldError } from './fieldError';

/** Spec section 5: Wi-Fi username and password use a–z, A–Z, 0–9 and underscore only, at least 8 characters. */
const WIFI_MIN_LENGTH = 8;
const allowed = /^[A-Za-z0-9_]+$/;

export function validateWifiCredential(value: string): FieldError {
  if (value === '') return { id: 'validation.required' };
  if (!allowed.test(value)) return { id: 'validation.wifi.characters' };
  if (value.length < WIFI_MIN_LENGTH) return { id: 'validation.tooShort', values: { min: WIFI_MIN_LENGTH } };
  return null;
}

/** Password and confirmation must match ('Passwords don't match'). */
export function validateWifiConfirm(password: string, confirm: string): FieldError {
  if (confirm === '') return { id: 'validation.required' };
  return password === confirm ? null : { id: 'validation.wifi.mismatch' };
}
