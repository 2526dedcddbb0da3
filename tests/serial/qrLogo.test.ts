// @vitest-environment node
/**
 * The logo in the middle of the serial's QR code (spec section 9: image size 0.4, error correction Q):
 * its size rule, and that codes of every serial length still decode with an independent decoder (jsQR)
 * when the logo square is drawn over them, dark disc and all.
 */
import fc from 'fast-check';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_DEFAULTS, qrLogoModules } from '@/domain/campaign/barcode';

const SCALE = 6;
const MARGIN = 4;

/** Renders the module matrix with the logo square (white with a dark disc) over its middle. */
function renderWithLogo(text: string, imageSize: number): { data: Uint8ClampedArray; width: number; side: number; count: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel });
  const count = qr.modules.size;
  const side = qrLogoModules(count, imageSize);
  const width = (count + 2 * MARGIN) * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const start = ((count - side) / 2 + MARGIN) * SCALE;
  const centre = start + (side * SCALE) / 2;
  const radius = side * SCALE * 0.42;
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inLogo = x >= start && x < start + side * SCALE && y >= start && y < start + side * SCALE;
      let dark: boolean;
      if (inLogo) dark = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2;
      else {
        const mx = Math.floor(x / SCALE) - MARGIN;
        const my = Math.floor(y / SCALE) - MARGIN;
        dark = mx >= 0 && my >= 0 && mx < count && my < count && qr.modules.get(my, mx) === 1;
      }
      if (dark) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, side, count };
}

describe('QR logo (section 9: image size 0.4)', () => {
  it('hides at most 0.4 of level Q’s recoverable share, centred on whole modules', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), (version) => {
      const count = 17 + 4 * version;
      const side = qrLogoModules(count);
      expect(side * side).toBeLessThanOrEqual(0.4 * 0.25 * count * count);
      expect((count - side) % 2).toBe(0);
      expect(side).toBeGreaterThan(0);
    }));
    expect(QR_DEFAULTS.imageSize).toBe(0.4);
  });

  it('serials of every length still decode with the logo drawn over the middle', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{4,60}$/), (serial) => {
        const { data, width, side } = renderWithLogo(serial, QR_DEFAULTS.imageSize);
        expect(side).toBeGreaterThan(0);
        expect(jsQR(data, width, width)?.data).toBe(serial);
      }),
      { numRuns: 40 },
    );
  });

  it('the test can fail: a logo far over the capacity makes the code unreadable', () => {
    const { data, width } = renderWithLogo('RWD-7Q2K-9XPL', 4);
    expect(jsQR(data, width, width)?.data).not.toBe('RWD-7Q2K-9XPL');
  });
});
