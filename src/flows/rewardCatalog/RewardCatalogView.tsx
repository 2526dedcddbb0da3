/**
 * The reward page content: category navigation, then the campaign list in one of its states —
 * skeleton cards while loading, cards, an empty message, or an error with Retry — and "Load more".
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CampaignCategory, CampaignSummary } from '@/domain/campaign/campaign';
import type { ShortLocale } from '@/i18n/locale';
import type { ApiError } from '@/domain/apiError';
import { AsyncContent } from '@/ui/common/States';
import { CampaignCard } from './CampaignCard';
import { CategoryNav } from './CategoryNav';
import './reward.css';

export interface RewardCatalogViewProps {
  locale: ShortLocale;
  now: number;
  categories: CampaignCategory[];
  categoryStatus: 'loading' | 'loaded' | 'failed';
  activeCategoryId?: string;
  status: 'loading' | 'loaded' | 'empty' | 'failed';
  campaigns: CampaignSummary[];
  canLoadMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** The first page has been loading past REQUEST_SLOW: the slow notice shows. @default false */
  slow?: boolean;
  /** Why the list failed (or timed out): its translated message shows under the title. */
  error?: ApiError;
  onRetry: () => void;
  onLoadMore: () => void;
  /** A control for each card (the favourite heart of a signed-in member). */
  renderCardAction?: (campaign: CampaignSummary) => ReactNode;
  /** The list sits below other content (the home dashboard): every card image loads lazily. @default false */
  belowFold?: boolean;
}

const SKELETON_CARDS = 6;
/** Cards in the first row of a phone's two-column grid: their images are the largest paint, fetched first. */
const FIRST_ROW = 2;
/**
 * Cards a phone shows without scrolling: their images load at once; the rest load as they near the screen.
 * Every card is laid out at once (no `content-visibility`): a skipped card's link has no name and its
 * heading is missing from Chromium's accessibility tree until the member scrolls to it.
 */
const FIRST_SCREEN = 4;

export function RewardCatalogView(props: RewardCatalogViewProps) {
  const intl = useIntl();
  const { status, campaigns, locale, now } = props;
  return (
    <div className="reward-catalog">
      <CategoryNav
        categories={props.categories}
        activeCategoryId={props.activeCategoryId}
        status={props.categoryStatus}
        onRetry={props.onRetry}
      />
      <AsyncContent
        status={status === 'failed' ? 'error' : status === 'loaded' ? 'ready' : status}
        loading={{ label: { id: 'reward.loading' }, slow: props.slow, skeleton: <CatalogSkeleton /> }}
        error={{
          title: { id: 'reward.error.title' },
          cause: props.error,
          message: { id: 'reward.error.message' },
          retryLabel: { id: 'reward.retry' },
          onRetry: props.onRetry,
        }}
        empty={{
          title: { id: 'reward.empty.title' },
          message: { id: 'reward.empty.message' },
          action:
            props.activeCategoryId !== undefined ? (
              <Link to="/" className="button">
                <FormattedMessage id="reward.empty.showAll" />
              </Link>
            ) : undefined,
        }}
      >
        <ul className="campaign-grid" aria-label={intl.formatMessage({ id: 'reward.list.label' })}>
          {campaigns.map((campaign, index) => (
            <li key={campaign.id}>
              <CampaignCard
                campaign={campaign}
                locale={locale}
                now={now}
                action={props.renderCardAction?.(campaign)}
                imagePriority={props.belowFold ? 'lazy' : index < FIRST_ROW ? 'high' : index < FIRST_SCREEN ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
        {props.loadMoreFailed ? (
          <p role="alert" className="reward-catalog__more-error">
            <FormattedMessage id="reward.loadMoreFailed" />
          </p>
        ) : null}
        {props.canLoadMore || props.loadingMore ? (
          <div className="reward-catalog__more">
            <button
              type="button"
              className="button"
              onClick={props.onLoadMore}
              disabled={!props.canLoadMore}
              aria-busy={props.loadingMore || undefined}
            >
              <FormattedMessage id={props.loadingMore ? 'reward.loadingMore' : props.loadMoreFailed ? 'reward.retry' : 'reward.loadMore'} />
            </button>
          </div>
        ) : null}
      </AsyncContent>
    </div>
  );
}

/** Skeleton cards that reserve the grid's height while the first page loads. */
function CatalogSkeleton() {
  return (
    <ul className="campaign-grid" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, n) => (
        <li key={n} className="campaign-card campaign-card--skeleton">
          <div className="campaign-card__media skeleton" />
          <div className="campaign-card__body">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
