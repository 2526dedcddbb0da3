/** The point log of a month: date (Buddhist year in Thai), what happened, reason and type labels, signed points. */
import { FormattedMessage } from 'react-intl';
import { formatDate, formatNumber, formatTime } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import { reasonMessageId, signedPoints, txnTypeMessageId, type PointLogItem } from '@/domain/points/pointLog';

export interface PointLogListProps {
  entries: PointLogItem[];
  locale: ShortLocale;
}

export function PointLogList({ entries, locale }: PointLogListProps) {
  return (
    <ul className="point-log" data-testid="point-log">
      {entries.map((entry) => (
        <li key={entry.id} className="point-log__item" data-testid="point-log-item">
          <div className="point-log__main">
            <p className="point-log__title">{entry.title || <FormattedMessage id={txnTypeMessageId(entry.type)} />}</p>
            <p className="point-log__date">
              <time dateTime={new Date(entry.date * 1000).toISOString()}>
                {formatDate(entry.date, 'dd MMM yyyy', locale)} {formatTime(entry.date).slice(0, 5)}
              </time>
            </p>
            <p className="point-log__labels">
              {entry.reason ? (
                <span className="point-log__label" data-testid="point-reason">
                  <FormattedMessage id={reasonMessageId(entry.reason)} />
                </span>
              ) : null}
              <span className="point-log__label point-log__label--type" data-testid="point-type">
                <FormattedMessage id={txnTypeMessageId(entry.type)} />
              </span>
            </p>
          </div>
          <p className={`point-log__points ${entry.points < 0 ? 'point-log__points--used' : 'point-log__points--earned'}`} data-testid="point-amount">
            <FormattedMessage id="points.log.amount" values={{ points: signedPoints(entry.points, formatNumber), count: Math.abs(entry.points) }} />
          </p>
        </li>
      ))}
    </ul>
  );
}
