/**
 * /cart: the member's cart (machines/cart). Its own lazy route, linked from the shell's count. A
 * checkout return (`/cart?checkout=success|error|cancel`) starts the chart reading the hand-off back;
 * the query is then removed from the address so a reload does not show the outcome again.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '@machines/cart/cart.machine';
import {
  selectCanCheckout,
  selectCanClear,
  selectCanDelete,
  selectCart,
  selectCartDialog,
  selectCartError,
  selectCartStatus,
  selectCheckoutOutcome,
  selectIsBusy,
  selectIsLeaving,
  selectIsSlow,
  selectPendingLine,
} from '@machines/cart/cart.selectors';
import { useCartCountReporter } from '@/flows/cartCount/CartCountRoot';
import { useFlow } from '@/flows/shared/useFlow';
import { checkoutReturnOf, createCartLogic } from './cart.live';
import type { ShortLocale } from '@/i18n/locale';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { CartView } from './CartView';

export function CartScreen({ actor, locale }: { actor: ActorRefFrom<typeof cartMachine>; locale: ShortLocale }) {
  const send = actor.send;
  return (
    <CartView
      status={useSelector(actor, selectCartStatus)}
      cart={useSelector(actor, selectCart)}
      locale={locale}
      outcome={useSelector(actor, selectCheckoutOutcome)}
      dialog={useSelector(actor, selectCartDialog)}
      pendingLine={useSelector(actor, selectPendingLine)}
      error={useSelector(actor, selectCartError)}
      busy={useSelector(actor, selectIsBusy)}
      slow={useSelector(actor, selectIsSlow)}
      leaving={useSelector(actor, selectIsLeaving)}
      canDelete={useSelector(actor, selectCanDelete)}
      canClear={useSelector(actor, selectCanClear)}
      canCheckout={useSelector(actor, selectCanCheckout)}
      onRetry={() => send({ type: 'CART.RETRY' })}
      onDelete={(key) => send({ type: 'CART.DELETE', key })}
      onClear={() => send({ type: 'CART.CLEAR' })}
      onCheckout={() => send({ type: 'CART.CHECKOUT' })}
      onConfirm={() => send({ type: 'CART.CONFIRM' })}
      onCancel={() => send({ type: 'CART.CANCEL' })}
      onDismissOutcome={() => send({ type: 'CART.DISMISS' })}
    />
  );
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
