/** Spec sections 5 and 9: a one-time code is exactly 6 digits. */
export const OTP_LENGTH = 6;

/** Exactly six ASCII digits. */
export const SIX_DIGITS = /^\d{6}$/;

/**
 * What the hidden OTP input keeps of typing, pasting or SMS autofill: digits only (Thai digits and
 * everything else dropped), at most six. `"12 34-56"` → `"123456"`.
 */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/[^0-9]/gu, '').slice(0, OTP_LENGTH);
}

/** True for exactly six ASCII digits. */
export function isCompleteOtp(code: string): boolean {
  return SIX_DIGITS.test(code);
}

/** The six visual boxes: one character per box, '' for the boxes not typed yet. */
export function otpBoxes(code: string): string[] {
  const digits = sanitizeOtpInput(code);
  return Array.from({ length: OTP_LENGTH }, (_, i) => digits[i] ?? '');
}
