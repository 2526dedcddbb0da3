/**
 * The reward page body for a running rewardCatalog actor: the connect's view in, its handlers out. Split
 * from the route module so tests drive it with a machine provided with fake actors.
 */
import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue, useEffect, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import { categorySelected, connect, type RewardCatalogSend } from '@machines/rewardCatalog/rewardCatalog.connect';
import { sameView } from '@machines/shared/sameView';
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
    actor.send(categorySelected(categoryId));
  }, [actor, categoryId]);
}

/** Re-renders only when what it shows has changed (not on the urgent pass that keeps the old list). */
const RewardCatalogViewMemo = memo(RewardCatalogView);

export function RewardScreen({ actor, locale, renderCardAction, belowFold }: RewardScreenProps) {
  const [now] = useState(() => Date.now());
  const send = useCallback<RewardCatalogSend>((event) => actor.send(event), [actor]);
  // The connect's view, selected whole: a snapshot that changes nothing shown keeps the same view (sameView).
  // A stable selector: a render that no snapshot caused does not run connect again.
  const select = useCallback((snapshot: SnapshotFrom<typeof rewardCatalogMachine>) => connect(snapshot, send), [send]);
  const view = useSelector(actor, select, sameView);
  // The chart's updates reach React through useSyncExternalStore, which renders them at once in one task;
  // twenty cards arriving made that task long (blocking time). The cards render from a deferred copy, which
  // React renders in slices that yield to the browser; the whole list changes at once, never half of it.
  // The handlers travel in the same copy, so the urgent pass hands the memoised view identical props.
  const shown = useDeferredValue(view);
  return (
    <RewardCatalogViewMemo
      locale={locale}
      now={now}
      {...shown}
      renderCardAction={renderCardAction}
      belowFold={belowFold}
    />
  );
}
