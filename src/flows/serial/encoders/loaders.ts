/**
 * Loaders of the serial's code drawings. Each is a dynamic import, so the QR code library and each
 * barcode symbology become their own chunks that load only when a serial is shown on that tab
 * (toolchain: importing bwip-js's generic entry pulls in every symbology).
 */
import type { BarcodeDrawing, Symbology } from '@/domain/campaign/barcode';

type DrawBarcode = (canvas: HTMLCanvasElement, drawing: BarcodeDrawing) => void;

const barcodeLoaders: Record<Symbology, () => Promise<{ draw: DrawBarcode }>> = {
  code128: () => import('./code128'),
  ean13: () => import('./ean13'),
  ean8: () => import('./ean8'),
  upca: () => import('./upca'),
  itf14: () => import('./itf14'),
  code39: () => import('./code39'),
  pharmacode: () => import('./pharmacode'),
};

export async function drawBarcode(canvas: HTMLCanvasElement, drawing: BarcodeDrawing): Promise<void> {
  const { draw } = await barcodeLoaders[drawing.symbology]();
  draw(canvas, drawing);
}

export async function drawQr(canvas: HTMLCanvasElement, text: string, width: number): Promise<void> {
  const qr = await import('./qr');
  await qr.drawQr(canvas, text, width);
}
