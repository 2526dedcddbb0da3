/**
 * The cart link of the page frame for a signed-in member: a cart icon with the count badge, linking to
 * /cart. Its accessible name says the count ("Cart, 3 items"); the count is announced politely when it
 * changes.
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
      {count === undefined ? null : (
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
