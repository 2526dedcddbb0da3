/**
 * The reward catalogue's connect: snapshot + send → what the reward page shows (categories, the campaign list
 * in its state, load more) and the handlers that send the chart's events. Pure like the chart, so the screen,
 * its replay and tests share one mapping. Every field is a primitive or a context reference, so `sameView`
 * keeps a screen from re-rendering when nothing shown changed.
 */
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { CampaignCategory, CampaignSummary } from '@/domain/campaign/campaign';
import type { rewardCatalogMachine } from './rewardCatalog.machine';
import {
  selectCampaignListStatus,
  selectCampaigns,
  selectCampaignsError,
  selectCampaignsSlow,
  selectCanLoadMore,
  selectCategories,
  selectCategoryId,
  selectCategoryListStatus,
  selectIsLoadingMore,
  selectLoadMoreFailed,
  type CampaignListStatus,
  type CategoryListStatus,
} from './rewardCatalog.selectors';
import type { RewardCatalogEvent } from './rewardCatalog.types';

type Snapshot = SnapshotFrom<typeof rewardCatalogMachine>;
/** Sends one of the catalogue's events (the running actor's `send`). */
export type RewardCatalogSend = (event: RewardCatalogEvent) => void;

export interface RewardCatalogView {
  status: CampaignListStatus;
  categoryStatus: CategoryListStatus;
  categories: CampaignCategory[];
  campaigns: CampaignSummary[];
  /** The selected category; undefined = every campaign. */
  activeCategoryId?: string;
  /** Load more is shown and enabled (the chart accepts CATALOG.LOAD_MORE). */
  canLoadMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** The first page has been loading past REQUEST_SLOW. */
  slow: boolean;
  /** Why the list failed or timed out. */
  error?: ApiError;
  /** Retries what failed: the categories, the first page or the next page. */
  onRetry: () => void;
  onLoadMore: () => void;
}

export function connect(snapshot: Snapshot, send: RewardCatalogSend): RewardCatalogView {
  return {
    status: selectCampaignListStatus(snapshot),
    categoryStatus: selectCategoryListStatus(snapshot),
    categories: selectCategories(snapshot),
    campaigns: selectCampaigns(snapshot),
    activeCategoryId: selectCategoryId(snapshot),
    canLoadMore: selectCanLoadMore(snapshot),
    loadingMore: selectIsLoadingMore(snapshot),
    loadMoreFailed: selectLoadMoreFailed(snapshot),
    slow: selectCampaignsSlow(snapshot),
    error: selectCampaignsError(snapshot),
    onRetry: () => send({ type: 'CATALOG.RETRY' }),
    onLoadMore: () => send({ type: 'CATALOG.LOAD_MORE' }),
  };
}

/** The category of the URL, told to the chart (the route and the screen replays send it on every change). */
export const categorySelected = (categoryId: string | undefined): RewardCatalogEvent => ({ type: 'CATALOG.CATEGORY_SELECTED', categoryId });
