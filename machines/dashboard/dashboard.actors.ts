import { notProvided } from '../shared/provided';
import type { DashboardContent } from '@/domain/dashboard/dashboard';

/**
 * The home dashboard, home menu category and home campaign list, each by the name the settings give it
 * (a list switched off in the settings is not read). Real implementation: src/flows/dashboard/dashboard.live.ts.
 */
export const loadDashboard = notProvided<DashboardContent, void>('dashboard.loadDashboard');
