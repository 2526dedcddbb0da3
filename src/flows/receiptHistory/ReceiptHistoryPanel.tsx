/** The receipt list of /profile/receipthistory: runs the receiptHistory flow (status filter, pages, retry). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { connect } from '@machines/receiptHistory/receiptHistory.connect';
import type { ReceiptFilter } from '@machines/receiptHistory/receiptHistory.types';
import type { ReceiptHistoryMachine } from '@machines/receiptHistory/receiptHistory.machine';
import type { ActorRefFrom } from 'xstate';
import type { ShortLocale } from '@/i18n/locale';
import { useFlow } from '@/flows/shared/useFlow';
import { createReceiptHistoryLogic } from './receiptHistory.live';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { EmptyState, ErrorState, LoadingState } from '@/ui/common/States';
import { useShellState } from '@/ui/layout/shellState';
import { ReceiptList } from './ReceiptList';
import '@/ui/common/points.css';

const FILTERS: ReceiptFilter[] = ['all', 'waiting', 'approved', 'reject'];

/** The filter of a ?status= value; anything else is every receipt. */
export function parseReceiptFilter(value: string | null): ReceiptFilter {
  return FILTERS.find((f) => f === value) ?? 'all';
}

export function ReceiptHistoryPanel({ initial }: { initial: ReceiptFilter }) {
  const { locale } = useShellState();
  const actor = useFlow(createReceiptHistoryLogic, { filter: initial });
  return <ReceiptHistoryScreen actor={actor} locale={locale} />;
}

/** The filter, the list and its states for a running receiptHistory actor (also driven by the screen replays). */
export function ReceiptHistoryScreen({ actor, locale }: { actor: ActorRefFrom<ReceiptHistoryMachine>; locale: ShortLocale }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const snapshot = useSelector(actor, (s) => s);
  const { status: view, receipts, filter, onFilterSelected, retry, more } = useMemo(
    () => connect(snapshot, (event) => actor.send(event)),
    [snapshot, actor],
  );

  function choose(next: ReceiptFilter) {
    onFilterSelected(next);
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
  }

  return (
    <>
      <div className="receipt-filter" role="group" aria-label={intl.formatMessage({ id: 'receipt.list.filterLabel' })}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className="button button--small button--secondary" aria-pressed={f === filter} onClick={() => choose(f)}>
            <FormattedMessage id={`receipt.list.filter.${f}`} />
          </button>
        ))}
      </div>
      {view.kind === 'loading' ? (
        <LoadingState label={<FormattedMessage id="common.loading" />} slow={view.slow} />
      ) : null}
      {view.kind === 'failed' ? (
        <ErrorState
          title={<FormattedMessage id="receipt.list.failed" />}
          message={<ApiErrorText error={view.error} />}
          action={
            <button type="button" className="button button--primary" disabled={!retry.enabled} onClick={retry.onRetry}>
              <FormattedMessage id="common.retry" />
            </button>
          }
        />
      ) : null}
      {view.kind === 'empty' ? (
        <EmptyState
          title={<FormattedMessage id={filter === 'all' ? 'receipt.list.empty' : 'receipt.list.emptyFiltered'} />}
          action={
            <Link to="/collectpoint" className="button button--primary">
              <FormattedMessage id="receipt.submit" />
            </Link>
          }
        />
      ) : null}
      {view.kind === 'list' ? (
        <>
          <ReceiptList receipts={receipts} locale={locale} />
          {more.show ? (
            <div className="load-more">
              {more.failed ? (
                <p className="field__error" role="alert">
                  <ApiErrorText error={more.failed} />
                </p>
              ) : null}
              <button type="button" className="button button--secondary" disabled={!more.enabled} onClick={more.onLoadMore}>
                <FormattedMessage id={more.failed ? 'common.retry' : 'points.loadMore'} />
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}

