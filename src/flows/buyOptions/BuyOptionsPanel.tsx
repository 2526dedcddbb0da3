/**
 * Buy options of a campaign (spec section 5: colour and size required): price in baht and points, a
 * colour and a size as radio groups (sold-out options shown but not choosable), quantity, and Add to
 * cart. Render-only: the buyOptions chart decides; Add is enabled by `canAdd` (snapshot.can).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProductOption, ProductOptions } from '@/domain/cart/productOptions';
import { formatBaht, formatPoints } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { Icon } from '@/ui/common/Icon';
import { Spinner } from '@/ui/common/Spinner';
import { SlowNotice } from '@/ui/common/States';
import '@/ui/common/shop.css';
import type { BuyOptionsPanelView } from '@machines/buyOptions/buyOptions.connect';
import { ReasonedButton } from '@/ui/common/ReasonedButton';

/** The Buy options connect's view, plus the campaign's options and prices and the member's sign-in. */
export type BuyOptionsPanelProps = BuyOptionsPanelView & {
  options: ProductOptions;
  /** Baht per unit, when the campaign has a price. */
  price?: number;
  points: number;
  locale: ShortLocale;
  signedIn: boolean;
  signInHref: string;
};

function OptionGroup(props: {
  name: 'color' | 'size';
  legendId: string;
  options: ProductOption[];
  value?: string;
  missing: boolean;
  missingId: string;
  disabled: boolean;
  onChange: (code: string) => void;
}) {
  const { name, legendId, options, value, missing, missingId, disabled, onChange } = props;
  const intl = useIntl();
  const errorId = `buy-${name}-error`;
  return (
    <fieldset className={['buy-options__group', missing ? 'buy-options__group--invalid' : ''].join(' ')} aria-describedby={missing ? errorId : undefined}>
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      <div className="buy-options__choices">
        {options.map((o) => (
          <label key={o.code} className={['buy-chip', o.inStock ? '' : 'buy-chip--soldout'].join(' ')}>
            <input
              type="radio"
              name={`buy-${name}`}
              value={o.code}
              checked={value === o.code}
              disabled={disabled || !o.inStock}
              aria-invalid={missing || undefined}
              onChange={() => onChange(o.code)}
            />
            {o.swatch ? <span className="buy-chip__swatch" style={{ background: o.swatch }} aria-hidden="true" /> : null}
            <span>{o.inStock ? o.name : intl.formatMessage({ id: 'shop.options.soldOut' }, { name: o.name })}</span>
          </label>
        ))}
      </div>
      {missing ? (
        <p id={errorId} className="shop-field-error" role="alert">
          <FormattedMessage id={missingId} />
        </p>
      ) : null}
    </fieldset>
  );
}

export function BuyOptionsPanel(props: BuyOptionsPanelProps) {
  const { options, price, points, locale, quantity, missing, adding, slow, addedCount, error, canAdd, signedIn } = props;
  const intl = useIntl();
  const max = options.maxQuantity;
  return (
    <section className="buy-options" aria-labelledby="buy-options-heading">
      <h3 id="buy-options-heading">
        <FormattedMessage id="shop.options.heading" />
      </h3>
      <p className="buy-options__price" data-testid="buy-price">
        <span className="buy-options__price-label">
          <FormattedMessage id="shop.options.price" />
        </span>{' '}
        {price !== undefined && price > 0 ? (
          <FormattedMessage id="shop.options.priceValue" values={{ baht: formatBaht(price, locale), points: formatPoints(points, locale) }} />
        ) : (
          formatPoints(points, locale)
        )}
      </p>
      {options.colors.length > 0 ? (
        <OptionGroup
          name="color"
          legendId="shop.options.color"
          options={options.colors}
          value={props.color}
          missing={missing.includes('color')}
          missingId="shop.options.colorRequired"
          disabled={adding}
          onChange={props.onColor}
        />
      ) : null}
      {options.sizes.length > 0 ? (
        <OptionGroup
          name="size"
          legendId="shop.options.size"
          options={options.sizes}
          value={props.size}
          missing={missing.includes('size')}
          missingId="shop.options.sizeRequired"
          disabled={adding}
          onChange={props.onSize}
        />
      ) : null}
      <div className="buy-options__quantity" role="group" aria-labelledby="buy-quantity-label">
        <span id="buy-quantity-label" className="buy-options__quantity-label">
          <FormattedMessage id="shop.options.quantity" />
        </span>
        <button
          type="button"
          className="icon-button buy-options__step"
          aria-label={intl.formatMessage({ id: 'shop.options.decrease' })}
          disabled={adding || quantity <= 1}
          onClick={() => props.onQuantity(quantity - 1)}
        >
          <Icon name="minus" size={20} />
        </button>
        <output className="buy-options__count" aria-live="polite" data-testid="buy-quantity">
          {quantity}
        </output>
        <button
          type="button"
          className="icon-button buy-options__step"
          aria-label={intl.formatMessage({ id: 'shop.options.increase' })}
          disabled={adding || quantity >= max}
          onClick={() => props.onQuantity(quantity + 1)}
        >
          <Icon name="plus" size={20} />
        </button>
        <span className="buy-options__max">
          <FormattedMessage id="shop.options.max" values={{ max }} />
        </span>
      </div>
      {signedIn ? (
        <ReasonedButton reasonId={props.addDisabledReasonId} className="button button--primary button--block" disabled={!canAdd} aria-busy={adding || undefined} onClick={props.onAdd}>
          {adding ? <Spinner /> : <Icon name="cart" size={20} />} <FormattedMessage id={adding ? 'shop.options.adding' : 'shop.options.add'} />
        </ReasonedButton>
      ) : (
        <Link to={props.signInHref} className="button button--primary button--block">
          <FormattedMessage id="shop.options.signIn" />
        </Link>
      )}
      {slow ? (
        <p className="buy-options__slow" role="status">
          <SlowNotice />
        </p>
      ) : null}
      {addedCount !== undefined ? (
        <div className="shop-notice shop-notice--success buy-options__added" role="status">
          <p>
            <FormattedMessage id="shop.options.added" values={{ count: addedCount }} />
          </p>
          <Link to="/cart" className="button button--secondary button--small">
            <FormattedMessage id="shop.options.viewCart" />
          </Link>
        </div>
      ) : null}
      {error ? (
        <div className="shop-notice shop-notice--error buy-options__failed" role="alert">
          <p className="buy-options__failed-title">
            <FormattedMessage id="shop.options.failedTitle" />
          </p>
          <p>
            <ApiErrorText error={error} />
          </p>
          <div className="buy-options__failed-actions">
            <button type="button" className="button button--primary button--small" onClick={props.onRetry}>
              <FormattedMessage id="shop.options.retry" />
            </button>
            <button type="button" className="button button--secondary button--small" onClick={props.onDismiss}>
              <FormattedMessage id="shop.options.close" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
