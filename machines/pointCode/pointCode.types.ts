import type { ApiError } from '@/domain/apiError';
import type { LineClient } from '@/domain/line/clientLimits';
import type { LineFeatureError } from '@/domain/line/featureErrors';
import type { PointCodeOutcome } from '@/domain/line/pointCodes';

/** The points-code flow needs no input: it reads where it runs first. */
export type PointCodeInput = Record<string, never> | undefined;

/** The platform's answer, read into what the member sees. */
export interface PointCodeAnswer {
  outcomes: PointCodeOutcome[];
  /** Unix seconds until which further codes are refused, or null. */
  banUntil: number | null;
}

export interface PointCodeContext {
  client: LineClient;
  /** What the member typed (kept through every failure). */
  text: string;
  /** Typed entries that are not codes (shown under the field). */
  invalid: string[];
  /** The codes of the current attempt. */
  codes: string[];
  tranId: string;
  answer: PointCodeAnswer | null;
  error: ApiError | null;
  scanError: LineFeatureError | null;
}

export type PointCodeEvent =
  | { type: 'CODE.CHANGED'; text: string }
  | { type: 'CODE.SUBMIT' }
  | { type: 'CODE.SCAN' }
  | { type: 'CODE.RETRY' }
  | { type: 'CODE.DISMISS' };
