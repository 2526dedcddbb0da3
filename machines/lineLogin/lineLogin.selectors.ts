/** Snapshot → view data for the /linelogin route. */
import type { SnapshotFrom } from 'xstate';
import { describeLineLoginError } from '@/domain/line/sdkErrors';
import type { lineLoginMachine } from './lineLogin.machine';

type LineLoginSnapshot = SnapshotFrom<typeof lineLoginMachine>;

/** What the page shows. */
export type LineLoginView = 'ready' | 'loading' | 'error' | 'done' | 'signingUp';

export function selectView(snapshot: LineLoginSnapshot): LineLoginView {
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('signingUp')) return 'signingUp';
  if (snapshot.hasTag('done')) return 'done';
  if (snapshot.hasTag('startable')) return 'ready';
  return 'loading';
}

/** Message ids and values for the error panel, or null. */
export function selectErrorMessage(snapshot: LineLoginSnapshot) {
  return snapshot.context.error ? describeLineLoginError(snapshot.context.error) : null;
}

/** "Sign in with LINE" is enabled. */
export function selectCanStart(snapshot: LineLoginSnapshot): boolean {
  return snapshot.can({ type: 'LINE.START' });
}

/** "Try again" is enabled. */
export function selectCanRetry(snapshot: LineLoginSnapshot): boolean {
  return snapshot.can({ type: 'LINE.RETRY' });
}
