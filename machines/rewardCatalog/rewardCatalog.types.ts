import type { ApiError } from '@/domain/apiError';
import type { CampaignCategory, CampaignSummary } from '@/domain/campaign/campaign';
import type { Page } from '@machines/shared/pagedList';

/** Campaigns per page unless the input says otherwise (also what the start-up warm-up asks for). */
export const DEFAULT_PAGE_SIZE = 20;

/** Starts the catalogue on a category (from /reward/{catId}); no category shows every campaign. */
export interface RewardCatalogInput {
  categoryId?: string;
  /** Campaigns per page. @default 20 */
  pageSize?: number;
}

export interface RewardCatalogContext {
  /** Selected category; undefined = all campaigns. */
  categoryId?: string;
  pageSize: number;
  categories: CampaignCategory[];
  campaigns: CampaignSummary[];
  /** The last page was full, so another may exist. */
  hasMore: boolean;
  categoriesError?: ApiError;
  campaignsError?: ApiError;
}

/** One page of campaigns from loadCampaigns; its `hasMore` says the backend has more after it. */
export type CampaignPage = Page<CampaignSummary>;

export interface LoadCampaignsInput {
  categoryId?: string;
  /** Campaigns already shown (offset). */
  skip: number;
  top: number;
}

export type RewardCatalogEvent =
  | { type: 'CATALOG.CATEGORY_SELECTED'; categoryId?: string }
  | { type: 'CATALOG.RETRY' }
  | { type: 'CATALOG.LOAD_MORE' };

/** Tags the reward page reads. */
export type RewardCatalogTag = 'loading' | 'loadingMore' | 'slow';
