/** The shell's cart link: a badge only for a cart with something in it; the name always says the count. */
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { CartLink } from '@/ui/layout/CartLink';

function renderLink(count: number | undefined, locale: 'th' | 'en' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <MemoryRouter>
        <CartLink {...(count === undefined ? {} : { count })} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('CartLink badge', () => {
  it('shows no badge for an empty cart (not a "0" bubble), and says it is empty', () => {
    renderLink(0);
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('Cart, empty');
  });

  it('shows no badge in Thai either', () => {
    renderLink(0, 'th');
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('ตะกร้าสินค้า ว่าง');
  });

  it('shows the count when there is something in the cart, 99+ above 99', () => {
    const { unmount } = renderLink(3);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('Cart, 3 items');
    unmount();
    renderLink(120);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('99+');
  });

  it('shows no badge while the count is not known', () => {
    renderLink(undefined);
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByTestId('cart-link')).toHaveAccessibleName('Cart');
  });
});
