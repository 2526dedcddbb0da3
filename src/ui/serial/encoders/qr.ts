/** QR code encoder (qrcode), loaded by dynamic import only when a serial's QR tab is drawn. */
import QRCode from 'qrcode';
import { QR_DEFAULTS } from '@/domain/campaign/barcode';

/** Draws `text` as a QR code `width` pixels wide, error correction Q (spec section 9). */
export async function drawQr(canvas: HTMLCanvasElement, text: string, width: number): Promise<void> {
  await QRCode.toCanvas(canvas, text, { errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel, width, margin: 2 });
}
