/** Any path that is not a route of spec section 2. */
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@/ui/common/States';
import { PageShell } from '@/ui/layout/PageShell';
import { Icon } from '@/ui/common/Icon';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <PageShell titleId="routes.notFound.title">
      <EmptyState
        icon={<Icon name="search" />}
        title={<FormattedMessage id="routes.notFound.heading" />}
        message={<FormattedMessage id="routes.notFound.message" values={{ path: <code>{pathname}</code> }} />}
        action={
          <Link to="/" className="button button--primary">
            <FormattedMessage id="routes.notFound.home" />
          </Link>
        }
      />
    </PageShell>
  );
}
