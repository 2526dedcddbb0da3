/**
 * The welcome-point dialog's connect: snapshot + send → whether the dialog shows, the points it shows, and OK
 * sending the chart's event. Pure like the chart, so the dialog and its screen replay share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { WelcomePointMachine } from './welcomePoint.machine';
import type { WelcomePointEvent } from './welcomePoint.types';

/** Sends one of the welcome-point chart's events (the running actor's `send`). */
export type WelcomePointSend = (event: WelcomePointEvent) => void;

export interface WelcomePointView {
  open: boolean;
  /** The welcome points granted on sign-up. */
  points: number;
  onOk: () => void;
}

export function connect(snapshot: SnapshotFrom<WelcomePointMachine>, send: WelcomePointSend): WelcomePointView {
  return {
    open: snapshot.matches('showing'),
    points: snapshot.context.points,
    onOk: () => send({ type: 'WELCOME.OK' }),
  };
}
