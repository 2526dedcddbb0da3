import type { LineFeatureError } from '@/domain/line/featureErrors';
import type { SubWindowStatus } from '@/domain/line/subWindow';

export interface SubWindowInput {
  mainLiffId: string;
  subLiffId: string;
  /** Data handed to the sub-window (for the consent sub-window: the permission asked for). */
  appData: Record<string, unknown>;
  /** Only the parent window may open a sub-window (spec section 6). */
  inParentWindow: boolean;
}

export interface SubWindowContext extends SubWindowInput {
  msit: string | null;
  mstChallenge: string | null;
  /** Failed waits for the result so far (network, 5xx, error status). */
  attempts: number;
  /** Set when a result arrived (spec section 4: "a status-updated flag"). */
  statusUpdated: boolean;
  status: SubWindowStatus | null;
  result: unknown;
  error: LineFeatureError | null;
}

/** What one wait for the result answered (the actor turns HTTP outcomes into this). */
export type WaitAnswer = { kind: 'result'; status: SubWindowStatus; result?: unknown } | { kind: 'pending' } | { kind: 'errorStatus' };

export type SubWindowEvent =
  | { type: 'WINDOW.OPENED'; msit: string; mstChallenge: string }
  | { type: 'WINDOW.BLOCKED' }
  | { type: 'WINDOW.FAILED'; error: LineFeatureError }
  | { type: 'WINDOW.CLOSED' };

export interface SubWindowOutput {
  status: SubWindowStatus;
  result: unknown;
  statusUpdated: boolean;
  error: LineFeatureError | null;
}
