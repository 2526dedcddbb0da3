/**
 * /profile/favorite: the favourite campaigns with a link to each and Remove, "Show more" paging, and the
 * loading, empty and failed states. Render-only.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FavouritesView as View } from '@machines/favourites/favourites.selectors';
import type { ShortLocale } from '@/i18n/locale';
import { showDate, showPoints } from '@/ui/common/campaignFormat';
import { AsyncContent, SlowNotice } from '@/ui/common/States';
import './favourite.css';

export interface FavouritesViewProps {
  view: View;
  locale: ShortLocale;
  errorText?: ReactNode;
  onRetry: () => void;
  /** After a failed Remove: Try again removes the same campaign again; Close keeps it in the list. */
  onRetryRemove: () => void;
  onDismiss: () => void;
  onLoadMore: () => void;
  onRemove: (campaignId: string) => void;
}

export function FavouritesView({ view, locale, errorText, onRetry, onRetryRemove, onDismiss, onLoadMore, onRemove }: FavouritesViewProps) {
  const intl = useIntl();
  return (
    <AsyncContent
      status={view.status === 'failed' ? 'error' : view.status === 'list' ? 'ready' : view.status}
      loading={{ label: { id: 'favourite.loading' }, slow: view.slow }}
      error={{ title: { id: 'favourite.error.title' }, text: errorText, retryLabel: { id: 'campaign.retry' }, onRetry }}
      empty={{
        title: { id: 'favourite.empty.title' },
        message: { id: 'favourite.empty.message' },
        action: (
          <Link to="/" className="button button--primary">
            <FormattedMessage id="shell.nav.rewards" />
          </Link>
        ),
      }}
    >
      {view.removeFailed ? (
        <div className="favourite-error" role="alert">
          <p>
            <FormattedMessage id="favourite.removeFailed" /> {errorText}
          </p>
          <p className="favourite-error__actions">
            <button type="button" className="button button--secondary button--small" onClick={onDismiss}>
              <FormattedMessage id="common.close" />
            </button>{' '}
            <button type="button" className="button button--primary button--small" onClick={onRetryRemove}>
              <FormattedMessage id="campaign.retry" />
            </button>
          </p>
        </div>
      ) : null}
      <ul className="favourite-list" aria-label={intl.formatMessage({ id: 'favourite.list.label' })}>
        {view.items.map((c) => (
          <li key={c.id} className="favourite-row">
            {c.imageUrl ? <img className="favourite-row__image" src={c.imageUrl} alt="" loading="lazy" /> : <span aria-hidden="true" />}
            <div>
              <h2 className="favourite-row__name">
                <Link to={`/campaign/${encodeURIComponent(c.id)}`}>{c.name}</Link>
              </h2>
              <p className="favourite-row__meta">
                {showPoints(c.pointPerUnit, locale) ?? <FormattedMessage id="campaign.free" />}
                {c.expiresAt !== undefined ? (
                  <>
                    {' · '}
                    <FormattedMessage id="reward.card.expires" values={{ date: showDate(c.expiresAt, locale) }} />
                  </>
                ) : null}
              </p>
            </div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onRemove(c.id)}
              disabled={!view.canRemove}
              aria-busy={view.removingId === c.id || undefined}
            >
              <FormattedMessage id="favourite.remove" />
              <span className="visually-hidden"> {c.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="list-more" role="status">
        {view.moreFailed ? (
          <p className="favourite-error">
            <FormattedMessage id="favourite.moreFailed" /> {errorText}
          </p>
        ) : null}
        {view.slow ? <SlowNotice /> : null}
        {view.canLoadMore || view.loadingMore ? (
          <button type="button" className="button button--secondary" onClick={onLoadMore} disabled={view.loadingMore} aria-busy={view.loadingMore || undefined}>
            <FormattedMessage id={view.moreFailed ? 'campaign.retry' : 'favourite.more'} />
          </button>
        ) : null}
      </div>
    </AsyncContent>
  );
}
