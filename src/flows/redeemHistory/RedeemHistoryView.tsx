/**
 * The redeem tab of /profile/history: redeemed items newest first, each with its image, name, redeem
 * date, points and purchase state (view code, code expired, in delivery, shipped with the parcel number,
 * draw not yet announced, draw winner, not a winner; used codes say so), paging with "Show more", and the
 * loading, empty and failed states. Rows with a code open it (onOpen). Render-only.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RedeemHistoryView as View } from '@machines/redeemHistory/redeemHistory.selectors';
import { opensCode, type RedeemHistoryEntry } from '@/domain/campaign/history';
import type { ShortLocale } from '@/i18n/locale';
import { showDate, showPoints } from '@/ui/common/campaignFormat';
import { AsyncContent, SlowNotice } from '@/ui/common/States';
import '@/flows/favourites/favourite.css';

export interface RedeemHistoryViewProps {
  view: View;
  locale: ShortLocale;
  /** The failed call's message. */
  errorText?: ReactNode;
  onRetry: () => void;
  onLoadMore: () => void;
  onOpen: (redeemKey: string) => void;
}

function stateLabel(entry: RedeemHistoryEntry, locale: ShortLocale): ReactNode {
  if (entry.used) return <FormattedMessage id="history.state.used" />;
  switch (entry.state) {
    case 'shipped':
      return <FormattedMessage id="history.state.shipped" values={{ parcel: entry.parcelNumber ?? '-' }} />;
    case 'drawPending':
      return entry.announcedAt !== undefined ? (
        <FormattedMessage id="history.state.drawPendingOn" values={{ date: showDate(entry.announcedAt, locale) }} />
      ) : (
        <FormattedMessage id="history.state.drawPending" />
      );
    default:
      return <FormattedMessage id={`history.state.${entry.state}`} />;
  }
}

function HistoryRow({ entry, locale, opening, onOpen }: { entry: RedeemHistoryEntry; locale: ShortLocale; opening: boolean; onOpen: () => void }) {
  const openable = opensCode(entry);
  return (
    <li className="history-row" data-purchase-state={entry.used ? 'used' : entry.state}>
      {entry.imageUrl ? <img className="history-row__image" src={entry.imageUrl} alt="" loading="lazy" /> : <span aria-hidden="true" />}
      <div>
        <h3 className="history-row__name">{entry.name}</h3>
        <p className="history-row__meta">
          <FormattedMessage id="history.redeemedOn" values={{ date: showDate(entry.redeemedAt, locale) }} />
          {' · '}
          {showPoints(entry.pointPerUnit, locale) ?? <FormattedMessage id="campaign.free" />}
        </p>
        <span className={`history-row__state history-row__state--${entry.used ? 'used' : entry.state}`}>{stateLabel(entry, locale)}</span>
      </div>
      {openable ? (
        <button type="button" className="button button--secondary" onClick={onOpen} disabled={opening} aria-busy={opening || undefined}>
          <FormattedMessage id={entry.used || entry.state === 'codeExpired' ? 'history.showCode' : 'history.viewCode'} values={{ name: entry.name }} />
        </button>
      ) : (
        <span />
      )}
    </li>
  );
}

export function RedeemHistoryView({ view, locale, errorText, onRetry, onLoadMore, onOpen }: RedeemHistoryViewProps) {
  const intl = useIntl();
  return (
    <AsyncContent
      status={view.status === 'failed' ? 'error' : view.status === 'list' ? 'ready' : view.status}
      loading={{ label: { id: 'history.loading' }, slow: view.slow }}
      error={{ title: { id: 'history.error.title' }, text: errorText, retryLabel: { id: 'campaign.retry' }, onRetry }}
      empty={{
        title: { id: 'history.empty.title' },
        message: { id: 'history.empty.message' },
        action: (
          <Link to="/" className="button button--primary">
            <FormattedMessage id="shell.nav.rewards" />
          </Link>
        ),
      }}
    >
      <ul className="history-list" aria-label={intl.formatMessage({ id: 'history.list.label' })}>
        {view.items.map((entry) => (
          <HistoryRow key={entry.redeemKey} entry={entry} locale={locale} opening={view.opening === entry.redeemKey} onOpen={() => onOpen(entry.redeemKey)} />
        ))}
      </ul>
      <div className="list-more" role="status">
        {view.moreFailed ? (
          <p className="favourite-error">
            <FormattedMessage id="history.moreFailed" /> {errorText}
          </p>
        ) : null}
        {view.slow ? <SlowNotice /> : null}
        {view.canLoadMore || view.loadingMore ? (
          <button type="button" className="button button--secondary" onClick={onLoadMore} disabled={view.loadingMore} aria-busy={view.loadingMore || undefined}>
            <FormattedMessage id={view.moreFailed ? 'campaign.retry' : 'history.more'} />
          </button>
        ) : (
          <span className="history-row__meta">
            <FormattedMessage id="history.end" />
          </span>
        )}
      </div>
    </AsyncContent>
  );
}
