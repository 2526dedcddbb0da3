/** bwip-js options shared by the named barcode encoders. */
import type { BarcodeDrawing } from '@/domain/campaign/barcode';

/** bwip-js measures bar height in millimetres at 72 dpi. */
const PX_PER_MM = 72 / 25.4;

export function bwipOptions(bcid: string, drawing: BarcodeDrawing) {
  return {
    bcid,
    text: drawing.text,
    scaleX: drawing.scaleX,
    scaleY: 1,
    height: drawing.height / PX_PER_MM,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
    includetext: false,
  };
}
