/**
 * Known business errors of the backend: each gets its own translated message (catalogue
 * errors.<area>.json, key `errors.business.<name>`) instead of the generic text, with the error id and
 * code still appended. Matched by the backend's `code` first (the more specific: several errors share
 * id 1400), then by `id`.
 *
 * Sources: the sandbox's errors (src/sandbox/world/auth.ts ErrorId and the codes its handlers throw),
 * spec section 8 (OTP codes mobile_dup, mobile_wrong, mobile_wait, token_exp) and the platform's error
 * pairs (../shared/reference/platform-api.md §4: 409/1417 locked, 409/2076 session expired, 1409
 * campaign expired, 1410 not started).
 *
 * A flow that meets a new business error adds one entry here (and the two catalogue lines); a second
 * mapping elsewhere is a defect.
 */
import type { ApiError } from '@/domain/apiError';

export interface BusinessError {
  /** Message id of the translated text. */
  messageId: string;
  /** Backend `code` values that mean this error. */
  codes: readonly string[];
  /** Backend `id` values that mean this error (only when the code did not match anything). */
  ids: readonly number[];
}

const entry = (name: string, codes: readonly string[], ids: readonly number[] = []): BusinessError => ({
  messageId: `errors.business.${name}`,
  codes,
  ids,
});

/** Every known business error, in matching order. */
export const BUSINESS_ERRORS: readonly BusinessError[] = [
  entry('notEnoughPoints', ['not_enough_point', 'not_enough_points'], [2001]),
  entry('soldOut', ['sold_out'], [2002]),
  entry('campaignNotStarted', ['campaign_not_available', 'campaign_not_started'], [1410]),
  entry('campaignExpired', ['campaign_expired'], [1409]),
  entry('codeExpired', ['code_expired']),
  entry('perPersonLimit', ['max_per_person'], [2004]),
  entry('coolDown', ['redeem_cooldown', 'cool_down']),
  entry('addressRequired', ['address_required']),
  entry('conditionInvalid', ['condition_invalid'], [1406]),
  entry('buyPointLimit', ['buy_point_limit'], [1418]),
  entry('notSupported', ['not_supported'], [1416]),
  entry('guestCannotRedeem', ['guest_cannot_redeem'], [1403]),
  entry('mobileDuplicate', ['mobile_dup'], [2094]),
  entry('otpWrong', ['mobile_wrong'], [2091]),
  entry('otpExpired', ['otp_expired'], [2092]),
  entry('otpCooldown', ['mobile_wait'], [2093]),
  entry('notRegistered', ['not_registered'], [2095]),
  entry('invalidCredentials', ['invalid_credentials'], [1905]),
  entry('invalidContactNumber', ['invalid_contact_number']),
  entry('signInExpired', ['token_exp', 'invalid_id_token'], [1401, 1906, 2076]),
  entry('accountLocked', ['account_locked'], [1417]),
  entry('campaignNotFound', ['campaign_not_found']),
  entry('redeemNotFound', ['redeem_not_found']),
  entry('receiptNotEditable', ['receipt_not_editable'], [2101]),
  entry('receiptFileRefused', ['receipt_file_refused'], [2102]),
  entry('optionRequired', ['option_required'], [2005]),
  entry('quantityLimit', ['over_limit']),
];

/** The known business error `error` is, if any. */
export function businessErrorOf(error: ApiError): BusinessError | undefined {
  if (typeof error.code === 'string' && error.code.trim() !== '') {
    const code = error.code.trim().toLowerCase();
    const byCode = BUSINESS_ERRORS.find((e) => e.codes.includes(code));
    if (byCode) return byCode;
  }
  const id = typeof error.id === 'number' ? error.id : typeof error.id === 'string' ? Number(error.id) : NaN;
  if (!Number.isFinite(id)) return undefined;
  return BUSINESS_ERRORS.find((e) => e.ids.includes(id));
}

/** True when `error` is the known business error named `name` (`errors.business.<name>`). */
export function isBusinessError(error: ApiError | undefined, name: string): boolean {
  return error !== undefined && businessErrorOf(error)?.messageId === `errors.business.${name}`;
}
