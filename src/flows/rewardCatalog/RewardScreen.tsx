/**
 * The reward page body for a running rewardCatalog actor: narrow selectors in, intents out. Split from
 * the route module so tests drive it with a machine provided with fake actors.
 */
import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
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
} from '@machines/rewardCatalog/rewardCatalog.selectors';
import type { ShortLocale } from '@/i18n/locale';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import type { ReactNode } from 'react';
import { RewardCatalogView } from './RewardCatalogView';

export interface RewardScreenProps {
  actor: ActorRefFrom<typeof rewardCatalogMachine>;
  locale: ShortLocale;
  /** A control for each card (the favourite heart). */
  renderCardAction?: (campaign: CampaignSummary) => ReactNode;
  /** The list sits below other content (the home dashboard): no card image is fetched eagerly. @default false */
  belowFold?: boolean;
}

/**
 * Tells the running catalogue the category of the URL whenever it changes (the machine ignores the same
 * category and cancels the request in flight for another). Used by the route and by the screen replays.
 */
export function useCategoryFromUrl(actor: RewardScreenProps['actor'], categoryId: string | undefined): void {
  useEffect(() => {
    actor.send({ type: 'CATALOG.CATEGORY_SELECTED', categoryId });
  }, [actor, categoryId]);
}

/** Re-renders only when what it shows has changed (not on the urgent pass that keeps the old list). */
const RewardCatalogViewMemo = memo(RewardCatalogView);

export function RewardScreen({ actor, locale, renderCardAction, belowFold }: RewardScreenProps) {
  const [now] = useState(() => Date.now());
  const status = useSelector(actor, selectCampaignListStatus);
  const categoryStatus = useSelector(actor, selectCategoryListStatus);
  const categories = useSelector(actor, selectCategories);
  const campaigns = useSelector(actor, selectCampaigns);
  const activeCategoryId = useSelector(actor, selectCategoryId);
  const canLoadMore = useSelector(actor, selectCanLoadMore);
  const loadingMore = useSelector(actor, selectIsLoadingMore);
  const loadMoreFailed = useSelector(actor, selectLoadMoreFailed);
  const slow = useSelector(actor, selectCampaignsSlow);
  const error = useSelector(actor, selectCampaignsError);
  const list = useMemo(
    () => ({ status, categoryStatus, categories, campaigns, activeCategoryId, canLoadMore, loadingMore, loadMoreFailed, slow, error }),
    [status, categoryStatus, categories, campaigns, activeCategoryId, canLoadMore, loadingMore, loadMoreFailed, slow, error],
  );
  // The chart's updates reach React through useSyncExternalStore, which renders them at once in one task;
  // twenty cards arriving made that task long (blocking time). The cards render from a deferred copy, which
  // React renders in slices that yield to the browser; the whole list changes at once, never half of it.
  const shown = useDeferredValue(list);
  const onRetry = useCallback(() => actor.send({ type: 'CATALOG.RETRY' }), [actor]);
  const onLoadMore = useCallback(() => actor.send({ type: 'CATALOG.LOAD_MORE' }), [actor]);
  return (
    <RewardCatalogViewMemo
      locale={locale}
      now={now}
      {...shown}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
      renderCardAction={renderCardAction}
      belowFold={belowFold}
    />
  );
}
