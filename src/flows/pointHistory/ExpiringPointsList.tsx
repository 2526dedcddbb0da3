/** Expiring points grouped by date, soonest first, with the total. */
import { FormattedMessage } from 'react-intl';
import { formatLongDate, formatNumber } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import type { ExpiringSummary } from '@/domain/points/pointLog';
import { pointExpiryMonths } from '@/domain/points/expiryPeriod';

export interface ExpiringPointsListProps {
  summary: ExpiringSummary;
  locale: ShortLocale;
}

export function ExpiringPointsList({ summary, locale }: ExpiringPointsListProps) {
  return (
    <section className="expiring" aria-labelledby="expiring-total">
      <p className="expiring__total" id="expiring-total" data-testid="expiring-total">
        <FormattedMessage id="points.expiring.total" values={{ points: formatNumber(summary.total), count: summary.total }} />
      </p>
      <p className="expiring__period" data-testid="expiring-period">
        <FormattedMessage id="points.expiring.period" values={{ months: pointExpiryMonths(locale) }} />
      </p>
      <ul className="point-log">
        {summary.groups.map((group) => (
          <li key={group.day} className="point-log__item" data-testid="expiring-group">
            <div className="point-log__main">
              <p className="point-log__title">
                <FormattedMessage id="points.expiring.on" values={{ date: formatLongDate(group.time, locale) }} />
              </p>
            </div>
            <p className="point-log__points point-log__points--used">
              <FormattedMessage id="points.log.amount" values={{ points: formatNumber(group.points), count: group.points }} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
