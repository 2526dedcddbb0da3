import { describe, expect, it } from 'vitest';
import { barcodeLineWidth, displayedCode, isLongSerial, privilegeHtml, SERIAL_PLACEHOLDER } from '@/domain/campaign/serial';

describe('serial display rules', () => {
  it('a serial over 15 characters is long (thinner barcode line)', () => {
    expect(isLongSerial('123456789012345')).toBe(false);
    expect(isLongSerial('1234567890123456')).toBe(true);
    expect(barcodeLineWidth('1234567890123456')).toBe(1);
    expect(barcodeLineWidth('SC-1234')).toBe(2);
  });
  it('expired or used codes show the placeholder', () => {
    expect(displayedCode('SC-1234', 'active')).toBe('SC-1234');
    expect(displayedCode('SC-1234', 'expired')).toBe(SERIAL_PLACEHOLDER);
    expect(displayedCode('SC-1234', 'used')).toBe('XXXXXXXX');
  });
  it('privilege message as HTML only when non-empty and not a link', () => {
    expect(privilegeHtml({ privilegeMessage: '<p>Show it</p>' })).toBe('<p>Show it</p>');
    expect(privilegeHtml({ privilegeMessage: 'https://x.test', privilegeMessageFormat: 'link' })).toBeNull();
    expect(privilegeHtml({ privilegeMessage: ' ' })).toBeNull();
  });
});
