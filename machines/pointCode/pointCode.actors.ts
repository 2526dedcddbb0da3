/** Default actors of the points-code flow: typed stubs; the app provides the real ones (src/flows/pointCode/pointCode.live.ts). */
import { fromPromise } from 'xstate';
import type { LineClient } from '@/domain/line/clientLimits';
import type { PointCodeAnswer } from './pointCode.types';

export const pointCodeActors = {
  /** Inside LINE or not, the LINE version and OS (scanning needs LINE 11.6.0 or later). */
  detectClient: fromPromise<LineClient, void>(async () => {
    throw new Error('pointCode.detectClient is not provided');
  }),
  /** liff.scanCodeV2(): the value read, or null when the member closed the scanner. */
  scanCode: fromPromise<string | null, void>(async () => {
    throw new Error('pointCode.scanCode is not provided');
  }),
  /** POST /coupon/process with the codes and the attempt's tranId; rejects with an ApiError. */
  processCodes: fromPromise<PointCodeAnswer, { codes: string[]; tranId: string }>(async () => {
    throw new Error('pointCode.processCodes is not provided');
  }),
};
