/**
 * The point tabs of /profile/history (earn, used, expiring): starts the pointHistory flow once and tells
 * it when the selected tab changes, so the chosen month survives a tab switch.
 */
import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { connect, tabSelected, type PointHistorySend } from '@machines/pointHistory/pointHistory.connect';
import type { PointTab } from '@machines/pointHistory/pointHistory.types';
import type { PointHistoryMachine } from '@machines/pointHistory/pointHistory.machine';
import type { ActorRefFrom } from 'xstate';
import type { ShortLocale } from '@/i18n/locale';
import { useFlow } from '@/flows/shared/useFlow';
import { createPointHistoryLogic } from './pointHistory.live';
import { currentMonth, historyYears } from '@/domain/points/pointLog';
import { monthName, displayYear } from '@/i18n/format';
import type { HistoryPanelProps } from './historyTabs';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { EmptyState, ErrorState, LoadingState } from '@/ui/common/States';
import { useShellState } from '@/ui/layout/shellState';
import { ExpiringPointsList } from './ExpiringPointsList';
import { HistoryMonthFilter } from './HistoryMonthFilter';
import { PointLogList } from './PointLogList';
import '@/ui/common/points.css';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';

const PointLogListMemo = memo(PointLogList);

function asPointTab(tab: string): PointTab {
  return tab === 'used' || tab === 'expiring' ? tab : 'earn';
}

export default function PointHistoryPanel({ tab }: HistoryPanelProps) {
  // The network came back: read the history again.
  const { comebacks } = useConnectivity();
  return <PointHistory key={comebacks} tab={tab} />;
}

function PointHistory({ tab }: HistoryPanelProps) {
  const { locale } = useShellState();
  const [now] = useState(() => Date.now());
  const actor = useFlow(createPointHistoryLogic, { tab: asPointTab(tab), month: currentMonth(now) });
  useTabFromUrl(actor, tab);
  return <PointHistoryScreen actor={actor} tab={tab} now={now} locale={locale} />;
}

type PointHistoryActor = ActorRefFrom<PointHistoryMachine>;

/** Tells the running point history the tab of the URL whenever it changes. Used by the panel and the screen replays. */
export function useTabFromUrl(actor: PointHistoryActor, tab: string): void {
  useEffect(() => {
    actor.send(tabSelected(asPointTab(tab)));
  }, [actor, tab]);
}

export interface PointHistoryScreenProps {
  actor: PointHistoryActor;
  /** The tab of the URL. */
  tab: string;
  /** When the page opened (the years offered). */
  now: number;
  locale: ShortLocale;
}

/** The month filter, the log or the expiring points, and their states for a running pointHistory actor. */
export function PointHistoryScreen({ actor, tab, now, locale }: PointHistoryScreenProps) {
  const snapshot = useSelector(actor, (s) => s);
  const send = useCallback<PointHistorySend>((event) => actor.send(event), [actor]);
  const live = useMemo(() => connect(snapshot, send), [snapshot, send]);
  const { filter, applied, onFilterChange } = live;
  // What the chart reads (the log, its states) renders from a deferred copy, in slices that yield to the
  // browser, not inside the synchronous task of the chart's update (it kept the main thread busy); the month
  // filter and the tabs answer at once.
  const { status: view, entries, expiring, more, retry: retryAction } = useDeferredValue(live);
  const pointTab = asPointTab(tab);
  const monthLabel = `${monthName(applied.month, locale)} ${displayYear(applied.year, locale)}`;
  const retry = (
    <button type="button" className="button button--primary" disabled={!retryAction.enabled} onClick={retryAction.onRetry}>
      <FormattedMessage id="common.retry" />
    </button>
  );

  return (
    <>
      {pointTab === 'expiring' ? null : (
        <HistoryMonthFilter
          filter={filter}
          years={historyYears(now)}
          locale={locale}
          showErrors={view.kind === 'filterIncomplete'}
          onChange={onFilterChange}
        />
      )}
      {view.kind === 'filterIncomplete' ? (
        <p className="muted" role="status">
          <FormattedMessage id="points.filter.chooseBoth" />
        </p>
      ) : null}
      {view.kind === 'loading' ? (
        <LoadingState label={<FormattedMessage id="points.loading" />} slow={view.slow} />
      ) : null}
      {view.kind === 'failed' ? (
        <ErrorState title={<FormattedMessage id="points.failed" />} message={<ApiErrorText error={view.error} />} action={retry} />
      ) : null}
      {view.kind === 'empty' ? (
        <EmptyState
          title={<FormattedMessage id={pointTab === 'expiring' ? 'points.expiring.empty' : `points.empty.${pointTab}`} values={{ month: monthLabel }} />}
        />
      ) : null}
      {view.kind === 'log' ? (
        <>
          <h2 className="visually-hidden">
            <FormattedMessage id={`points.heading.${pointTab}`} values={{ month: monthLabel }} />
          </h2>
          <PointLogListMemo entries={entries} locale={locale} />
          {more.show ? (
            <div className="load-more">
              {more.failed ? (
                <p className="field__error" role="alert">
                  <ApiErrorText error={more.failed} />
                </p>
              ) : null}
              <button
                type="button"
                className="button button--secondary"
                disabled={!more.enabled}
                aria-busy={more.busy}
                onClick={more.onLoadMore}
              >
                <FormattedMessage id={more.failed ? 'common.retry' : more.busy ? 'points.loadingMore' : 'points.loadMore'} />
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      {view.kind === 'expiring' && expiring ? <ExpiringPointsList summary={expiring} locale={locale} /> : null}
    </>
  );
}
