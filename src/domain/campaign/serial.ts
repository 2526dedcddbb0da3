/**
 * Serial display rules (spec sections 4 "Serial states", 5 and 9): the long-serial rule, the
 * placeholder for expired or used codes, the privilege-message rule, and the copy confirmation time.
 */

/** Placeholder that replaces an expired or used code. */
export const SERIAL_PLACEHOLDER = 'XXXXXXXX';
/** A serial longer than this many characters is long. */
const LONG_SERIAL_LENGTH = 15;
/** How long the copy button shows its copied label, ms. */
export const COPY_CONFIRMATION_MS = 500;

/**
 * Barcode types of the serial model: CODE_128, QR_CODE or none (spec section 3), plus the other
 * symbologies whose digit and check-digit rules section 5 names (drawn by their own encoders).
 */
export type BarcodeType = 'CODE_128' | 'QR_CODE' | 'none' | 'EAN_13' | 'EAN_8' | 'UPC_A' | 'ITF_14' | 'CODE_39' | 'PHARMACODE';

/** Every barcode type the app understands; anything else is read as none. */
export const BARCODE_TYPES: readonly BarcodeType[] = ['CODE_128', 'QR_CODE', 'none', 'EAN_13', 'EAN_8', 'UPC_A', 'ITF_14', 'CODE_39', 'PHARMACODE'];

/** One-dimensional types: the barcode tab is the default for them (CODE_128 and the others). */
export function isLinearBarcode(type: BarcodeType): boolean {
  return type !== 'QR_CODE' && type !== 'none';
}

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
  /** The serial card: campaign image, name and points per unit, when known. */
  card?: SerialCard;
  /** Already used (history) or expired (history) when it is opened. */
  status?: SerialStatus;
}

/** The serial card of spec section 2: campaign image, campaign name, points per unit. */
export interface SerialCard {
  name: string;
  imageUrl?: string;
  pointPerUnit: number;
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

/**
 * The tab a serial opens on: the plain code when it is expired or used, the barcode for a linear
 * type (CODE_128 and the other one-dimensional symbologies), else the QR code.
 */
export function defaultTab(serial: Pick<Serial, 'barcodeType'>, status: SerialStatus): 'qr' | 'barcode' | 'text' {
  if (status !== 'active') return 'text';
  return isLinearBarcode(serial.barcodeType) ? 'barcode' : 'qr';
}

/** The tab selector is hidden when the barcode type is none and a privilege message exists. */
export function hidesTabs(serial: Pick<Serial, 'barcodeType' | 'privilegeMessage'>): boolean {
  return serial.barcodeType === 'none' && (serial.privilegeMessage ?? '').trim() !== '';
}

/** Seconds as m:ss (or h:mm:ss from an hour), the countdown's colon-separated form. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The serial chart's input after a redeem: the code with the campaign's card (image, name, points). */
export function serialInputFor(
  serial: Serial | undefined,
  campaign: { name: string; imageUrl?: string; pointPerUnit: number },
): { serial: Serial; source: 'campaign' } {
  const card: SerialCard = { name: campaign.name, pointPerUnit: campaign.pointPerUnit, ...(campaign.imageUrl ? { imageUrl: campaign.imageUrl } : {}) };
  const base: Serial = serial ?? { serial: '', barcodeType: 'none', showTimer: false, isNotAutoUse: true, redeemKey: '', redeemedAt: 0 };
  return { serial: { ...base, card }, source: 'campaign' };
}
