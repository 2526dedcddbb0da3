/** /findstore: find a store or a nearby branch (spec section 1; its layout is not described). */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '@/ui/common/Card';
import { Hero } from '@/ui/common/Hero';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';
import { Icon } from '@/ui/common/Icon';

export default function FindStoreRoute() {
  return (
    <PageShell titleId="routes.findstore.title">
      <Hero icon={<Icon name="pin" />} lead={<FormattedMessage id="routes.findstore.lead" />} />
      <Card heading={<FormattedMessage id="routes.findstore.what.heading" />}>
        <ul className="bullets">
          <li>
            <FormattedMessage id="routes.findstore.what.nearby" />
          </li>
          <li>
            <FormattedMessage id="routes.findstore.what.redeem" />
          </li>
          <li>
            <FormattedMessage id="routes.findstore.what.receipt" />
          </li>
        </ul>
      </Card>
      <Notice>
        <FormattedMessage id="routes.findstore.availability" />
      </Notice>
      <p className="page-actions">
        <Link to="/" className="button button--secondary">
          <FormattedMessage id="routes.findstore.browseRewards" />
        </Link>
      </p>
    </PageShell>
  );
}
