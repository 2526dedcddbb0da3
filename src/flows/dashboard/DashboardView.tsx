/**
 * The home dashboard content (banners, menu categories, campaign lists) for /landing and the top of the
 * reward page. Kept light for the first paint: every image box is reserved (width, height and an
 * aspect ratio) so nothing shifts when content arrives, only the first banner loads eagerly (with high
 * priority), the rest lazily. Each tile links where the content says. Render-only.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ApiError } from '@/domain/apiError';
import type { ContentTile, DashboardContent } from '@/domain/dashboard/dashboard';
import { formatPoints } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { AsyncContent } from '@/ui/common/States';
import './dashboard.css';

export interface DashboardViewProps {
  status: 'loading' | 'shown' | 'empty' | 'failed';
  content?: DashboardContent;
  locale: ShortLocale;
  error?: ApiError;
  /** The read has run for a few seconds: say it is taking longer than usual. */
  slow?: boolean;
  onRetry: () => void;
}

function TileLink({ tile, className, children }: { tile: ContentTile; className: string; children: ReactNode }) {
  return tile.to ? (
    <Link to={tile.to} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

function Banners({ tiles }: { tiles: ContentTile[] }) {
  const intl = useIntl();
  return (
    <section className="dash-banners" aria-label={intl.formatMessage({ id: 'dashboard.banners' })}>
      <ul className="dash-banners__track">
        {tiles.map((tile, index) => (
          <li key={tile.id} className="dash-banner">
            <TileLink tile={tile} className="dash-banner__link">
              {tile.imageUrl ? (
                <img
                  className="dash-banner__image"
                  src={tile.imageUrl}
                  alt=""
                  width={640}
                  height={320}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                  decoding="async"
                />
              ) : (
                <span className="dash-banner__image" aria-hidden="true" />
              )}
              <span className="dash-banner__text">
                <span className="dash-banner__name">{tile.name}</span>
                {tile.description ? <span className="dash-banner__description">{tile.description}</span> : null}
              </span>
            </TileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Menu({ tiles }: { tiles: ContentTile[] }) {
  const intl = useIntl();
  return (
    <nav className="dash-menu" aria-label={intl.formatMessage({ id: 'dashboard.menu' })}>
      <ul>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <TileLink tile={tile} className="dash-menu__item">
              {tile.imageUrl ? <img className="dash-menu__icon" src={tile.imageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" /> : <span className="dash-menu__icon" aria-hidden="true" />}
              <span className="dash-menu__name">{tile.name}</span>
            </TileLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CampaignRow({ id, name, tiles, locale }: { id: string; name: string; tiles: ContentTile[]; locale: ShortLocale }) {
  return (
    <section className="dash-list" aria-labelledby={`dash-list-${id}`}>
      <h2 id={`dash-list-${id}`} className="dash-list__title">
        {name}
      </h2>
      <ul className="dash-list__track">
        {tiles.map((tile) => (
          <li key={tile.id} className="dash-card">
            <TileLink tile={tile} className="dash-card__link">
              {tile.imageUrl ? <img className="dash-card__image" src={tile.imageUrl} alt="" width={160} height={120} loading="lazy" decoding="async" /> : <span className="dash-card__image" aria-hidden="true" />}
              <span className="dash-card__name">{tile.name}</span>
              {tile.points !== undefined ? (
                <span className="dash-card__points">{tile.points > 0 ? formatPoints(tile.points, locale) : <FormattedMessage id="dashboard.free" />}</span>
              ) : null}
            </TileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardView({ status, content, locale, error, slow, onRetry }: DashboardViewProps) {
  return (
    <AsyncContent
      status={status === 'failed' || (status === 'shown' && !content) ? 'error' : status === 'shown' ? 'ready' : status}
      loading={{
        label: { id: 'dashboard.loading' },
        slow,
        className: 'dashboard dashboard--loading',
        slowClassName: 'dashboard__slow',
        skeleton: (
          <>
            <div className="dash-banner__image skeleton" aria-hidden="true" />
            <div className="dash-menu__placeholder skeleton" aria-hidden="true" />
          </>
        ),
      }}
      error={{
        layout: 'inline',
        className: 'dashboard dashboard--failed',
        title: { id: 'dashboard.failed' },
        text: error ? <ApiErrorLine error={error} /> : null,
        retryLabel: { id: 'dashboard.retry' },
        onRetry,
      }}
    >
      {content ? (
        <div className="dashboard" data-testid="dashboard">
          {content.banners.length ? <Banners tiles={content.banners} /> : null}
          {content.menu.length ? <Menu tiles={content.menu} /> : null}
          {content.lists.map((list) => (
            <CampaignRow key={list.id} id={list.id} name={list.name} tiles={list.tiles} locale={locale} />
          ))}
        </div>
      ) : null}
    </AsyncContent>
  );
}

/** The error's translated text, in a quiet span. */
function ApiErrorLine({ error }: { error: ApiError }) {
  return (
    <span className="dashboard__error">
      <ApiErrorText error={error} />
    </span>
  );
}
