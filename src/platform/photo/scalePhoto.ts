/**
 * Scaling a photo down in the browser before it is uploaded (createImageBitmap + canvas), shared by the
 * receipt upload (/collectpoint) and the profile picture (/profile/edit). A photo already within the long
 * side is sent as it is; the thumbnail is a data: URL (object URLs would need blob: in the
 * Content-Security-Policy).
 */
import type { ScaledPhoto } from '@machines/receiptUpload/receiptUpload.types';
import { RECEIPT_LONG_SIDE, scaledSize } from '@/domain/receipt/receiptFile';

/** Long side of the thumbnail shown next to a form. */
const PREVIEW_LONG_SIDE = 192;

function drawScaled(bitmap: ImageBitmap, longSide: number): HTMLCanvasElement {
  const size = scaledSize(bitmap.width, bitmap.height, longSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

/** Scales a jpeg or png to `longSide` px on its long side (default 640) and makes a small thumbnail. */
export async function scaleInBrowser(file: File, longSide: number = RECEIPT_LONG_SIDE): Promise<ScaledPhoto> {
  const bitmap = await createImageBitmap(file);
  try {
    const previewUrl = drawScaled(bitmap, PREVIEW_LONG_SIDE).toDataURL('image/jpeg', 0.7);
    const size = scaledSize(bitmap.width, bitmap.height, longSide);
    if (size.width === bitmap.width && size.height === bitmap.height) return { file, width: bitmap.width, height: bitmap.height, scaled: false, previewUrl };
    const canvas = drawScaled(bitmap, longSide);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Could not encode the photo'))), type, 0.85));
    return { file: blob, width: size.width, height: size.height, scaled: true, previewUrl };
  } finally {
    bitmap.close();
  }
}
