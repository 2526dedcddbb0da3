import { describe, expect, it } from 'vitest';
import {
  barcodeDrawing,
  checkBarcode,
  checkQr,
  gs1CheckDigit,
  QR_MAX_BYTES,
  renderErrorFromException,
  symbologyFor,
} from '@/domain/campaign/barcode';
import { defaultTab, formatCountdown, hidesTabs } from '@/domain/campaign/serial';

describe('barcode symbology rules (spec section 5)', () => {
  it('computes the GS1 check digit', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('1540014128876')).toBe(3);
  });
  it('EAN-13 takes 12 digits, or 13 with the right check digit', () => {
    expect(checkBarcode('400638133393', 'ean13')).toBeNull();
    expect(checkBarcode('4006381333931', 'ean13')).toBeNull();
    expect(checkBarcode('4006381333932', 'ean13')).toBe('invalidInput');
    expect(checkBarcode('40063813339', 'ean13')).toBe('invalidInput');
    expect(checkBarcode('40063813339311', 'ean13')).toBe('tooLong');
    expect(checkBarcode('SC-1234', 'ean13')).toBe('invalidInput');
  });
  it('EAN-8, UPC-A and ITF-14 follow their digit counts and check digits', () => {
    expect(checkBarcode('96385074', 'ean8')).toBeNull();
    expect(checkBarcode('96385075', 'ean8')).toBe('invalidInput');
    expect(checkBarcode('036000291452', 'upca')).toBeNull();
    expect(checkBarcode('036000291453', 'upca')).toBe('invalidInput');
    expect(checkBarcode('15400141288763', 'itf14')).toBeNull();
    expect(checkBarcode('15400141288764', 'itf14')).toBe('invalidInput');
  });
  it('Pharmacode is a number from 3 to 131070', () => {
    expect(checkBarcode('3', 'pharmacode')).toBeNull();
    expect(checkBarcode('131070', 'pharmacode')).toBeNull();
    expect(checkBarcode('2', 'pharmacode')).toBe('invalidInput');
    expect(checkBarcode('131071', 'pharmacode')).toBe('invalidInput');
  });
  it('Code 39 takes upper-case letters, digits and its symbols; Code 128 any ASCII up to its length', () => {
    expect(checkBarcode('SC-1234', 'code39')).toBeNull();
    expect(checkBarcode('sc-1234', 'code39')).toBe('invalidInput');
    expect(checkBarcode('SC-7H2K-91QX', 'code128')).toBeNull();
    expect(checkBarcode('รหัส', 'code128')).toBe('invalidInput');
    expect(checkBarcode('X'.repeat(49), 'code128')).toBe('tooLong');
  });
  it('QR codes overflow past the version-40 Q capacity', () => {
    expect(checkQr('SC-1')).toBeNull();
    expect(checkQr('x'.repeat(QR_MAX_BYTES + 1))).toBe('tooLong');
  });
  it('maps the serial type to its encoder; CODE_128, QR_CODE and none draw Code 128 bars', () => {
    expect(symbologyFor('CODE_128')).toBe('code128');
    expect(symbologyFor('QR_CODE')).toBe('code128');
    expect(symbologyFor('EAN_13')).toBe('ean13');
    expect(symbologyFor('PHARMACODE')).toBe('pharmacode');
  });
  it('a long serial (over 15 characters) draws with line width 1, else 2; height 100', () => {
    expect(barcodeDrawing('SC-7H2K-91QX', 'CODE_128')).toEqual({ symbology: 'code128', text: 'SC-7H2K-91QX', scaleX: 2, height: 100 });
    expect(barcodeDrawing('SC-7H2K-91QX-LONG-1', 'CODE_128').scaleX).toBe(1);
  });
  it('turns encoder exceptions into reasons', () => {
    expect(renderErrorFromException(new Error('The amount of data is too big to be stored in a QR Code'))).toBe('tooLong');
    expect(renderErrorFromException(new Error('bwipp.ean13badCheckDigit: Incorrect EAN-13 check digit provided'))).toBe('invalidInput');
    expect(renderErrorFromException(new Error('Canvas too small'))).toBe('canvasTooSmall');
  });
});

describe('serial display defaults (spec section 4)', () => {
  it('default tab: text when closed, barcode for linear types, else QR', () => {
    expect(defaultTab({ barcodeType: 'QR_CODE' }, 'active')).toBe('qr');
    expect(defaultTab({ barcodeType: 'none' }, 'active')).toBe('qr');
    expect(defaultTab({ barcodeType: 'CODE_128' }, 'active')).toBe('barcode');
    expect(defaultTab({ barcodeType: 'CODE_128' }, 'used')).toBe('text');
  });
  it('hides the tabs for type none with a privilege message', () => {
    expect(hidesTabs({ barcodeType: 'none', privilegeMessage: 'x' })).toBe(true);
    expect(hidesTabs({ barcodeType: 'none', privilegeMessage: ' ' })).toBe(false);
    expect(hidesTabs({ barcodeType: 'QR_CODE', privilegeMessage: 'x' })).toBe(false);
  });
  it('formats the countdown with a colon', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
});
