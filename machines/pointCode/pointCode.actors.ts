/** Default actors of the points-code flow: typed stubs; the app provides the real ones (src/flows/pointCode/pointCode.live.ts). */
import { notProvided } from '../shared/provided';
import type { LineClient } from '@/domain/line/clientLimits';
import type { PointCodeAnswer } from './pointCode.types';

export const pointCodeActors = {
  /** Inside LINE or not, the LINE version and OS (scanning needs LINE 11.6.0 or later). */
  detectClient: notProvided<LineClient, void>('pointCode.detectClient'),
  /** liff.scanCodeV2(): the value read, or null when the member closed the scanner. */
  scanCode: notProvided<string | null, void>('pointCode.scanCode'),
  /** POST /coupon/process with the codes and the attempt's tranId; rejects with an ApiError. */
  processCodes: notProvided<PointCodeAnswer, { codes: string[]; tranId: string }>('pointCode.processCodes'),
};
