import { fromPromise } from 'xstate';
import type { DashboardContent } from '@/domain/dashboard/dashboard';

/**
 * The home dashboard, home menu category and home campaign list, each by the name the settings give it
 * (a list switched off in the settings is not read). Real implementation: src/flows/dashboard/dashboard.live.ts.
 */
export const loadDashboard = fromPromise<DashboardContent, void>(async () => {
  throw new Error('dashboard.loadDashboard is not provided');
});
