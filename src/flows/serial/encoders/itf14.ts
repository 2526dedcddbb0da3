/** The itf14 encoder of bwip-js (named import, so only this symbology is bundled), loaded on demand. */
import { itf14 } from 'bwip-js/browser';
import type { BarcodeDrawing } from '@/domain/campaign/barcode';
import { bwipOptions } from './options';

export function draw(canvas: HTMLCanvasElement, drawing: BarcodeDrawing): void {
  itf14(canvas, bwipOptions('itf14', drawing));
}
