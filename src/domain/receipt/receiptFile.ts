/**
 * Receipt photo rules of spec section 5: 640x640 recommended, under 2 MB; accepted file types excel,
 * jpeg, png, svg, zip and pdf. A raster photo larger than the guidance is scaled down in the browser to
 * {@link RECEIPT_LONG_SIDE} px on its long side instead of being refused; whatever is still over
 * {@link RECEIPT_MAX_BYTES} (or of another type) is refused.
 */

/** Longest side, in pixels, a raster photo is scaled down to. */
export const RECEIPT_LONG_SIDE = 640;

/** Largest file accepted: 2 MB. */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;

/** The accepted kinds of file, by the words of spec section 5. */
export type ReceiptFileKind = 'jpeg' | 'png' | 'svg' | 'pdf' | 'excel' | 'zip';

const BY_MIME: Record<string, ReceiptFileKind> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/vnd.ms-excel': 'excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};

const BY_EXTENSION: Record<string, ReceiptFileKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  svg: 'svg',
  pdf: 'pdf',
  xls: 'excel',
  xlsx: 'excel',
  zip: 'zip',
};

/** The `accept` attribute of the file input: every accepted MIME type and extension. */
export const RECEIPT_ACCEPT = [...Object.keys(BY_MIME), ...Object.keys(BY_EXTENSION).map((ext) => `.${ext}`)].join(',');

/**
 * The kind of a file from its MIME type, falling back to its extension (some systems send an empty or
 * generic type for spreadsheets and archives); undefined when it is not accepted.
 */
export function receiptFileKind(file: { type: string; name: string }): ReceiptFileKind | undefined {
  const byMime = BY_MIME[file.type.toLowerCase()];
  if (byMime) return byMime;
  if (file.type && !/^application\/(octet-stream|x-unknown)?$/.test(file.type.toLowerCase())) return undefined;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext ? BY_EXTENSION[ext] : undefined;
}

/** True for the raster photos the browser can scale down (jpeg and png). */
export function isScalable(kind: ReceiptFileKind | undefined): boolean {
  return kind === 'jpeg' || kind === 'png';
}

/** Width and height that fit `longSide` on the long side, keeping the ratio; never upscales. */
export function scaledSize(width: number, height: number, longSide: number = RECEIPT_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= longSide || long <= 0) return { width, height };
  const ratio = longSide / long;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** Why a chosen file is refused, as a message-id suffix; undefined when it is fine. */
export type ReceiptFileProblem = 'type' | 'tooLarge';

export function receiptFileProblem(file: { type: string; name: string; size: number }): ReceiptFileProblem | undefined {
  if (!receiptFileKind(file)) return 'type';
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  return undefined;
}
