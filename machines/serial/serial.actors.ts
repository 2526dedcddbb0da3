import { fromPromise } from 'xstate';
import type { MarkUsedInput } from './serial.types';

/** POST /redeem/{redeemKey}/arrange (mark as used). Real implementation: src/flows/serial/serial.live.ts. */
export const markUsed = fromPromise<void, MarkUsedInput>(async () => {
  throw new Error('serial.markUsed is not provided');
});

/** Copies the code text to the clipboard (the app provides navigator.clipboard). */
export const copyText = fromPromise<void, { text: string }>(async () => {
  throw new Error('serial.copyText is not provided');
});
