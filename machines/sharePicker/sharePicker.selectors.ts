/** Snapshot → what the share control shows. */
import type { SnapshotFrom } from 'xstate';
import type { LineFeatureError } from '@/domain/line/featureErrors';
import type { sharePickerMachine } from './sharePicker.machine';

export type SharePickerSnapshot = SnapshotFrom<typeof sharePickerMachine>;

export type ShareView =
  | { kind: 'idle' }
  | { kind: 'busy'; where: 'picker' | 'permission' | 'window' | 'device' }
  | { kind: 'shared' }
  | { kind: 'cancelled' }
  | { kind: 'linkCopied' }
  | { kind: 'error'; error: LineFeatureError };

export function selectShareView(snapshot: SharePickerSnapshot): ShareView {
  if (snapshot.matches('picking')) return { kind: 'busy', where: 'picker' };
  if (snapshot.matches('askingPermission')) return { kind: 'busy', where: 'permission' };
  if (snapshot.matches('window')) return { kind: 'busy', where: 'window' };
  if (snapshot.matches('sharingOnDevice') || snapshot.matches('copyingLink')) return { kind: 'busy', where: 'device' };
  if (snapshot.matches('shared')) return { kind: 'shared' };
  if (snapshot.matches('cancelled')) return { kind: 'cancelled' };
  if (snapshot.matches('linkCopied')) return { kind: 'linkCopied' };
  if (snapshot.context.error && (snapshot.matches('failed') || snapshot.matches('unavailable') || snapshot.matches('timedOut'))) {
    return { kind: 'error', error: snapshot.context.error };
  }
  return { kind: 'idle' };
}
