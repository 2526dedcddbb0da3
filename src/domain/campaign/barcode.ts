/**
 * Barcode and QR code rules of the serial display (spec sections 4 "Serial states", 5 "barcode
 * symbologies have digit-count and check-digit rules", 8 "Barcode and QR rendering errors", 9 "QR
 * defaults", "Serial defaults", "Long serial"). Pure: the serial view checks a code with these rules
 * before it asks an encoder to draw it, so an invalid code becomes a translated message and the text tab
 * instead of a blank box or an encoder's English exception.
 */
import { barcodeLineWidth, type BarcodeType } from './serial';

/** The tabs of the serial display. */
export type SerialTab = 'qr' | 'barcode' | 'text';

/** Why a code could not be drawn (spec section 8's rendering errors). */
export type RenderErrorReason = 'invalidInput' | 'tooLong' | 'unsupported' | 'noElement' | 'canvasTooSmall';

/** The one-dimensional symbologies the barcode tab draws, each with its own bwip-js named encoder. */
export type Symbology = 'code128' | 'ean13' | 'ean8' | 'upca' | 'itf14' | 'code39' | 'pharmacode';

/** QR code defaults: 300×300, error correction Q, logo image size 0.4; 160 wide in the serial dialog. */
export const QR_DEFAULTS = { width: 300, dialogWidth: 160, errorCorrectionLevel: 'Q', imageSize: 0.4 } as const;

/** Share of a QR code's codewords each error-correction level can restore. */
const QR_RECOVERY = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 } as const;

/**
 * Side, in modules, of the logo square in the middle of a QR code (spec section 9 "image size 0.4"). The
 * image size is the share of the level's recovery capacity the logo may hide (as QR styling libraries
 * read it), so 0.4 at level Q hides at most 10 % of the modules and the code still decodes. The side has
 * the parity of the module count, so the square sits on whole modules around the centre.
 */
export function qrLogoModules(
  moduleCount: number,
  imageSize: number = QR_DEFAULTS.imageSize,
  level: keyof typeof QR_RECOVERY = QR_DEFAULTS.errorCorrectionLevel,
): number {
  const hidden = Math.floor(imageSize * QR_RECOVERY[level] * moduleCount * moduleCount);
  let side = Math.floor(Math.sqrt(hidden));
  if ((moduleCount - side) % 2 !== 0) side -= 1;
  return Math.max(0, side);
}
/** Barcode height in pixels (spec "Serial defaults"). */
const BARCODE_HEIGHT = 100;
/** Longest code the barcode tab draws as Code 128 before it is "too long" for a phone-width bar. */
const CODE128_MAX_LENGTH = 48;
/** Byte capacity of a version-40 QR code at error correction Q. */
export const QR_MAX_BYTES = 1663;
/** Pharmacode's valid range (spec section 5). */
const PHARMACODE_RANGE = { min: 3, max: 131_070 } as const;

/** The symbology the barcode tab uses for a serial's barcode type (Code 128 when the type names none). */
export function symbologyFor(type: BarcodeType): Symbology {
  switch (type) {
    case 'EAN_13':
      return 'ean13';
    case 'EAN_8':
      return 'ean8';
    case 'UPC_A':
      return 'upca';
    case 'ITF_14':
      return 'itf14';
    case 'CODE_39':
      return 'code39';
    case 'PHARMACODE':
      return 'pharmacode';
    default:
      return 'code128';
  }
}

/** GS1 mod-10 check digit of the digits before it (EAN, UPC, ITF-14). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A fixed-length GS1 number: `length - 1` digits (the check digit is added) or `length` with a valid one. */
function checkGs1(code: string, length: number): RenderErrorReason | null {
  if (!/^\d+$/.test(code)) return 'invalidInput';
  if (code.length === length - 1) return null;
  if (code.length !== length) return code.length > length ? 'tooLong' : 'invalidInput';
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1)) ? null : 'invalidInput';
}

/** Null when `code` can be drawn in `symbology`, else why not. */
export function checkBarcode(code: string, symbology: Symbology): RenderErrorReason | null {
  switch (symbology) {
    case 'ean13':
      return checkGs1(code, 13);
    case 'ean8':
      return checkGs1(code, 8);
    case 'upca':
      return checkGs1(code, 12);
    case 'itf14':
      return checkGs1(code, 14);
    case 'code39':
      if (!/^[0-9A-Z \-.$/+%]+$/.test(code)) return 'invalidInput';
      return code.length > 43 ? 'tooLong' : null;
    case 'pharmacode': {
      if (!/^\d+$/.test(code)) return 'invalidInput';
      const n = Number(code);
      return n >= PHARMACODE_RANGE.min && n <= PHARMACODE_RANGE.max ? null : 'invalidInput';
    }
    case 'code128':
      // Code 128 encodes ASCII 0–127 (code sets A, B and C).
      // eslint-disable-next-line no-control-regex
      if (code === '' || !/^[\x00-\x7f]+$/.test(code)) return 'invalidInput';
      return code.length > CODE128_MAX_LENGTH ? 'tooLong' : null;
  }
}

/** Null when `code` fits a QR code at error correction Q, else why not. */
export function checkQr(code: string): RenderErrorReason | null {
  if (code === '') return 'invalidInput';
  return new TextEncoder().encode(code).length > QR_MAX_BYTES ? 'tooLong' : null;
}

/** What the barcode encoder is asked to draw. */
export interface BarcodeDrawing {
  symbology: Symbology;
  text: string;
  /** Module (line) width: 2, or 1 for a long serial. */
  scaleX: 1 | 2;
  /** Bar height in pixels. */
  height: number;
}

/** The drawing of a serial's barcode, with the long-serial rule applied. */
export function barcodeDrawing(code: string, type: BarcodeType): BarcodeDrawing {
  return { symbology: symbologyFor(type), text: code, scaleX: barcodeLineWidth(code), height: BARCODE_HEIGHT };
}

/**
 * Maps an encoder's exception to a reason: bwip-js throws "bwipp.<name>..." messages, qrcode throws
 * "The amount of data is too big..." and canvas errors; anything unknown counts as invalid input.
 */
export function renderErrorFromException(error: unknown): RenderErrorReason {
  const message = error instanceof Error ? error.message : String(error);
  if (/too big|overflow|too long|length/i.test(message)) return 'tooLong';
  if (/not supported|unsupported/i.test(message)) return 'unsupported';
  if (/no element|not a canvas|getContext/i.test(message)) return 'noElement';
  if (/too small/i.test(message)) return 'canvasTooSmall';
  return 'invalidInput';
}
