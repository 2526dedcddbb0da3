/** One reward card: image, name, points (or Free), and Sold out / Expired badges; links to the campaign. */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import type { ShortLocale } from '@/i18n/locale';
import { showDate, showPoints } from '@/ui/campaign/format';

export interface CampaignCardProps {
  campaign: CampaignSummary;
  locale: ShortLocale;
  /** Epoch ms used to decide "expired". */
  now: number;
}

export function CampaignCard({ campaign, locale, now }: CampaignCardProps) {
  const expired = campaign.expiresAt !== undefined && campaign.expiresAt <= now;
  const points = showPoints(campaign.pointPerUnit, locale);
  return (
    <Link to={`/campaign/${encodeURIComponent(campaign.id)}`} className="campaign-card">
      <div className="campaign-card__media">
        {campaign.imageUrl ? <img className="campaign-card__image" src={campaign.imageUrl} alt="" loading="lazy" /> : null}
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
}
