/**
 * Decodes what the app drew, with decoders that are not the encoders: jsQR for QR codes and ZXing for
 * one-dimensional barcodes (and QR as a second opinion). The drawn canvas is copied onto a larger
 * white canvas (a quiet zone) and its pixels are handed to the decoder inside the page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const jsqrPath = require.resolve('jsqr/dist/jsQR.js');
const zxingPath = require.resolve('@zxing/library/umd/index.min.js');

async function inject(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'jsQR' in window && 'ZXing' in window);
  if (loaded) return;
  // Evaluated rather than added as <script> elements: the page runs under the app's Content-Security-Policy,
  // which refuses inline scripts (and every e2e test fails on a violation); Playwright's evaluate is exempt.
  await page.evaluate(readFileSync(jsqrPath, 'utf8'));
  await page.evaluate(readFileSync(zxingPath, 'utf8'));
}

/** Decodes the QR code drawn on `canvas` with jsQR; null when nothing decodes. */
export async function decodeQr(page: Page, canvas: Locator): Promise<string | null> {
  await inject(page);
  return canvas.evaluate((el) => {
    const source = el as HTMLCanvasElement;
    const margin = 40;
    const board = document.createElement('canvas');
    board.width = source.width + 2 * margin;
    board.height = source.height + 2 * margin;
    const ctx = board.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, board.width, board.height);
    ctx.drawImage(source, margin, margin);
    const image = ctx.getImageData(0, 0, board.width, board.height);
    const jsQR = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR;
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  });
}

/** Decodes the barcode (any format ZXing knows) drawn on `canvas`; returns the text and format name. */
export async function decodeBarcode(page: Page, canvas: Locator): Promise<{ text: string; format: string } | null> {
  await inject(page);
  return canvas.evaluate((el) => {
    const source = el as HTMLCanvasElement;
    const margin = 40;
    const board = document.createElement('canvas');
    board.width = source.width + 2 * margin;
    board.height = source.height + 2 * margin;
    const ctx = board.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, board.width, board.height);
    ctx.drawImage(source, margin, margin);
    const { data, width, height } = ctx.getImageData(0, 0, board.width, board.height);
    const luminances = new Uint8ClampedArray(width * height);
    for (let i = 0; i < width * height; i += 1) {
      luminances[i] = Math.round((data[i * 4]! * 299 + data[i * 4 + 1]! * 587 + data[i * 4 + 2]! * 114) / 1000);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ZXing = (window as any).ZXing;
    const luminance = new ZXing.RGBLuminanceSource(luminances, width, height);
    const bitmap = new ZXing.BinaryBitmap(new ZXing.HybridBinarizer(luminance));
    const hints = new Map();
    hints.set(ZXing.DecodeHintType.TRY_HARDER, true);
    const reader = new ZXing.MultiFormatReader();
    reader.setHints(hints);
    try {
      const result = reader.decode(bitmap);
      return { text: result.getText() as string, format: ZXing.BarcodeFormat[result.getBarcodeFormat()] as string };
    } catch {
      return null;
    }
  });
}
