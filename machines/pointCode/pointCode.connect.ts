/**
 * The points-code form's connect: snapshot + send → what the form shows (typed text, refused entries, the
 * result per code, the ban's end, the failures; Try again enabled from `snapshot.can`) and the handlers that
 * send the chart's events. Pure like the chart, so the screen, its replay and the tests share one mapping of
 * intents to events. The ban's end is a time; the screen formats it in the member's language.
 */
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { LineFeatureError } from '@/domain/line/featureErrors';
import type { PointCodeOutcome } from '@/domain/line/pointCodes';
import { scanOffered, type pointCodeMachine } from './pointCode.machine';
import type { PointCodeEvent } from './pointCode.types';

/** Sends one of the points-code chart's events (the running actor's `send`). */
export type PointCodeSend = (event: PointCodeEvent) => void;

export interface PointCodeView {
  text: string;
  /** Entries that are not codes ('' alone: nothing typed). */
  invalid: string[];
  sending: boolean;
  slow: boolean;
  /** Scanning is offered (inside LINE 11.6.0 or later). */
  scanOffered: boolean;
  /** The result per code of the last send. */
  outcomes: PointCodeOutcome[] | null;
  /** Epoch milliseconds until which further codes are refused, when banned. */
  bannedUntil: number | null;
  error: ApiError | null;
  scanError: LineFeatureError | null;
  canRetry: boolean;
  onChange: (text: string) => void;
  onSubmit: () => void;
  onScan: () => void;
  onRetry: () => void;
  /** Closes the failure, or the results of the last send. */
  onDismiss: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof pointCodeMachine>, send: PointCodeSend): PointCodeView {
  const { context } = snapshot;
  const banUntil = context.answer?.banUntil ?? null;
  return {
    text: context.text,
    invalid: context.invalid,
    sending: snapshot.hasTag('loading'),
    slow: snapshot.hasTag('slow'),
    scanOffered: scanOffered(context),
    outcomes: context.answer?.outcomes ?? null,
    bannedUntil: banUntil ? banUntil * 1000 : null,
    error: context.error,
    scanError: context.scanError,
    canRetry: snapshot.can({ type: 'CODE.RETRY' }),
    onChange: (text) => send({ type: 'CODE.CHANGED', text }),
    onSubmit: () => send({ type: 'CODE.SUBMIT' }),
    onScan: () => send({ type: 'CODE.SCAN' }),
    onRetry: () => send({ type: 'CODE.RETRY' }),
    onDismiss: () => send({ type: 'CODE.DISMISS' }),
  };
}
