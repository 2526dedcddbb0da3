import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import type { favouritesMachine } from './favourites.machine';

type Snapshot = SnapshotFrom<typeof favouritesMachine>;

export interface FavouritesView {
  status: 'loading' | 'empty' | 'failed' | 'list';
  items: CampaignSummary[];
  slow: boolean;
  canLoadMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  removingId?: string;
  removeFailed: boolean;
  canRemove: boolean;
  error?: ApiError;
}

export function selectFavouritesView(snapshot: Snapshot): FavouritesView {
  const { items, error, removingId } = snapshot.context;
  const status = snapshot.matches('empty') ? 'empty' : snapshot.matches('failed') ? 'failed' : snapshot.matches('list') ? 'list' : 'loading';
  const removing = snapshot.matches({ list: 'removing' });
  return {
    status,
    items,
    slow: snapshot.hasTag('slow'),
    canLoadMore: snapshot.can({ type: 'FAVOURITES.LOAD_MORE' }),
    loadingMore: snapshot.matches({ list: 'loadingMore' }),
    moreFailed: snapshot.matches({ list: 'moreFailed' }),
    ...(removing && removingId ? { removingId } : {}),
    removeFailed: snapshot.matches({ list: 'removeFailed' }),
    // Enabled exactly when the chart accepts a removal (every listed campaign passes the same guard).
    canRemove: items[0] ? snapshot.can({ type: 'FAVOURITES.REMOVE', campaignId: items[0].id }) : false,
    ...(error ? { error } : {}),
  };
}
