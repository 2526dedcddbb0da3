/** The ean13 encoder of bwip-js (named import, so only this symbology is bundled), loaded on demand. */
import { ean13 } from 'bwip-js/browser';
import type { BarcodeDrawing } from '@/domain/campaign/barcode';
import { bwipOptions } from './options';

export function draw(canvas: HTMLCanvasElement, drawing: BarcodeDrawing): void {
  ean13(canvas, bwipOptions('ean13', drawing));
}
