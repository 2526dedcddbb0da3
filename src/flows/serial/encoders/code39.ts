/** The code39 encoder of bwip-js (named import, so only this symbology is bundled), loaded on demand. */
import { code39 } from 'bwip-js/browser';
import type { BarcodeDrawing } from '@/domain/campaign/barcode';
import { bwipOptions } from './options';

export function draw(canvas: HTMLCanvasElement, drawing: BarcodeDrawing): void {
  code39(canvas, bwipOptions('code39', drawing));
}
