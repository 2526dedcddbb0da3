import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { CampaignCategory, CampaignSummary } from '@/domain/campaign/campaign';
import type { rewardCatalogMachine } from './rewardCatalog.machine';

type Snapshot = SnapshotFrom<typeof rewardCatalogMachine>;

/** What the campaign list shows. */
export type CampaignListStatus = 'loading' | 'loaded' | 'empty' | 'failed';

export function selectCampaignListStatus(snapshot: Snapshot): CampaignListStatus {
  if (snapshot.matches({ campaigns: 'failed' }) || snapshot.matches({ campaigns: 'timedOut' })) return 'failed';
  if (snapshot.matches({ campaigns: 'empty' })) return 'empty';
  if (snapshot.matches({ campaigns: 'loaded' })) return 'loaded';
  return 'loading';
}

export type CategoryListStatus = 'loading' | 'loaded' | 'failed';

export function selectCategoryListStatus(snapshot: Snapshot): CategoryListStatus {
  if (snapshot.matches({ categories: 'failed' }) || snapshot.matches({ categories: 'timedOut' })) return 'failed';
  if (snapshot.matches({ categories: 'loaded' })) return 'loaded';
  return 'loading';
}

export const selectCategories = (snapshot: Snapshot): CampaignCategory[] => snapshot.context.categories;
export const selectCampaigns = (snapshot: Snapshot): CampaignSummary[] => snapshot.context.campaigns;
export const selectCategoryId = (snapshot: Snapshot): string | undefined => snapshot.context.categoryId;
export const selectCampaignsError = (snapshot: Snapshot): ApiError | undefined => snapshot.context.campaignsError;
export const selectIsLoadingMore = (snapshot: Snapshot): boolean => snapshot.hasTag('loadingMore');
export const selectLoadMoreFailed = (snapshot: Snapshot): boolean =>
  snapshot.matches({ campaigns: { loaded: 'moreFailed' } }) || snapshot.matches({ campaigns: { loaded: 'moreTimedOut' } });
/** The campaign list's first page has been loading for longer than REQUEST_SLOW. */
export const selectCampaignsSlow = (snapshot: Snapshot): boolean => snapshot.matches({ campaigns: { loading: 'slow' } });
/** The "load more" button is shown and enabled exactly when the machine accepts it. */
export const selectCanLoadMore = (snapshot: Snapshot): boolean => snapshot.can({ type: 'CATALOG.LOAD_MORE' });
