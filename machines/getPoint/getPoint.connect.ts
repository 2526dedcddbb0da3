/**
 * The get-point button and dialog's connect: snapshot + send → whether the dialog is open, the uuid its QR
 * code shows, and the handlers that send the chart's events. Pure like the chart, so the screen, its replay
 * and the tests share one mapping of intents to events.
 */
import type { SnapshotFrom } from 'xstate';
import type { getPointMachine } from './getPoint.machine';
import type { GetPointEvent } from './getPoint.types';

/** Sends one of the get-point chart's events (the running actor's `send`). */
export type GetPointSend = (event: GetPointEvent) => void;

export interface GetPointView {
  /** "Collect points at the counter" opens the dialog. */
  onOpen: () => void;
  dialog: {
    open: boolean;
    /** The member's uuid for the QR code; none, no QR code. */
    uuid: string | null;
    onHistory: () => void;
    onClose: () => void;
  };
}

export function connect(snapshot: SnapshotFrom<typeof getPointMachine>, send: GetPointSend): GetPointView {
  return {
    onOpen: () => send({ type: 'GETPOINT.OPEN' }),
    dialog: {
      open: snapshot.matches('open'),
      uuid: snapshot.context.uuid,
      onHistory: () => send({ type: 'GETPOINT.HISTORY' }),
      onClose: () => send({ type: 'GETPOINT.CLOSE' }),
    },
  };
}
