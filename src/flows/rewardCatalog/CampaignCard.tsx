/** One reward card: image, name, points (or Free), and Sold out / Expired badges; links to the campaign. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import type { ShortLocale } from '@/i18n/locale';
import { showDate, showPoints } from '@/ui/common/campaignFormat';

export interface CampaignCardProps {
  campaign: CampaignSummary;
  locale: ShortLocale;
  /** Epoch ms used to decide "expired". */
  now: number;
  /** A control beside the card's link (the favourite heart), outside the link. */
  action?: ReactNode;
  /**
   * How soon the image is needed: `high` for the cards in the first screenful's first row (the largest
   * paint: fetched at once, before other images), `eager` for the rest of the first screenful, `lazy`
   * (default) below it.
   */
  imagePriority?: 'high' | 'eager' | 'lazy';
}

/** The image's intrinsic box (4:3, as .campaign-card__media), so the layout is reserved before it loads. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

export function CampaignCard({ campaign, locale, now, action, imagePriority = 'lazy' }: CampaignCardProps) {
  const expired = campaign.expiresAt !== undefined && campaign.expiresAt <= now;
  const points = showPoints(campaign.pointPerUnit, locale);
  const card = (
    <Link to={`/campaign/${encodeURIComponent(campaign.id)}`} className="campaign-card">
      <div className="campaign-card__media">
        {campaign.imageUrl ? (
          <img
            className="campaign-card__image"
            src={campaign.imageUrl}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
            {...(imagePriority === 'high' ? { fetchPriority: 'high' as const } : {})}
            decoding={imagePriority === 'lazy' ? 'async' : 'auto'}
          />
        ) : null}
        {campaign.soldOut || expired ? (
          <span className="campaign-card__badge">
            <FormattedMessage id={campaign.soldOut ? 'reward.badge.soldOut' : 'reward.badge.expired'} />
          </span>
        ) : null}
      </div>
      <div className="campaign-card__body">
        <h2 className="campaign-card__name">{campaign.name}</h2>
        <p className="campaign-card__points">{points ?? <FormattedMessage id="reward.free" />}</p>
        {campaign.expiresAt !== undefined && !expired ? (
          <p className="campaign-card__expiry">
            <FormattedMessage id="reward.card.expires" values={{ date: showDate(campaign.expiresAt, locale) }} />
          </p>
        ) : null}
      </div>
    </Link>
  );
  if (!action) return card;
  return (
    <div className="campaign-card-wrap">
      {card}
      <div className="campaign-card__action">{action}</div>
    </div>
  );
}
