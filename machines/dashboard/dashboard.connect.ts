/**
 * The dashboard's connect: snapshot + send → what the home dashboard shows (its content in its state) and
 * Retry. Pure like the chart. Every field is a primitive or a context reference, so `sameView` keeps the
 * first screen from re-rendering when nothing shown changed.
 */
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { DashboardContent } from '@/domain/dashboard/dashboard';
import type { dashboardMachine } from './dashboard.machine';
import {
  selectDashboardContent,
  selectDashboardError,
  selectDashboardSlow,
  selectDashboardStatus,
  type DashboardStatus,
} from './dashboard.selectors';
import type { DashboardEvent } from './dashboard.types';

type Snapshot = SnapshotFrom<typeof dashboardMachine>;
/** Sends one of the dashboard's events (the running actor's `send`). */
export type DashboardSend = (event: DashboardEvent) => void;

export interface DashboardConnectView {
  status: DashboardStatus;
  content?: DashboardContent;
  error?: ApiError;
  /** The read has run past REQUEST_SLOW. */
  slow: boolean;
  onRetry: () => void;
}

export function connect(snapshot: Snapshot, send: DashboardSend): DashboardConnectView {
  return {
    status: selectDashboardStatus(snapshot),
    content: selectDashboardContent(snapshot),
    error: selectDashboardError(snapshot),
    slow: selectDashboardSlow(snapshot),
    onRetry: () => send({ type: 'DASHBOARD.RETRY' }),
  };
}
