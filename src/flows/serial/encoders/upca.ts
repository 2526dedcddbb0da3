/** The upca encoder of bwip-js (named import, so only this symbology is bundled), loaded on demand. */
import { upca } from 'bwip-js/browser';
import type { BarcodeDrawing } from '@/domain/campaign/barcode';
import { bwipOptions } from './options';

export function draw(canvas: HTMLCanvasElement, drawing: BarcodeDrawing): void {
  upca(canvas, bwipOptions('upca', drawing));
}
