/**
 * /cart: the member's cart (machines/cart). Its own lazy route, linked from the shell's count. A
 * checkout return (`/cart?checkout=success|error|cancel`) starts the chart reading the hand-off back;
 * the query is then removed from the address so a reload does not show the outcome again.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '@machines/cart/cart.machine';
import { connect } from '@machines/cart/cart.connect';
import { useCartCountReporter } from '@/flows/cartCount/CartCountRoot';
import { useFlow } from '@/flows/shared/useFlow';
import { checkoutReturnOf, createCartLogic } from './cart.live';
import type { ShortLocale } from '@/i18n/locale';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { CartView } from './CartView';

export function CartScreen({ actor, locale }: { actor: ActorRefFrom<typeof cartMachine>; locale: ShortLocale }) {
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return <CartView {...view} locale={locale} />;
}

function Cart({ locale }: { locale: ShortLocale }) {
  const location = useLocation();
  const navigate = useNavigate();
  const reporter = useCartCountReporter();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const returned = checkoutReturnOf(location.search);
  const actor = useFlow(
    (services) =>
      createCartLogic(
        { clients: services.clients, settings: services.settings },
        { reportCount: reporter.reportCount, refreshCount: reporter.refresh, locale: () => localeRef.current },
      ),
    returned ? { returned } : {},
  );
  useEffect(() => {
    if (returned) void navigate('/cart', { replace: true });
  }, [returned, navigate]);
  return <CartScreen actor={actor} locale={locale} />;
}

export default function CartRoute() {
  const { locale } = useShellState();
  return (
    <PageShell titleId="shop.cart.title" requireSignIn allowGuest>
      <Cart key={locale} locale={locale} />
    </PageShell>
  );
}
