/** QR code encoder (qrcode), loaded by dynamic import only when a serial's QR tab is drawn. */
import QRCode from 'qrcode';
import { QR_DEFAULTS, qrLogoModules } from '@/domain/campaign/barcode';

/** Quiet zone around the code, in modules. */
const MARGIN = 2;

/**
 * Draws `text` as a QR code `width` pixels wide, error correction Q, with the brand mark in the middle at
 * image size 0.4 (spec section 9). The mark is drawn, not loaded, so the canvas stays readable (no
 * cross-origin image) and no image host is needed under the Content-Security-Policy.
 */
export async function drawQr(canvas: HTMLCanvasElement, text: string, width: number): Promise<void> {
  await QRCode.toCanvas(canvas, text, { errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel, width, margin: MARGIN });
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const count = QRCode.create(text, { errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel }).modules.size;
  const side = qrLogoModules(count);
  if (side === 0) return;
  // The same module grid qrcode draws: scale from the asked width, the quiet zone rounded down.
  const scale = width / (count + 2 * MARGIN);
  drawBrandMark(ctx, Math.floor(MARGIN * scale) + ((count - side) / 2) * scale, side * scale);
}

/** The brand mark (the app icon: a green disc with a gold star) on a white square. */
function drawBrandMark(ctx: CanvasRenderingContext2D, start: number, size: number): void {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(start, start, size, size);
  const centre = start + size / 2;
  const radius = size * 0.42;
  ctx.fillStyle = '#0f5132';
  ctx.beginPath();
  ctx.arc(centre, centre, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#d4a017';
  ctx.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? radius * 0.7 : radius * 0.3;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = centre + r * Math.cos(angle);
    const y = centre + r * Math.sin(angle);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fill();
}
