/**
 * The campaign page content: skeleton while loading, not-found, error with Retry, or the campaign —
 * image, name, points per unit, expiry date, description and conditions (sanitised HTML) — and the
 * redeem action. Dialogs of the redeem flow are rendered by the route next to this view.
 */
import { memo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import type { ShortLocale } from '@/i18n/locale';
import { showDate, showPoints } from '@/ui/common/campaignFormat';
import { RedeemAction, type RedeemActionProps } from '@/flows/redeem/RedeemAction';
import { SafeHtml } from '@/ui/html/SafeHtml';
import { useSanitizer } from '@/ui/html/sanitizerLoader';
import type { ApiError } from '@/domain/apiError';
import { AsyncContent, LoadingContent, type AsyncLoading } from '@/ui/common/States';
import './campaign.css';

export interface CampaignViewProps {
  status: 'loading' | 'loaded' | 'notFound' | 'failed';
  campaign?: CampaignDetail;
  locale: ShortLocale;
  onRetry: () => void;
  /** Why the campaign could not be loaded (or timed out): its translated message shows. */
  error?: ApiError;
  /** Loading has passed REQUEST_SLOW: the slow notice shows. @default false */
  slow?: boolean;
  /** The redeem action, when the campaign is loaded. */
  action?: Omit<RedeemActionProps, 'locale'>;
  /** The favourite heart (signed-in members). */
  heart?: ReactNode;
}

export function CampaignView({ status, campaign, locale, onRetry, error, slow = false, action, heart }: CampaignViewProps) {
  return (
    <AsyncContent
      status={status === 'failed' ? 'error' : status === 'notFound' ? 'empty' : status === 'loading' || !campaign ? 'loading' : 'ready'}
      loading={skeletonLoading(slow)}
      error={{
        title: { id: 'campaign.error.title' },
        cause: error,
        message: { id: 'campaign.error.message' },
        retryLabel: { id: 'campaign.retry' },
        onRetry,
      }}
      empty={{
        title: { id: 'campaign.notFound.title' },
        message: { id: 'campaign.notFound.message' },
        action: (
          <Link to="/" className="button button--primary">
            <FormattedMessage id="campaign.backToRewards" />
          </Link>
        ),
      }}
    >
      {campaign ? <LoadedCampaign campaign={campaign} locale={locale} action={action} heart={heart} /> : null}
    </AsyncContent>
  );
}

/** The page's shape (image, name, a line) while the campaign loads. */
function skeletonLoading(slow: boolean): AsyncLoading {
  return {
    label: { id: 'campaign.loading' },
    slow,
    className: 'campaign-page campaign-page--loading',
    skeleton: (
      <>
        <div className="campaign-page__image skeleton" aria-hidden="true" />
        <div className="skeleton skeleton--line" aria-hidden="true" />
        <div className="skeleton skeleton--line skeleton--short" aria-hidden="true" />
      </>
    ),
  };
}

/**
 * The loaded campaign. Its description and conditions are backend HTML: while the sanitiser downloads
 * (src/ui/html/sanitizerLoader.ts) the skeleton stays, because the sections would show empty and then push
 * the conditions and the redeem button down when it arrives (a layout shift Lighthouse saw in one load of
 * ten). A failed download is thrown to the route's error page, as SafeHtml would.
 */
function LoadedCampaign({ campaign, locale, action, heart }: { campaign: CampaignDetail; locale: ShortLocale; action?: CampaignViewProps['action']; heart?: ReactNode }) {
  const sanitizer = useSanitizer();
  if ((campaign.descriptionHtml || campaign.conditionHtml) && !sanitizer) return <LoadingContent {...skeletonLoading(false)} />;
  return (
    <article className="campaign-page">
      <CampaignContent campaign={campaign} locale={locale} heart={heart} />
      {action ? <RedeemAction {...action} locale={locale} /> : null}
    </article>
  );
}

/**
 * Everything of the loaded campaign but its action. Memoised: a tap on redeem changes only the action (and
 * opens a dialog), and rendering the page's texts and backend HTML again would hold up the dialog's frame.
 */
const CampaignContent = memo(function CampaignContent({ campaign, locale, heart }: { campaign: CampaignDetail; locale: ShortLocale; heart?: ReactNode }) {
  const points = showPoints(campaign.pointPerUnit, locale);
  const expiry = campaign.expiresAt ?? campaign.voucherExpiresAt;
  return (
    <>
      {campaign.imageUrl ? <img className="campaign-page__image" src={campaign.imageUrl} alt="" /> : null}
      {heart ? <div className="campaign-page__heart">{heart}</div> : null}
      <h2 className="campaign-page__name">{campaign.name}</h2>
      <dl className="campaign-page__facts">
        <dt>
          <FormattedMessage id="campaign.cost.label" />
        </dt>
        <dd>{points ?? <FormattedMessage id="campaign.free" />}</dd>
        {expiry !== undefined ? (
          <>
            <dt>
              <FormattedMessage id="campaign.expiry.label" />
            </dt>
            <dd>{showDate(expiry, locale)}</dd>
          </>
        ) : null}
      </dl>
      {campaign.descriptionHtml ? (
        <section aria-labelledby="campaign-description">
          <h3 id="campaign-description">
            <FormattedMessage id="campaign.description.heading" />
          </h3>
          <SafeHtml html={campaign.descriptionHtml} className="rich-text" />
        </section>
      ) : null}
      {campaign.conditionHtml ? (
        <section aria-labelledby="campaign-condition">
          <h3 id="campaign-condition">
            <FormattedMessage id="campaign.condition.heading" />
          </h3>
          <SafeHtml html={campaign.conditionHtml} className="rich-text" />
        </section>
      ) : null}
    </>
  );
});
