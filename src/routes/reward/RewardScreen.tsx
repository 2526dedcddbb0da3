/**
 * The reward page body for a running rewardCatalog actor: narrow selectors in, intents out. Split from
 * the route module so tests drive it with a machine provided with fake actors.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
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
import { RewardCatalogView } from '@/ui/reward/RewardCatalogView';

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
  return (
    <RewardCatalogView
      locale={locale}
      now={now}
      categories={categories}
      categoryStatus={categoryStatus}
      activeCategoryId={activeCategoryId}
      status={status}
      campaigns={campaigns}
      canLoadMore={canLoadMore}
      loadingMore={loadingMore}
      loadMoreFailed={loadMoreFailed}
      slow={slow}
      error={error}
      onRetry={() => actor.send({ type: 'CATALOG.RETRY' })}
      onLoadMore={() => actor.send({ type: 'CATALOG.LOAD_MORE' })}
      renderCardAction={renderCardAction}
      belowFold={belowFold}
    />
  );
}
