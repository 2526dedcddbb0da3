/** The ean8 encoder of bwip-js (named import, so only this symbology is bundled), loaded on demand. */
import { ean8 } from 'bwip-js/browser';
import type { BarcodeDrawing } from '@/domain/campaign/barcode';
import { bwipOptions } from './options';

export function draw(canvas: HTMLCanvasElement, drawing: BarcodeDrawing): void {
  ean8(canvas, bwipOptions('ean8', drawing));
}
