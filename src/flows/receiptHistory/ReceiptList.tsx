/**
 * The member's receipts (render-only): photo thumbnail, store and branch, amount, date (Buddhist year in
 * Thai) and status: waiting confirm, approved with the points, reject with the reason and a link to
 * correct it.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Receipt } from '@/domain/receipt/receipt';
import { formatBaht, formatDate, formatNumber } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';

const STATUS_CHIP: Record<Receipt['status'], string> = { waiting: 'status-chip--waiting', approved: 'status-chip--approved', reject: 'status-chip--rejected' };
const STATUS_LABEL: Record<Receipt['status'], string> = { waiting: 'profile.receipt.status.waiting', approved: 'profile.receipt.status.approved', reject: 'profile.receipt.status.rejected' };

export function ReceiptList({ receipts, locale }: { receipts: Receipt[]; locale: ShortLocale }) {
  const intl = useIntl();
  return (
    <ul className="receipt-list">
      {receipts.map((r) => (
        <li key={r.id} className="receipt-list__item" data-testid="receipt-item" data-receipt-id={r.id}>
          {r.imageUrl ? <img className="receipt-list__thumb" src={r.imageUrl} alt={intl.formatMessage({ id: 'receipt.list.photoAlt' }, { store: r.store })} loading="lazy" /> : null}
          <div className="receipt-list__main">
            <p className="receipt-list__store">
              {r.store}
              {r.branch ? <span className="receipt-list__branch"> · {r.branch}</span> : null}
            </p>
            <p className="receipt-list__meta">
              <span data-testid="receipt-amount">{formatBaht(r.spending, locale)}</span> ·{' '}
              <time dateTime={new Date(r.uploadDate * 1000).toISOString()}>{formatDate(r.uploadDate, 'dd MMM yyyy', locale)}</time>
            </p>
            <p className="receipt-list__status">
              <span className={`status-chip ${STATUS_CHIP[r.status]}`} data-testid="receipt-status">
                <FormattedMessage id={STATUS_LABEL[r.status]} />
              </span>
              {r.status === 'approved' && r.points !== undefined ? (
                <span className="receipt-list__points">
                  <FormattedMessage id="receipt.list.points" values={{ points: formatNumber(r.points), count: r.points }} />
                </span>
              ) : null}
            </p>
            {r.status === 'reject' ? (
              <>
                {r.remark ? (
                  <p className="receipt-list__remark">
                    <FormattedMessage id="receipt.list.reason" values={{ reason: r.remark }} />
                  </p>
                ) : null}
                <Link className="button button--small button--secondary" to={`/profile/receipthistoryedit?id=${encodeURIComponent(r.id)}`}>
                  <FormattedMessage id="receipt.list.edit" />
                </Link>
              </>
            ) : null}
            {r.status === 'waiting' ? (
              <p className="receipt-list__hint">
                <FormattedMessage id="receipt.done.when" />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
