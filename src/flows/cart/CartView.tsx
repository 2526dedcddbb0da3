/**
 * The cart page content: loading, failed with Retry, empty with a link to the rewards, or the groups
 * as the API returns them (image, options, quantity, line totals), the summary, Clear cart and Check
 * out; the checkout outcome above; confirmation and failure dialogs. Render-only.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CartLine } from '@/domain/cart/cart';
import { formatBaht, formatNumber, formatPoints } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { Icon } from '@/ui/common/Icon';
import { Spinner } from '@/ui/common/Spinner';
import { AsyncContent, SlowNotice } from '@/ui/common/States';
import { ConfirmDialog } from '@/ui/dialog/StandardDialogs';
import '@/ui/common/shop.css';
import type { CartConnectView } from '@machines/cart/cart.connect';

/** The cart connect's view plus the locale the amounts are formatted in. */
export type CartViewProps = CartConnectView & { locale: ShortLocale };

function money(price: number, points: number, locale: ShortLocale): string {
  const parts = [price > 0 ? formatBaht(price, locale) : '', points > 0 ? formatPoints(points, locale) : ''].filter(Boolean);
  return parts.join(' · ');
}

function Line({ line, locale, canDelete, onDelete }: { line: CartLine; locale: ShortLocale; canDelete: boolean; onDelete: (key: string) => void }) {
  const intl = useIntl();
  return (
    <li className="cart-line" data-testid="cart-line">
      {line.imageUrl ? <img className="cart-line__image" src={line.imageUrl} alt="" width={72} height={72} loading="lazy" /> : <span className="cart-line__image" aria-hidden="true" />}
      <div>
        <h3 className="cart-line__name">
          {line.campaignId !== undefined ? <Link to={`/campaign/${line.campaignId}`}>{line.name}</Link> : line.name}
        </h3>
        <p className="cart-line__facts">
          {line.colorName ? <FormattedMessage id="shop.cart.color" values={{ name: line.colorName }} tagName="span" /> : null}
          {line.sizeName ? <FormattedMessage id="shop.cart.size" values={{ name: line.sizeName }} tagName="span" /> : null}
          <FormattedMessage id="shop.cart.quantity" values={{ count: line.quantity }} tagName="span" />
          {line.price > 0 ? <FormattedMessage id="shop.cart.unitPrice" values={{ price: formatBaht(line.price, locale) }} tagName="span" /> : null}
        </p>
        <p className="cart-line__total">
          <FormattedMessage id="shop.cart.lineTotal" values={{ amount: money(line.price * line.quantity, line.points * line.quantity, locale) }} />
        </p>
      </div>
      <button
        type="button"
        className="icon-button cart-line__delete"
        aria-label={intl.formatMessage({ id: 'shop.cart.delete' }, { name: line.name })}
        disabled={!canDelete}
        onClick={() => onDelete(line.key)}
      >
        <Icon name="trash" size={22} />
      </button>
    </li>
  );
}

function Dialogs(props: CartViewProps) {
  const { dialog, pendingLine, error } = props;
  const intl = useIntl();
  const failedTitle =
    dialog === 'deleteFailed' ? 'shop.cart.deleteFailed' : dialog === 'clearFailed' ? 'shop.cart.clearFailed' : 'shop.cart.handoffFailed';
  const failed = dialog === 'deleteFailed' || dialog === 'clearFailed' || dialog === 'handoffFailed';
  return (
    <>
      <ConfirmDialog
        open={dialog === 'confirmDelete'}
        title={<FormattedMessage id="shop.cart.confirmDelete.title" />}
        message={<FormattedMessage id="shop.cart.confirmDelete.message" values={{ name: pendingLine?.name ?? '' }} />}
        okLabel={<FormattedMessage id="shop.cart.confirmDelete.ok" />}
        cancelLabel={<FormattedMessage id="shop.cart.cancel" />}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
      <ConfirmDialog
        open={dialog === 'confirmClear'}
        title={<FormattedMessage id="shop.cart.confirmClear.title" />}
        message={<FormattedMessage id="shop.cart.confirmClear.message" />}
        okLabel={<FormattedMessage id="shop.cart.confirmClear.ok" />}
        cancelLabel={<FormattedMessage id="shop.cart.cancel" />}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
      <ConfirmDialog
        open={failed}
        title={intl.formatMessage({ id: failedTitle })}
        message={error ? <ApiErrorText error={error} /> : ''}
        okLabel={<FormattedMessage id="shop.cart.retry" />}
        cancelLabel={<FormattedMessage id="shop.options.close" />}
        onConfirm={props.onRetry}
        onCancel={props.onCancel}
      />
    </>
  );
}

function Outcome({ outcome, onDismiss }: { outcome: NonNullable<CartViewProps['outcome']>; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div className={`shop-notice cart-outcome ${outcome === 'failed' ? 'shop-notice--error' : ''}`} role={outcome === 'failed' ? 'alert' : 'status'} data-testid="checkout-outcome">
      <p>
        <FormattedMessage id={`shop.cart.outcome.${outcome}`} />
      </p>
      <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'shop.cart.outcome.dismiss' })} onClick={onDismiss}>
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}

export function CartView(props: CartViewProps) {
  const { status, cart, locale, outcome, busy, slow, leaving } = props;
  const outcomeNotice = outcome ? <Outcome outcome={outcome} onDismiss={props.onDismissOutcome} /> : null;
  const shown = status === 'failed' ? 'error' : status === 'loading' ? 'loading' : status === 'empty' || !cart ? 'empty' : 'ready';
  // The outcome notice leads the page in every state; the loaded cart holds it inside its own region.
  return (
    <>
      {shown === 'ready' ? null : outcomeNotice}
      <AsyncContent
        status={shown}
        loading={{ label: { id: 'shop.cart.loading' }, slow }}
        error={{ title: { id: 'shop.cart.failed.title' }, cause: props.error, retryLabel: { id: 'shop.cart.retry' }, onRetry: props.onRetry }}
        empty={{
          icon: <Icon name="cart" size={30} />,
          title: { id: 'shop.cart.empty.title' },
          message: { id: 'shop.cart.empty.message' },
          action: (
            <Link to="/" className="button button--primary">
              <FormattedMessage id="shop.cart.browse" />
            </Link>
          ),
        }}
      >
        {cart ? (
          <div className="cart-page" aria-busy={busy || undefined}>
            {outcomeNotice}
            {cart.groups.map((group, index) => (
              <section key={`${group.name}-${index}`} className="cart-group" aria-labelledby={`cart-group-${index}`}>
                <h2 id={`cart-group-${index}`}>{group.name}</h2>
                <ul className="cart-lines">
                  {group.lines.map((line) => (
                    <Line key={line.key} line={line} locale={locale} canDelete={props.canDelete} onDelete={props.onDelete} />
                  ))}
                </ul>
              </section>
            ))}
            <section className="cart-summary" aria-labelledby="cart-summary-heading">
              <h2 id="cart-summary-heading">
                <FormattedMessage id="shop.cart.summary" />
              </h2>
              <dl>
                <dt>
                  <FormattedMessage id="shop.cart.summaryItems" />
                </dt>
                <dd data-testid="cart-summary-count">{formatNumber(cart.count)}</dd>
                {cart.totalPrice > 0 ? (
                  <>
                    <dt>
                      <FormattedMessage id="shop.cart.summaryPrice" />
                    </dt>
                    <dd data-testid="cart-summary-price">{formatBaht(cart.totalPrice, locale)}</dd>
                  </>
                ) : null}
                {cart.totalPoints > 0 ? (
                  <>
                    <dt>
                      <FormattedMessage id="shop.cart.summaryPoints" />
                    </dt>
                    <dd>{formatPoints(cart.totalPoints, locale)}</dd>
                  </>
                ) : null}
              </dl>
              <div className="cart-actions">
                <button type="button" className="button button--primary button--block" disabled={!props.canCheckout} onClick={props.onCheckout}>
                  {leaving ? <Spinner /> : null} <FormattedMessage id={leaving ? 'shop.cart.leaving' : 'shop.cart.checkout'} />
                </button>
                <button type="button" className="button button--secondary button--block" disabled={!props.canClear} onClick={props.onClear}>
                  <FormattedMessage id="shop.cart.clear" />
                </button>
              </div>
              {busy && slow ? (
                <p className="cart-busy" role="status">
                  <SlowNotice />
                </p>
              ) : null}
            </section>
            <Dialogs {...props} />
          </div>
        ) : null}
      </AsyncContent>
    </>
  );
}
