/**
 * Serial display rules (spec sections 4 "Serial states", 5 and 9): the long-serial rule, the
 * placeholder for expired or used codes, the privilege-message rule, and the copy confirmation time.
 */

/** Placeholder that replaces an expired or used code. */
export const SERIAL_PLACEHOLDER = 'XXXXXXXX';
/** A serial longer than this many characters is long. */
export const LONG_SERIAL_LENGTH = 15;
/** How long the copy button shows its copied label, ms. */
export const COPY_CONFIRMATION_MS = 500;

/** Barcode types of the serial model. */
export type BarcodeType = 'CODE_128' | 'QR_CODE' | 'none';

/** The serial returned by a redeem, as the app uses it (spec section 3 "Serial model"). */
export interface Serial {
  /** Code text. */
  serial: string;
  barcodeType: BarcodeType;
  privilegeMessage?: string;
  privilegeMessageFormat?: string;
  /** Seconds until the code expires, when it counts down. */
  expireIn?: number;
  showTimer: boolean;
  isNotAutoUse: boolean;
  redeemKey: string;
  /** Redeem-on date (server clock at redeem), epoch ms. */
  redeemedAt: number;
  /** Voucher expiry, epoch ms. */
  voucherExpiresAt?: number;
}

export type SerialStatus = 'active' | 'expired' | 'used';

/** True when the code is longer than 15 characters (smaller font, thinner barcode line). */
export function isLongSerial(code: string): boolean {
  return code.length > LONG_SERIAL_LENGTH;
}

/** Barcode line width: 2, or 1 for a long serial. */
export function barcodeLineWidth(code: string): 1 | 2 {
  return isLongSerial(code) ? 1 : 2;
}

/** The code to show: the placeholder when the code is expired or used. */
export function displayedCode(code: string, status: SerialStatus): string {
  return status === 'active' ? code : SERIAL_PLACEHOLDER;
}

/**
 * The privilege message is shown as HTML only when non-empty and its format is not `link`;
 * otherwise (null) the default "show this code at the shop" message appears.
 */
export function privilegeHtml(serial: Pick<Serial, 'privilegeMessage' | 'privilegeMessageFormat'>): string | null {
  const message = (serial.privilegeMessage ?? '').trim();
  if (message === '' || serial.privilegeMessageFormat === 'link') return null;
  return message;
}
