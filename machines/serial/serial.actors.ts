import { notProvided } from '../shared/provided';
import type { MarkUsedInput } from './serial.types';

/** POST /redeem/{redeemKey}/arrange (mark as used). Real implementation: src/flows/serial/serial.live.ts. */
export const markUsed = notProvided<void, MarkUsedInput>('serial.markUsed');

/** Copies the code text to the clipboard (the app provides navigator.clipboard). */
export const copyText = notProvided<void, { text: string }>('serial.copyText');
