/**
 * The cart link of the page frame for a signed-in member: a cart icon with the count badge, linking to
 * /cart. Its accessible name says the count ("Cart, 3 items", "Cart, empty"); the count is announced politely
 * when it changes. An empty cart shows no badge (a "0" bubble reads as something waiting for the member).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '@/ui/common/Icon';
import '@/ui/layout/cartLink.css';

export interface CartLinkProps {
  /** Units in the cart; undefined while not known yet. */
  count?: number;
}

export function CartLink({ count }: CartLinkProps) {
  const intl = useIntl();
  const label =
    count === undefined ? intl.formatMessage({ id: 'shell.cart.label' }) : intl.formatMessage({ id: 'shell.cart.labelCount' }, { count });
  return (
    <Link to="/cart" className="icon-button cart-link" aria-label={label} data-testid="cart-link">
      <Icon name="cart" size={24} />
      {count === undefined || count <= 0 ? null : (
        <span className="cart-link__badge" aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
      <span className="visually-hidden" aria-live="polite">
        {count === undefined ? '' : label}
      </span>
    </Link>
  );
}
