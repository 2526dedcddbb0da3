/**
 * The LINE sign-in connect: snapshot + send → what /linelogin shows (the ready, loading and error panel, the
 * sign-up form of a newcomer, or where to go once signed in) and the handlers that send the chart's events;
 * "Sign in with LINE" and Try again are enabled from snapshot.can. Pure like the chart, so the screen and
 * its replay share one mapping.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { registrationMachine } from '../registration/registration.machine';
import type { lineLoginMachine } from './lineLogin.machine';
import { selectCanRetry, selectCanStart, selectErrorMessage, selectView, type LineLoginView } from './lineLogin.selectors';
import type { LineLoginEvent, LineLoginMode } from './lineLogin.types';

type Snapshot = SnapshotFrom<typeof lineLoginMachine>;
/** Sends one of the LINE sign-in chart's events (the running actor's `send`). */
export type LineLoginSend = (event: LineLoginEvent) => void;

export interface LineLoginScreenView {
  /** Signed in: the deep link first asked for, and the welcome points of a sign-up in this attempt (else 0). */
  done?: { next: string; welcomePoints: number };
  /** A LINE user who is not yet a member: the sign-up chart to render. */
  signUp?: ActorRefFrom<typeof registrationMachine>;
  /** The page's panel (also shown while the sign-up form loads). */
  panel: {
    view: Exclude<LineLoginView, 'signingUp'>;
    mode: LineLoginMode;
    error: ReturnType<typeof selectErrorMessage>;
    canStart: boolean;
    canRetry: boolean;
    onStart: () => void;
    onRetry: () => void;
    onClose: () => void;
  };
}

export function connect(snapshot: Snapshot, send: LineLoginSend): LineLoginScreenView {
  const view = selectView(snapshot);
  const { context } = snapshot;
  return {
    done: view === 'done' ? { next: context.next, welcomePoints: context.welcomePoints } : undefined,
    signUp: view === 'signingUp' ? (snapshot.children.lineSignUp as ActorRefFrom<typeof registrationMachine> | undefined) : undefined,
    panel: {
      view: view === 'signingUp' ? 'loading' : view,
      mode: context.mode,
      error: selectErrorMessage(snapshot),
      canStart: selectCanStart(snapshot),
      canRetry: selectCanRetry(snapshot),
      onStart: () => send({ type: 'LINE.START' }),
      onRetry: () => send({ type: 'LINE.RETRY' }),
      onClose: () => send({ type: 'LINE.CLOSE' }),
    },
  };
}
