/** The code128 encoder of bwip-js (named import, so only this symbology is bundled), loaded on demand. */
import { code128 } from 'bwip-js/browser';
import type { BarcodeDrawing } from '@/domain/campaign/barcode';
import { bwipOptions } from './options';

export function draw(canvas: HTMLCanvasElement, drawing: BarcodeDrawing): void {
  code128(canvas, bwipOptions('code128', drawing));
}
