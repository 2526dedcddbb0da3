import type { ApiError } from '@/domain/apiError';
import type { DashboardContent } from '@/domain/dashboard/dashboard';

export interface DashboardContext {
  content?: DashboardContent;
  error?: ApiError;
}

export type DashboardEvent = { type: 'DASHBOARD.RETRY' };

export type DashboardTag = 'loading' | 'slow';
