import type { SnapshotFrom } from 'xstate';
import type { DashboardContent } from '@/domain/dashboard/dashboard';
import type { dashboardMachine } from './dashboard.machine';

type Snapshot = SnapshotFrom<typeof dashboardMachine>;

export type DashboardStatus = 'loading' | 'shown' | 'empty' | 'failed';

export function selectDashboardStatus(snapshot: Snapshot): DashboardStatus {
  if (snapshot.matches('shown')) return 'shown';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

export const selectDashboardContent = (snapshot: Snapshot): DashboardContent | undefined => snapshot.context.content;
export const selectDashboardSlow = (snapshot: Snapshot): boolean => snapshot.hasTag('slow');
export const selectDashboardError = (snapshot: Snapshot) => snapshot.context.error;

/**
 * The content has settled (shown, empty or failed), or its read is slow: what sits below the dashboard may
 * show now. Showing it earlier would let the arriving content push it down the screen (a layout shift on /).
 */
export const selectDashboardSettled = (snapshot: Snapshot): boolean => selectDashboardStatus(snapshot) !== 'loading' || selectDashboardSlow(snapshot);
